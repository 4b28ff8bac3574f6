/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Concealed Clear Suit (docs/rules.md §8.2, M 122(p): "one suit only and all concealed";
 * docs/rulesets.md "dmjl": concealed one suit only): four sets and a pair of one suit, no winds or
 * dragons, and a concealed hand in the sense of the ruleset's concealed-hand double (under
 * Millington and the German league the winning tile must be drawn, see
 * {@link ScoringView#isConcealedHand()}).
 */
public final class ConcealedClearSuit extends SetsPattern {

    public ConcealedClearSuit() {
        super(RuleId.CONCEALED_CLEAR_SUIT);
    }

    @Override
    boolean pattern(ScoringView view) {
        return view.oneSuitOnly() && view.isConcealedHand();
    }
}
