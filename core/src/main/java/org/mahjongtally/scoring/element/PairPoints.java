/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.Awards;
import org.mahjongtally.scoring.rule.ScoringRule;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Points for a scoring pair (docs/rules.md §4): a pair of dragons, of the player's own wind,
 * or of the prevailing wind. A pair that is both own and prevailing wind scores both lines
 * (2 + 2 = 4 in BMJA and Millington). One rule gives the three elements in one look at the
 * pairs; the points of each are the ruleset's.
 */
public final class PairPoints implements ScoringRule {

    private static final HonourLines LINES =
            new HonourLines(RuleId.DRAGON_PAIR, RuleId.OWN_WIND_PAIR, RuleId.PREVAILING_WIND_PAIR);

    @Override
    public RuleId id() {
        return RuleId.DRAGON_PAIR;
    }

    @Override
    public boolean gives(RuleId element) {
        return LINES.gives(element);
    }

    @Override
    public void apply(ScoringView view, Awards awards) {
        for (int i = 0; i < view.pairCount(); i++) {
            LINES.award(view, awards, view.pair(i));
        }
    }
}
