/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * One-suit hands (docs/rules.md §6.2): one suit with honours ("mixed", BMJA and M 117(d): 1 double)
 * and one suit only, no honours ("pure", M 117(e) and the German league: 3 doubles, chows
 * allowed; BMJA scores it as the special hand Purity instead). Winner only, unless the
 * ruleset lets losers score it ({@code losersPurity}).
 */
public final class OneSuit extends WholeHandRule {

    /** One suit with winds and/or dragons. */
    public static final OneSuit WITH_HONOURS = new OneSuit(RuleId.ONE_SUIT_WITH_HONOURS, true);
    /** One suit only, no winds or dragons. */
    public static final OneSuit ONLY = new OneSuit(RuleId.ONE_SUIT_ONLY, false);

    private final boolean withHonours;

    private OneSuit(RuleId id, boolean withHonours) {
        super(id);
        this.withHonours = withHonours;
    }

    @Override
    boolean applies(ScoringView view) {
        return view.suitCount() == 1 && view.hasHonours() == withHonours;
    }
}
