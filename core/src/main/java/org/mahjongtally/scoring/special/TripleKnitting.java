/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Suit;

/**
 * Triple Knitting (docs/rules.md §8.1, BMJA, half limit): four triples, each one number in all three
 * suits, and a pair of one number in two suits. Suited tiles only.
 */
public final class TripleKnitting extends TilePattern {

    public TripleKnitting() {
        super(RuleId.TRIPLE_KNITTING);
    }

    @Override
    boolean pattern(ScoringView view) {
        if (view.hasHonours()) {
            return false;
        }
        int pairs = 0;
        for (int rank = 1; rank <= 9; rank++) {
            int b = count(view, Suit.BAMBOO, rank);
            int c = count(view, Suit.CHARACTERS, rank);
            int d = count(view, Suit.DOTS, rank);
            int triples = Math.min(b, Math.min(c, d));
            int[] rest = {b - triples, c - triples, d - triples};
            int left = rest[0] + rest[1] + rest[2];
            if (left == 2 && rest[0] < 2 && rest[1] < 2 && rest[2] < 2) {
                pairs++;
            } else if (left != 0) {
                return false;
            }
        }
        return pairs == 1;
    }
}
