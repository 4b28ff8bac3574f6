/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Filling the only possible place (docs/rules.md §5, M 115(c): 2 points; not in BMJA): the
 * hand before the winning tile could be completed by one kind of tile only, such as the middle
 * of a chow, the 3 of 1-2, the 7 of 8-9, or the single tile of a pair. Winner only.
 */
public final class OnlyPossibleTile extends WholeHandRule {

    public OnlyPossibleTile() {
        super(RuleId.ONLY_POSSIBLE_TILE);
    }

    @Override
    boolean applies(ScoringView view) {
        return view.isWinner() && view.isSetsAndPair() && view.onlyOneTileCompletedTheHand();
    }
}
