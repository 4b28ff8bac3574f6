/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.scoring.rule.SpecialHandRule;

/** A special hand made of four sets and a pair; subclasses say which pattern. */
abstract class SetsPattern implements SpecialHandRule {

    private final RuleId id;

    SetsPattern(RuleId id) {
        this.id = id;
    }

    @Override
    public final RuleId id() {
        return id;
    }

    @Override
    public final boolean matches(ScoringView view) {
        return view.isSetsAndPair() && pattern(view);
    }

    /** Whether this reading of four sets and a pair has the pattern. */
    abstract boolean pattern(ScoringView view);
}
