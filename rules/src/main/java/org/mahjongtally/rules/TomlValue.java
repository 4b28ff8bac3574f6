package org.mahjongtally.rules;

import java.util.List;

/**
 * A value read from a ruleset file, with the line it starts on.
 *
 * @param value a {@code String}, a {@code Long}, a {@code Boolean} or a {@code List<String>}
 * @param line the line the value starts on
 */
record TomlValue(Object value, int line) {

    /** The kind of value, as a person would say it in a message. */
    String kind() {
        if (value instanceof String) {
            return "a string";
        }
        if (value instanceof Long) {
            return "a whole number";
        }
        if (value instanceof Boolean) {
            return "true or false";
        }
        return "a list";
    }

    /** The value as a string list; the reader only makes lists of strings. */
    @SuppressWarnings("unchecked")
    List<String> strings() {
        return (List<String>) value;
    }
}
