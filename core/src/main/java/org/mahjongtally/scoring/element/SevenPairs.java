/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Seven pairs (docs/rules.md §5 and 12 item 17, mj options {@code SevenPairs} and
 * {@code SevenPairsVal}: off by default, 20 points when on): any seven pairs of concealed tiles
 * are a winning hand, worth these points on top of the Mah-Jong points. A ruleset turns the hand
 * on by scoring this element. The pairs themselves score as pairs do, and the doubles of the
 * whole hand (one suit, all majors, concealed, the way of going out) apply. Winner only.
 */
public final class SevenPairs extends WholeHandRule {

    public SevenPairs() {
        super(RuleId.SEVEN_PAIRS);
    }

    @Override
    boolean applies(ScoringView view) {
        return view.isWinner() && view.isSevenPairs();
    }
}
