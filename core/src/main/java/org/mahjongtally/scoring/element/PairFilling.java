/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.hand.Meld;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Fishing the eyes: the winning tile completed the pair (docs/rules.md §5, M 115(d): 2 for a
 * pair of minors, 4 for a pair of majors; not in BMJA). Winner only.
 */
public final class PairFilling extends WholeHandRule {

    /** The winning tile completed a pair of 2-8. */
    public static final PairFilling MINOR = new PairFilling(RuleId.PAIR_FILLING_MINOR, false);
    /** The winning tile completed a pair of 1s, 9s, winds or dragons. */
    public static final PairFilling MAJOR = new PairFilling(RuleId.PAIR_FILLING_MAJOR, true);

    private final boolean major;

    private PairFilling(RuleId id, boolean major) {
        super(id);
        this.major = major;
    }

    @Override
    boolean applies(ScoringView view) {
        Meld completed = view.winningSet().orElse(null);
        return view.isWinner() && completed != null && completed.kind() == Meld.Kind.PAIR
                && completed.first().isMajor() == major;
    }
}
