/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.rule;

import org.mahjongtally.ruleset.RuleId;

/**
 * A special (limit) hand: a pattern of tiles or a circumstance that replaces the ordinary
 * score. Stateless; its value comes from the ruleset.
 */
public non-sealed interface SpecialHandRule extends ElementRule {

    /** The special hand this rule recognises. */
    @Override
    RuleId id();

    /**
     * Whether the hand is this special hand in the reading given. Irregular hands (seven
     * pairs, thirteen orphans...) are checked on an irregular reading; hands of sets on a
     * reading of four sets and a pair; circumstances on either.
     */
    boolean matches(ScoringView view);

    /**
     * Whether the hand is a pattern of tiles that is not four sets and a pair, so that the
     * scorer must try it on an irregular reading of the tiles.
     */
    default boolean irregular() {
        return false;
    }
}
