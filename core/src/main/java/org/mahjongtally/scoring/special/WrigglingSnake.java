/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * Wriggling Snake (docs/rules.md §8.1, BMJA): a pair of 1s, one each of 2 to 9 of the same suit, and
 * one of each wind (2 + 8 + 4 = 14 tiles).
 */
public final class WrigglingSnake extends TilePattern {

    public WrigglingSnake() {
        super(RuleId.WRIGGLING_SNAKE);
    }

    @Override
    boolean pattern(ScoringView view) {
        if (view.suitCount() != 1) {
            return false;
        }
        for (Wind w : Wind.values()) {
            if (view.count(Tile.of(w)) != 1) {
                return false;
            }
        }
        Suit suit = view.hand().concealed().get(0).suit();
        if (count(view, suit, 1) != 2) {
            return false;
        }
        for (int rank = 2; rank <= 9; rank++) {
            if (count(view, suit, rank) != 1) {
                return false;
            }
        }
        return true;
    }
}
