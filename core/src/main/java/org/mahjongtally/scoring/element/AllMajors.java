/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * All majors: only 1s, 9s, winds and dragons (docs/rules.md §6.2, BMJA: "ones and/or nines with some
 * dragons and/or winds"; M 117(f)). Winner only.
 */
public final class AllMajors extends WholeHandRule {

    public AllMajors() {
        super(RuleId.ALL_MAJORS);
    }

    @Override
    boolean applies(ScoringView view) {
        return view.isWinner() && view.allMajor();
    }
}
