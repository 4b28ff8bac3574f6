/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

/**
 * A message put into words as one line, for an answer that must be one (the HTTP API's
 * {@code "message"}, a command line's usage error): a message that lists its problems one a
 * line, such as a ruleset's ({@code 3 problems in the ruleset:} and an indented line for each),
 * keeps them all, joined after the colon by a space and between each other by {@code "; "}.
 * Any other control character becomes a space. The values a user sent are made one line where
 * they are quoted ({@code QuotedValues}), so a line break left here is the message's own.
 */
public final class OneLine {

    private OneLine() {
    }

    /** The text as one line. */
    public static String of(String text) {
        StringBuilder out = new StringBuilder(text.length());
        boolean lineStart = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isLineBreak(c)) {
                lineStart = true;
                continue;
            }
            if (lineStart && (c == ' ' || c == '\t')) {
                continue;
            }
            if (lineStart) {
                int end = out.length();
                while (end > 0 && out.charAt(end - 1) == ' ') {
                    end--;
                }
                out.setLength(end);
                if (end > 0) {
                    char last = out.charAt(end - 1);
                    out.append(last == ':' || last == ';' ? " " : "; ");
                }
                lineStart = false;
            }
            out.append(Character.isISOControl(c) ? ' ' : c);
        }
        return out.toString();
    }

    private static boolean isLineBreak(char c) {
        return c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029' || c == '\u0085' || c == '\u000B'
                || c == '\u000C';
    }
}
