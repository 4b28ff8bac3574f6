/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Tile;

/**
 * All Pair Honours (docs/rules.md §8.1, BMJA, half limit): seven pairs, all of major tiles (1s, 9s,
 * winds, dragons). Four equal tiles count as two pairs.
 */
public final class AllPairHonours extends TilePattern {

    public AllPairHonours() {
        super(RuleId.ALL_PAIR_HONOURS);
    }

    @Override
    boolean pattern(ScoringView view) {
        if (!view.allMajor()) {
            return false;
        }
        for (Tile t : Tile.playing()) {
            if (view.count(t) % 2 != 0) {
                return false;
            }
        }
        return true;
    }
}
