/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import java.util.EnumSet;
import java.util.Set;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Tile;

/**
 * Imperial Jade (docs/rules.md §8.1, BMJA; M 122(m)): pungs or kongs and a pair of green tiles only:
 * the green dragon and bamboo 2, 3, 4, 6 and 8.
 */
public final class ImperialJade extends SetsPattern {

    private static final Set<Tile> GREEN = EnumSet.of(Tile.GREEN, Tile.B2, Tile.B3, Tile.B4, Tile.B6, Tile.B8);
    private static final long GREEN_KINDS = ScoringView.kinds(GREEN);

    public ImperialJade() {
        super(RuleId.IMPERIAL_JADE);
    }

    @Override
    boolean pattern(ScoringView view) {
        if (view.chows() > 0) {
            return false;
        }
        return holdsOnlyGreen(view);
    }

    /** Whether every tile of the hand is green. */
    static boolean holdsOnlyGreen(ScoringView view) {
        return view.holdsOnly(GREEN_KINDS);
    }
}
