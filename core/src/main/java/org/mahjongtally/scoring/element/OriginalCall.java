/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.hand.Flag;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Original call (docs/rules.md §6.2, BMJA and M 117(l)): the player declared his hand calling right
 * after his first discard and never changed it, then went Mah-Jong. Written as the flag
 * {@code original-call}. Winner only.
 */
public final class OriginalCall extends WholeHandRule {

    public OriginalCall() {
        super(RuleId.ORIGINAL_CALL);
    }

    @Override
    boolean applies(ScoringView view) {
        return view.isWinner() && view.has(Flag.ORIGINAL_CALL);
    }
}
