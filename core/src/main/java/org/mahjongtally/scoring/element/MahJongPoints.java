/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/** Points for going Mah-Jong (docs/rules.md §5: BMJA 20, Millington 10). Winner only. */
public final class MahJongPoints extends WholeHandRule {

    public MahJongPoints() {
        super(RuleId.MAH_JONG);
    }

    @Override
    boolean applies(ScoringView view) {
        return view.isWinner();
    }
}
