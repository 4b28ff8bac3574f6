/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.hand.Meld;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.Awards;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Tile;

/**
 * The lines an honour set or pair scores by what its tile is to the player: one for a dragon,
 * one for the own wind, one for the prevailing wind (both for a wind that is both). The pair
 * and set rules ({@link PairPoints}, {@link HonourSetDoubles}) give their own three elements.
 */
record HonourLines(RuleId dragon, RuleId ownWind, RuleId prevailingWind) {

    /** Adds the lines of this meld of honours (nothing for a suited meld). */
    void award(ScoringView view, Awards awards, Meld meld) {
        Tile t = meld.first();
        if (t.isDragon()) {
            awards.add(dragon, meld);
        }
        if (view.isOwnWind(t)) {
            awards.add(ownWind, meld);
        }
        if (view.isPrevailingWind(t)) {
            awards.add(prevailingWind, meld);
        }
    }

    /** True for one of the three elements. */
    boolean gives(RuleId element) {
        return element == dragon || element == ownWind || element == prevailingWind;
    }
}
