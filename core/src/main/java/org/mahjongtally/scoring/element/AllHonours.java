/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * All honours as doubles: a winning hand of winds and dragons only (A. D. Millington, "The
 * Complete Book of Mah-Jongg", 1993, rule M 117(g), as docs/rules.md §6.2 records it: 2 doubles, on
 * top of the all-majors double, in games played without a limit; where there is a limit, All
 * Honours is a limit hand instead). No preset scores it; a house ruleset that plays with the
 * roof off may. Winner only.
 */
public final class AllHonours extends WholeHandRule {

    public AllHonours() {
        super(RuleId.ALL_HONOURS);
    }

    @Override
    boolean applies(ScoringView view) {
        return view.isWinner() && view.allHonour();
    }
}
