/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.rule;

import org.mahjongtally.ruleset.RuleId;

/**
 * The code of a scoring element: a {@link ScoringRule} for points and doubles, a
 * {@link SpecialHandRule} for a special hand. {@link Catalogue} names one for every id.
 */
public sealed interface ElementRule permits ScoringRule, SpecialHandRule {

    /** The element it recognises (the first of them, for a rule that reads a table). */
    RuleId id();
}
