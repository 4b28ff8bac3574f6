/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.hand.Meld;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Buried Treasure (docs/rules.md §8.1, BMJA): four concealed pungs and a pair, one suit (winds and
 * dragons allowed), no kongs, no chows. The final pung or the pair may be completed with a
 * discard, so only sets exposed before the win spoil it.
 */
public final class BuriedTreasure extends SetsPattern {

    public BuriedTreasure() {
        super(RuleId.BURIED_TREASURE);
    }

    @Override
    boolean pattern(ScoringView view) {
        if (view.chows() > 0 || view.kongs() > 0 || !view.hand().declared().isEmpty()
                || view.suitCount() > 1) {
            return false;
        }
        for (int i = 0; i < view.setCount(); i++) {
            Meld set = view.set(i);
            boolean completedByTheWin = view.winningSet().filter(set::equals).isPresent();
            if (set.isExposed() && !completedByTheWin) {
                return false;
            }
        }
        return true;
    }
}
