/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.util.List;
import org.mahjongtally.json.JsonProblem;
import org.mahjongtally.Message;
import org.mahjongtally.json.Calculators;
import org.mahjongtally.json.BadJsonException;

/**
 * The body of {@code POST /api/compare}: one hand, scored under several presets.
 *
 * @param hand the hand in notation
 * @param rulesets the ids of the presets to compare; every preset if absent
 */
record CompareRequest(String hand, List<String> rulesets) {

    /** The ids asked for, in order, each once. */
    List<String> rulesetIds() {
        if (rulesets != null && rulesets.isEmpty()) {
            throw new BadJsonException(Message.of(JsonProblem.NO_RULESETS_TO_COMPARE));
        }
        return Calculators.compared(rulesets);
    }
}
