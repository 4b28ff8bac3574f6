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
 * @param line the line the value starts on
 */
record TomlValue(Object value, int line) {

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
