/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Suit;

/**
 * Knitting (docs/rules.md §8.1, BMJA, half limit): seven pairs, each pair the same number in two
 * different suits (such as 3 bamboo with 3 characters). Suited tiles only.
 *
 * <p>For each number, its tiles in the three suits can be paired across suits exactly when
 * their total is even and no suit holds more than half of them.
 */
public final class Knitting extends TilePattern {

    public Knitting() {
        super(RuleId.KNITTING);
    }

    @Override
    boolean pattern(ScoringView view) {
        if (view.hasHonours()) {
            return false;
        }
        for (int rank = 1; rank <= 9; rank++) {
            int total = 0;
            int most = 0;
            for (Suit suit : Suit.values()) {
                int n = count(view, suit, rank);
                total += n;
                most = Math.max(most, n);
            }
            if (total % 2 != 0 || most > total / 2) {
                return false;
            }
        }
        return true;
    }
}
