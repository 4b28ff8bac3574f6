/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.List;
import org.mahjongtally.Message;

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
        throw new BadValue(RulesetIssue.NOT_A_STRING, v.kind());
    }

    static long whole(TomlValue v) {
        if (v.value() instanceof Long n) {
            return n;
        }
        throw new BadValue(RulesetIssue.NOT_A_WHOLE_NUMBER, v.kind());
    }

    /** A whole number from {@code min} to {@code max}. */
    static int whole(TomlValue v, int min, int max) {
        long n = whole(v);
        if (n < min || n > max) {
            throw new BadValue(RulesetIssue.OUT_OF_RANGE, min, max, n);
        }
        return (int) n;
    }

    /**
     * The number, if it is at most {@code max}, a bound no real rule comes near
     * ({@link RulesetLimits}).
     */
    static long bounded(long n, long max) {
        if (n > max) {
            throw new BadValue(RulesetIssue.ABOVE_BOUND, max, n);
        }
        return n;
    }

    static boolean bool(TomlValue v) {
        if (v.value() instanceof Boolean b) {
            return b;
        }
        throw new BadValue(RulesetIssue.NOT_TRUE_OR_FALSE, v.kind());
    }

    static List<String> strings(TomlValue v) {
        if (v.value() instanceof List<?>) {
            return v.strings();
        }
        throw new BadValue(RulesetIssue.NOT_A_LIST, v.kind());
    }

    /**
     * A value that is not what its key needs. The message (a "value" key of
     * {@link RulesetIssue}) completes a sentence that starts with the key: "'maxChows' must be
     * from 0 to 4, not 7".
     */
    static final class BadValue extends RuntimeException {

        private static final long serialVersionUID = 1L;

        private final transient Message detail;

        BadValue(RulesetIssue issue, Object... values) {
            super(issue.name(), null, false, false);
            this.detail = Message.of(issue, values);
        }

        /** What is wrong with the value, to follow the key it concerns. */
        Message detail() {
            return detail;
        }
    }
}
