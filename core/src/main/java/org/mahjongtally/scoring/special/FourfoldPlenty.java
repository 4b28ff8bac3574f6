/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/** Fourfold Plenty (docs/rules.md §8.1, BMJA; M 122(g) "Four Kongs"): four kongs and a pair. */
public final class FourfoldPlenty extends SetsPattern {

    public FourfoldPlenty() {
        super(RuleId.FOURFOLD_PLENTY);
    }

    @Override
    boolean pattern(ScoringView view) {
        return view.kongs() == 4;
    }
}
