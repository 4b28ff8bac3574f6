/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/** No chows: four pungs or kongs and a pair (docs/rules.md §6.2, BMJA and M 117(b)). Winner only. */
public final class NoChows extends WholeHandRule {

    public NoChows() {
        super(RuleId.NO_CHOWS);
    }

    @Override
    boolean applies(ScoringView view) {
        return view.isWinner() && view.isSetsAndPair() && view.chows() == 0;
    }
}
