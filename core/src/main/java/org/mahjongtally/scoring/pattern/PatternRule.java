/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.scoring.rule.SpecialHandRule;

/**
 * A special hand given by its pattern (docs/special-hands.md), as the scorer asks it: the
 * readings of four sets and a pair for a pattern of sets, the tiles read as no sets for a
 * pattern of fourteen tiles, and either for a pattern of conditions only.
 */
public final class PatternRule implements SpecialHandRule {

    private final RuleId id;
    private final Pattern pattern;

    private PatternRule(RuleId id, Pattern pattern) {
        this.id = id;
        this.pattern = pattern;
    }

    /**
     * The rule of a special hand with this pattern text.
     *
     * @throws PatternException if the text is not a pattern
     */
    public static PatternRule of(RuleId id, String patternText) {
        return new PatternRule(id, Pattern.parse(patternText));
    }

    @Override
    public RuleId id() {
        return id;
    }

    /** The pattern. */
    public Pattern pattern() {
        return pattern;
    }

    @Override
    public boolean matches(ScoringView view) {
        return pattern.matches(view);
    }

    @Override
    public boolean irregular() {
        return pattern.shape() == Pattern.Shape.TILES;
    }
}
