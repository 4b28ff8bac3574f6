/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import org.mahjongtally.hand.Hand;

/**
 * What scoring a hand gives: a {@link ScoreSheet}, or, for a hand declared as a win whose tiles
 * do not make a winning hand under the ruleset, {@link NotAWinningHand}. Both are normal
 * results, not errors.
 */
public sealed interface ScoreResult permits ScoreSheet, NotAWinningHand {

    /** The hand scored. */
    Hand hand();

    /** The id of the ruleset it was scored under. */
    String rulesetId();

    /** The hand's score: 0 for a hand that is not a winning hand. */
    long total();
}
