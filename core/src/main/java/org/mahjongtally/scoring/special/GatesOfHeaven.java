/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Suit;

/**
 * Gates of Heaven (docs/rules.md §8.1, BMJA; Nine Gates): concealed 1-1-1, 2 to 8, 9-9-9 of one suit
 * and one more tile of 2 to 8 of that suit. Checked on the tiles, so it is found however the
 * tiles could also be read as sets.
 */
public final class GatesOfHeaven extends TilePattern {

    public GatesOfHeaven() {
        super(RuleId.GATES_OF_HEAVEN);
    }

    @Override
    boolean pattern(ScoringView view) {
        if (view.hasHonours() || view.suitCount() != 1) {
            return false;
        }
        Suit suit = view.hand().concealed().get(0).suit();
        if (count(view, suit, 1) != 3 || count(view, suit, 9) != 3) {
            return false;
        }
        for (int rank = 2; rank <= 8; rank++) {
            if (count(view, suit, rank) == 0) {
                return false;
            }
        }
        return true;
    }
}
