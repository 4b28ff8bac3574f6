/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.List;

/**
 * A value read from a ruleset file, with the line it starts on.
 *
 * @param value a {@code String}, a {@code Long}, a {@code Boolean} or a {@code List<String>}
 * @param line the line the value starts on (its key's line)
 * @param contentLine for a string, the line its content starts on; 0 otherwise
 * @param contentColumn for a string, the column (from 1) its content starts at
 * @param verbatim whether the string's content is the file's text unchanged (no escape, no
 *     line-ending backslash), so that a place inside it is a place in the file
 */
record TomlValue(Object value, int line, int contentLine, int contentColumn, boolean verbatim) {

    /** A value whose content has no place of its own. */
    TomlValue(Object value, int line) {
        this(value, line, 0, 0, false);
    }

    /**
     * The file's line and column of a place inside this string, given as line and column in the
     * string (from 1); the start of the string where its content is not the file's text as it
     * stands.
     */
    int[] fileLineAndColumn(int lineInside, int columnInside) {
        if (contentLine == 0) {
            return new int[] {line, 0};
        }
        if (!verbatim) {
            return new int[] {contentLine, contentColumn};
        }
        return lineInside <= 1 ? new int[] {contentLine, contentColumn + columnInside - 1}
                : new int[] {contentLine + lineInside - 1, columnInside};
    }

    /** The kind of value, for a message that says what was found. */
    ValueKind kind() {
        if (value instanceof String) {
            return ValueKind.STRING;
        }
        if (value instanceof Long) {
            return ValueKind.WHOLE_NUMBER;
        }
        if (value instanceof Boolean) {
            return ValueKind.TRUE_OR_FALSE;
        }
        return ValueKind.LIST;
    }

    /** The value as a string list; the reader only makes lists of strings. */
    @SuppressWarnings("unchecked")
    List<String> strings() {
        return (List<String>) value;
    }
}
