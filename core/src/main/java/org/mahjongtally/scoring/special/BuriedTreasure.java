/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Buried Treasure (docs/rules.md §8.1, BMJA): four concealed pungs and a pair, one suit (winds and
 * dragons allowed), no kongs, no chows. The final pung or the pair may be completed with a
 * discard, so only sets exposed before the win spoil it: a set written in brackets that holds
 * the only copy of the claimed winning tile was made by the winning claim (docs/notation.md),
 * and is the same hand as the set written among the concealed tiles.
 */
public final class BuriedTreasure extends SetsPattern {

    public BuriedTreasure() {
        super(RuleId.BURIED_TREASURE);
    }

    @Override
    boolean pattern(ScoringView view) {
        return view.chows() == 0 && view.kongs() == 0 && view.suitCount() <= 1 && view.nothingExposedBeforeTheWin();
    }
}
