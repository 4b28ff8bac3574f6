/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.hand.Meld;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;

/**
 * Squirming Snake (docs/rulesets.md "dmjl": pungs of 1 and 9, a pair of 2, 5 or 8 and two chows,
 * all of one suit), which is Millington's Wriggling Snake (docs/rules.md §8.2, M 122(o):
 * 1112345678999 plus a 2, 5 or 8 of the same suit; not BMJA's Wriggling Snake, which holds
 * the winds). The two chows and the pair run from 2 to 8 without a gap, as in
 * 111 234 55 678 999. Sets may be exposed.
 */
public final class SquirmingSnake extends SetsPattern {

    public SquirmingSnake() {
        super(RuleId.SQUIRMING_SNAKE);
    }

    @Override
    boolean pattern(ScoringView view) {
        if (!view.oneSuitOnly() || view.chows() != 2) {
            return false;
        }
        int pairRank = view.pair().map(p -> p.first().rank()).orElse(0);
        if (pairRank != 2 && pairRank != 5 && pairRank != 8) {
            return false;
        }
        boolean ones = false;
        boolean nines = false;
        for (int i = 0; i < view.setCount(); i++) {
            if (view.kind(i) == Meld.Kind.PUNG) {
                ones |= view.first(i).rank() == 1;
                nines |= view.first(i).rank() == 9;
            }
        }
        return ones && nines && runsFromTwoToEight(view);
    }

    private static boolean runsFromTwoToEight(ScoringView view) {
        Suit suit = view.first(0).suit();
        for (int rank = 2; rank <= 8; rank++) {
            if (view.count(Tile.of(suit, rank)) == 0) {
                return false;
            }
        }
        return true;
    }
}
