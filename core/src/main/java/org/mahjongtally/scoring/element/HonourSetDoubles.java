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
 * Doubles for every player (docs/rules.md §6.1, all sources): each pung or kong of dragons, of the
 * player's own wind, of the prevailing wind. A set of a wind that is both own and prevailing
 * gets both lines, so two doubles. One rule gives the three elements in one look at the sets;
 * the doubles of each are the ruleset's.
 */
public final class HonourSetDoubles implements ScoringRule {

    private static final HonourLines LINES =
            new HonourLines(RuleId.DRAGON_SET, RuleId.OWN_WIND_SET, RuleId.PREVAILING_WIND_SET);

    @Override
    public RuleId id() {
        return RuleId.DRAGON_SET;
    }

    @Override
    public boolean gives(RuleId element) {
        return LINES.gives(element);
    }

    @Override
    public void apply(ScoringView view, Awards awards) {
        for (int i = 0; i < view.setCount(); i++) {
            if (view.first(i).isHonour() && view.isPungOrKong(i)) {
                LINES.award(view, awards, view.set(i));
            }
        }
    }
}
