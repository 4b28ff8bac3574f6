/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Three (or more) concealed pungs or kongs (docs/rules.md §6.1, M 116(k); German league; not in
 * BMJA). A pung completed with a discard is exposed and does not count; a kong claimed from a
 * discard counts under Millington's three kinds of kong ({@code kongHas3Types}, M 46-52).
 */
public final class ThreeConcealedPungs extends WholeHandRule {

    public ThreeConcealedPungs() {
        super(RuleId.THREE_CONCEALED_PUNGS);
    }

    @Override
    boolean applies(ScoringView view) {
        int concealed = 0;
        for (int i = 0; i < view.setCount(); i++) {
            if (view.isPungOrKong(i) && view.countsAsConcealed(i)) {
                concealed++;
            }
        }
        return concealed >= 3;
    }
}
