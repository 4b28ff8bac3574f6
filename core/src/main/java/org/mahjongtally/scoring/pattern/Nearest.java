/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import java.util.Collection;
import org.mahjongtally.text.Text;

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
            int d = Text.editDistance(word, candidate);
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return bestDistance <= allowed ? best : "";
    }
}
