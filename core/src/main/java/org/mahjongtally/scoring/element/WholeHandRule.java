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
 * A scoring element that applies at most once, to the hand as a whole (Mah-Jong points, a
 * one-suit hand, going out with a loose tile...). Subclasses say when.
 */
abstract class WholeHandRule implements ScoringRule {

    private final RuleId id;

    WholeHandRule(RuleId id) {
        this.id = id;
    }

    @Override
    public final RuleId id() {
        return id;
    }

    /** Whether the element applies to this reading of the hand. */
    abstract boolean applies(ScoringView view);

    @Override
    public final void apply(ScoringView view, Awards awards) {
        if (applies(view)) {
            awards.add(id);
        }
    }
}
