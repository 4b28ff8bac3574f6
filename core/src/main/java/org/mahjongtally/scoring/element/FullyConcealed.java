/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Fully concealed hand (docs/rules.md §6.2, BMJA: "all tiles concealed, one or more suits, with
 * dragons and/or winds"; M 117(c)): no set was exposed before going out; declared concealed
 * kongs are fine. Whether a winning tile taken from a discard still allows it is the
 * ruleset's {@code concealedWinOnDiscard} (BMJA: yes, "concealed hand won on a discard";
 * mj: no). Under Millington's three kinds of kong ({@code kongHas3Types}) a claimed kong
 * does not spoil it. Winner only, unless the ruleset lets losers score it ({@code losersPurity}).
 */
public final class FullyConcealed extends WholeHandRule {

    public FullyConcealed() {
        super(RuleId.FULLY_CONCEALED);
    }

    @Override
    boolean applies(ScoringView view) {
        return view.isConcealedHand();
    }
}
