/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.rule;

import org.mahjongtally.ruleset.RuleId;

/**
 * A scoring element that gives points or doubles: it looks at one reading of a hand and adds
 * a line for each time it applies. Stateless; values come from the ruleset, never from here.
 */
public non-sealed interface ScoringRule extends ElementRule {

    /** The element this rule recognises (the first of them, for a rule that reads a table). */
    @Override
    RuleId id();

    /** Whether this rule gives the element: true for {@link #id()}, and for every row of a table rule. */
    default boolean gives(RuleId element) {
        return element == id();
    }

    /** Adds a line to {@code awards} for each time the element applies to this reading. */
    void apply(ScoringView view, Awards awards);
}
