/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/** Heads and Tails (docs/rules.md §8.1, BMJA; M 122(l)): pungs or kongs and a pair of 1s and 9s only. */
public final class HeadsAndTails extends SetsPattern {

    public HeadsAndTails() {
        super(RuleId.HEADS_AND_TAILS);
    }

    @Override
    boolean pattern(ScoringView view) {
        return view.allTerminal();
    }
}
