/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import org.mahjongtally.json.JsonProblem;
import org.mahjongtally.Message;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.json.Calculators;
import org.mahjongtally.store.StrictJson;

/**
 * The body of {@code POST /api/score} and {@code POST /api/waits}.
 *
 * @param hand the hand in notation, such as {@code "[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall"}
 * @param ruleset the id of a preset; {@code bmja} if absent
 */
record ScoreRequest(String hand, String ruleset) {

    /** The hand, parsed. */
    Hand parsedHand() {
        return parse(hand);
    }

    /**
     * Parses a hand field.
     *
     * @throws org.mahjongtally.json.BadJsonException if it is missing
     * @throws org.mahjongtally.hand.NotationException if it is not valid notation
     */
    static Hand parse(String hand) {
        return Calculators.hand(StrictJson.required(hand, "hand", Calculators.HAND_HOW));
    }
}
