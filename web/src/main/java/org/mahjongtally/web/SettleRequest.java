/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.json.HandJson;
import org.mahjongtally.json.JsonProblem;
import org.mahjongtally.Message;
import org.mahjongtally.json.SettleQuestion;
import org.mahjongtally.json.SettlementChoices;
import org.mahjongtally.json.TextOrNull;
import org.mahjongtally.store.StrictJson;

/**
 * The body of {@code POST /api/settle}: the four seats' scores, who went Mah-Jong ({@code null}
 * for a draw; it must be said, as {@code tally settle} needs --winner or --draw), on whose discard, the table's options, and whether to add the
 * minimum-transfer plan and the tallies to hand over. The answer is the tree of
 * {@code tally settle --json} for the same case, made by the json module's {@link SettleQuestion}.
 *
 * @param scores each seat's hand score: {@code {"E": 80, "S": 12, "W": 48, "N": 112}}; required
 * @param winner the winning seat, {@code E}, {@code S}, {@code W} or {@code N}, or JSON null for a
 *     draw; required
 * @param discarder the seat whose discard was the winning tile, when it matters
 * @param ruleset the preset whose settlement options and tallies are the defaults; {@code bmja}
 *     (the defaults of docs/settlement.md) if absent
 * @param options the table's settlement options; absent ones take the ruleset's
 * @param plan whether to add the fewest transfers that give the same balances (default false)
 * @param tallies whether to add the tallies (sticks) to hand over (default false)
 * @param tallySet the tallies of the set, such as {@code "Harmony=2,Man=10,Earth=100,Heaven=500"};
 *     the ruleset's if absent
 * @param penalties penalties paid during the hand, payers and payees by seat
 *     ({@code [{"amount": 30, "payers": ["E"], "payees": ["S", "W", "N"], "reason": "false Mah-Jong"}]}):
 *     in the balances, the plan and the tallies; none if absent
 */
record SettleRequest(Map<String, Long> scores, TextOrNull winner, String discarder, String ruleset,
        SettleOptions options, Boolean plan, Boolean tallies, String tallySet, List<HandJson.PenaltyJson> penalties) {

    /** The settlement's JSON tree, exactly as {@code tally settle --json} prints it. */
    Map<String, Object> answer() {
        Map<String, Long> given = StrictJson.required(scores, "scores", SettleQuestion.SCORES_HOW);
        Optional<String> winnerSeat = StrictJson.nullableText(winner, "winner", SettleQuestion.WINNER_HOW);
        return new SettleQuestion(given, winnerSeat, discarder, ruleset,
                options == null ? SettlementChoices.NONE : options.choices(), Boolean.TRUE.equals(plan),
                Boolean.TRUE.equals(tallies), tallySet, penalties).answer();
    }
}
