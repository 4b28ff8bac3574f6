/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/** All Winds and Dragons (docs/rules.md §8.1, BMJA; M 122(k) "All Honours"): honour sets and pair only. */
public final class AllWindsAndDragons extends SetsPattern {

    public AllWindsAndDragons() {
        super(RuleId.ALL_WINDS_AND_DRAGONS);
    }

    @Override
    boolean pattern(ScoringView view) {
        return view.allHonour();
    }
}
