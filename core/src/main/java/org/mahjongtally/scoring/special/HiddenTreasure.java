/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Hidden Treasure (docs/rulesets.md "dmjl": only concealed pungs or kongs, self-drawn), which is
 * Millington's Buried Treasure (docs/rules.md §8.2, M 122(h): all concealed and no chows, in any
 * suits; not BMJA's Buried Treasure, which must be of one suit). Four pungs or kongs and a
 * pair, nothing exposed before going out, and the winning tile drawn, so nothing is exposed
 * after going out either. Concealed kongs are fine, and claimed kongs under Millington's three
 * kinds of kong ({@code kongHas3Types}).
 */
public final class HiddenTreasure extends SetsPattern {

    public HiddenTreasure() {
        super(RuleId.HIDDEN_TREASURE);
    }

    @Override
    boolean pattern(ScoringView view) {
        return view.chows() == 0 && view.nothingExposedBeforeTheWin() && view.method().isSelfDrawn();
    }
}
