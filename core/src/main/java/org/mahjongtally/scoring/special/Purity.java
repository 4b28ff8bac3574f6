/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Purity (docs/rules.md §8.1, BMJA): pungs or kongs and a pair, all of one suit, no honours, no
 * chows. Valued by its own doubles (3) on the basic points, the Mah-Jong points included,
 * instead of the ordinary doubles.
 */
public final class Purity extends SetsPattern {

    public Purity() {
        super(RuleId.PURITY);
    }

    @Override
    boolean pattern(ScoringView view) {
        return view.chows() == 0 && view.suitCount() == 1 && !view.hasHonours();
    }
}
