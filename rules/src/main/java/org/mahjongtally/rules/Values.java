package org.mahjongtally.rules;

import java.util.List;

/**
 * Reads typed values out of {@link TomlValue}s.
 * A value of the wrong type or out of range is a {@link BadValue}.
 */
final class Values {

    private Values() {
    }

    static String string(TomlValue v) {
        if (v.value() instanceof String s) {
            return s;
        }
        throw new BadValue("must be a string in double quotes, not " + v.kind());
    }

    static long whole(TomlValue v) {
        if (v.value() instanceof Long n) {
            return n;
        }
        throw new BadValue("must be a whole number, not " + v.kind());
    }

    /** A whole number from {@code min} to {@code max}. */
    static int whole(TomlValue v, int min, int max) {
        long n = whole(v);
        if (n < min || n > max) {
            throw new BadValue("must be from " + min + " to " + max + ", not " + n);
        }
        return (int) n;
    }

    static boolean bool(TomlValue v) {
        if (v.value() instanceof Boolean b) {
            return b;
        }
        throw new BadValue("must be true or false (without quotes), not " + v.kind());
    }

    static List<String> strings(TomlValue v) {
        if (v.value() instanceof List<?>) {
            return v.strings();
        }
        throw new BadValue("must be a list of strings such as [\"own-flower\"], not " + v.kind());
    }

    /**
     * A value that is not what its key needs. The message completes a sentence that starts
     * with the key: "'maxChows' must be from 0 to 4, not 7".
     */
    static final class BadValue extends RuntimeException {

        private static final long serialVersionUID = 1L;

        BadValue(String message) {
            super(message, null, false, false);
        }
    }
}
