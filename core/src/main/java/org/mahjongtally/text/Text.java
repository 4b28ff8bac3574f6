/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Small text operations the engine's readers share, written as plain character scans: the
 * engine is compiled to JavaScript (engine-js), where {@code java.util.regex} (which
 * {@code String.split} always uses there) and {@code String.format} would add a tenth to the
 * script the page loads.
 */
public final class Text {

    private Text() {
    }

    /**
     * Whether {@code c} is white space as a regular expression's {@code \s} means it: a space,
     * tab, line feed, vertical tab, form feed or carriage return (no Unicode spaces).
     */
    public static boolean isAsciiSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /** Whether {@code c} is one of the digits {@code 0} to {@code 9} (no other script's digits). */
    public static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** The text with each run of {@linkplain #isAsciiSpace white space} made one space. */
    public static String collapseSpaces(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isAsciiSpace(c)) {
                out.append(c);
            } else if (i == 0 || !isAsciiSpace(text.charAt(i - 1))) {
                out.append(' ');
            }
        }
        return out.toString();
    }

    /** The words of {@code text}: its pieces between runs of {@linkplain #isAsciiSpace white space}, none empty. */
    public static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= text.length(); i++) {
            if (i == text.length() || isAsciiSpace(text.charAt(i))) {
                if (i > start) {
                    words.add(text.substring(start, i));
                }
                start = i + 1;
            }
        }
        return words;
    }

    /**
     * The pieces of {@code text} between the {@code separator}s, as {@code String.split} gives
     * them for a separator that is no regular expression: empty pieces at the end are left out
     * ({@code "a,,b,,"} gives {@code a}, an empty piece and {@code b}; {@code ","} gives none),
     * but a text without the separator is one piece, even when it is empty.
     *
     * @param separator the text between pieces, taken as it is; not empty
     */
    public static List<String> split(String text, String separator) {
        if (separator.isEmpty()) {
            throw new IllegalArgumentException("the separator is empty");
        }
        List<String> pieces = new ArrayList<>();
        int start = 0;
        for (int end = text.indexOf(separator); end >= 0; end = text.indexOf(separator, start)) {
            pieces.add(text.substring(start, end));
            start = end + separator.length();
        }
        if (pieces.isEmpty()) {
            return List.of(text);
        }
        pieces.add(text.substring(start));
        int kept = pieces.size();
        while (kept > 0 && pieces.get(kept - 1).isEmpty()) {
            kept--;
        }
        return List.copyOf(pieces.subList(0, kept));
    }

    /**
     * A code point as Unicode writes it: {@code U+} and at least four upper-case hexadecimal
     * digits, such as {@code U+00E9} or {@code U+1F02A}.
     */
    public static String codePointName(int codePoint) {
        String hex = Integer.toHexString(codePoint).toUpperCase(Locale.ROOT);
        return "U+" + "0".repeat(Math.max(0, 4 - hex.length())) + hex;
    }

    /**
     * The Levenshtein distance between two texts: how many insertions, deletions and
     * substitutions of one character turn {@code a} into {@code b} (for "did you mean" hints).
     */
    public static int editDistance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
