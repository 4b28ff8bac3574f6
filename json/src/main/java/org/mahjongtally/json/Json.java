/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Writes the plain-Java JSON trees of this package ({@code Map<String, ?>} in insertion order,
 * {@code List}, {@code String}, {@code Long}/{@code Integer}, {@code Boolean}, {@code null},
 * and the JSON shapes such as {@link HandJson}, as objects of their {@link JsonShape#fields}) as
 * compact JSON text, with no reflection and no JSON library, so that it runs in the browser
 * too. The CLI and the HTTP API both print these trees, so their JSON can never differ.
 */
public final class Json {

    private static final String HEX = "0123456789abcdef";

    private Json() {
    }

    /**
     * The JSON text of a tree.
     *
     * @throws IllegalArgumentException for a value that is not part of a JSON tree
     */
    public static String write(Object tree) {
        StringBuilder out = new StringBuilder(256);
        append(out, tree);
        return out.toString();
    }

    private static void append(StringBuilder out, Object value) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String s) {
            appendString(out, s);
        } else if (value instanceof Long n) {
            out.append(n.longValue());
        } else if (value instanceof Integer n) {
            out.append(n.intValue());
        } else if (value instanceof Boolean b) {
            out.append(b.booleanValue());
        } else if (value instanceof Map<?, ?> map) {
            appendObject(out, map);
        } else if (value instanceof JsonShape shape) {
            appendObject(out, shape.fields());
        } else if (value instanceof TextOrNull text && (text.isNull() || text.isText())) {
            append(out, text.text().orElse(null));
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (Iterator<?> it = list.iterator(); it.hasNext();) {
                append(out, it.next());
                if (it.hasNext()) {
                    out.append(',');
                }
            }
            out.append(']');
        } else {
            throw new IllegalArgumentException("not a JSON value: " + value.getClass());
        }
    }

    private static void appendObject(StringBuilder out, Map<?, ?> map) {
        out.append('{');
        boolean first = true;
        for (Map.Entry<?, ?> e : map.entrySet()) {
            if (!first) {
                out.append(',');
            }
            first = false;
            appendString(out, String.valueOf(e.getKey()));
            out.append(':');
            append(out, e.getValue());
        }
        out.append('}');
    }

    /**
     * A string in quotes, escaped: each run of characters that need no escape is appended at
     * once (one append a character was most of the time a long game's
     * 6 MB sheet took to write).
     */
    private static void appendString(StringBuilder out, String s) {
        out.append('"');
        int run = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (needsEscape(c)) {
                out.append(s, run, i);
                appendEscaped(out, c);
                run = i + 1;
            }
        }
        out.append(s, run, s.length()).append('"');
    }

    /** Whether a character is written escaped: quote, backslash, controls, line and paragraph separators. */
    private static boolean needsEscape(char c) {
        return c == '"' || c == '\\' || c < 0x20 || c == 0x2028 || c == 0x2029;
    }

    private static void appendEscaped(StringBuilder out, char c) {
        switch (c) {
            case '"' -> out.append("\\\"");
            case '\\' -> out.append("\\\\");
            case '\n' -> out.append("\\n");
            case '\r' -> out.append("\\r");
            case '\t' -> out.append("\\t");
            default -> appendEscape(out, c);
        }
    }

    /** A character as a JSON escape: a backslash, {@code u} and its four lowercase hex digits. */
    private static void appendEscape(StringBuilder out, char c) {
        out.append("\\u");
        for (int shift = 12; shift >= 0; shift -= 4) {
            out.append(HEX.charAt((c >> shift) & 0xF));
        }
    }
}
