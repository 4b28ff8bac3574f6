/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Imperial Jade as Millington has it (docs/rules.md §8.2, M 122(m): the hand "contains only" the
 * green dragon and bamboo 2, 3, 4, 6 and 8): four sets and a pair of green tiles, where the
 * chow 2-3-4 of bamboo is green too. BMJA's Imperial Jade ({@link ImperialJade}) allows pungs
 * and kongs only.
 */
public final class AllGreen extends SetsPattern {

    public AllGreen() {
        super(RuleId.ALL_GREEN);
    }

    @Override
    boolean pattern(ScoringView view) {
        return ImperialJade.holdsOnlyGreen(view);
    }
}
