/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import java.util.Collection;

/** The known word a misspelt one was probably meant to be, for "did you mean" hints. */
final class Nearest {

    private Nearest() {
    }

    /**
     * The candidate closest to {@code word} by edit distance if it is a plausible typo (at most a
     * third of the word's length, and at least 2 edits allowed), else the empty string.
     */
    static String of(String word, Collection<String> candidates) {
        int allowed = Math.max(2, word.length() / 3);
        String best = "";
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            int d = distance(word, candidate);
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return bestDistance <= allowed ? best : "";
    }

    /** Levenshtein distance: insertions, deletions and substitutions of one character. */
    private static int distance(String a, String b) {
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
