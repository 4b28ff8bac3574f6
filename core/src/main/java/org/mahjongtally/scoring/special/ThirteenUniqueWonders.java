/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Tile;

/**
 * Thirteen Unique Wonders (docs/rules.md §8.1, BMJA; M 122(q)): one of each 1 and 9 of the three
 * suits, each wind and each dragon, and one more of any of them.
 */
public final class ThirteenUniqueWonders extends TilePattern {

    public ThirteenUniqueWonders() {
        super(RuleId.THIRTEEN_UNIQUE_WONDERS);
    }

    @Override
    boolean pattern(ScoringView view) {
        if (!view.allMajor()) {
            return false;
        }
        for (Tile t : Tile.playing()) {
            if (t.isMajor() && view.count(t) == 0) {
                return false;
            }
        }
        return true;
    }
}
