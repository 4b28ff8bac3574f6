/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.Penalties;
import org.mahjongtally.game.Penalty;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.settlement.Outcome;
import org.mahjongtally.settlement.SeatAmounts;
import org.mahjongtally.settlement.Settlement;
import org.mahjongtally.settlement.SettlementException;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.settlement.SettlementProblem;
import org.mahjongtally.settlement.TallySet;
import org.mahjongtally.settlement.Transfer;
import org.mahjongtally.tile.Wind;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * What {@code POST /api/settle} asks, once its body is read (strictly by the API, from the
 * page's object by the engine in the browser), and its answer: the tree of
 * {@code tally settle --json} for the same case.
 *
 * @param scores each seat's hand score by its letter: {@code {"E": 80, "S": 12, "W": 48, "N": 112}}
 * @param winner the winning seat's letter, or empty for a draw
 * @param discarder the seat whose discard was the winning tile, when it matters, or {@code null}
 * @param ruleset the preset whose settlement options and tallies are the defaults; the default
 *     preset if {@code null}
 * @param options the table's settlement options
 * @param plan whether to add the fewest transfers that give the same balances
 * @param tallies whether to add the tallies (sticks) to hand over
 * @param tallySet the tallies of the set, such as {@code "Harmony=2,Man=10,Earth=100,Heaven=500"};
 *     the ruleset's if {@code null}
 * @param penalties penalties paid during the hand, as a game's hand has them but with seats for
 *     players ({@code {"amount": 30, "payers": ["E"], "payees": ["S", "W", "N"]}}); paid on top of
 *     the settlement, so in its balances, plan and tallies; none if {@code null}
 */
public record SettleQuestion(Map<String, Long> scores, Optional<String> winner, String discarder, String ruleset,
        SettlementChoices options, boolean plan, boolean tallies, String tallySet, List<HandJson.PenaltyJson> penalties) {

    /** An example of the scores, for messages. */
    public static final String SCORES_EXAMPLE = "{\"E\": 80, \"S\": 12, \"W\": 48, \"N\": 112}";
    /** How to give the scores, for the message when they are missing. */
    public static final Message SCORES_HOW = Message.of(JsonProblem.SCORES_HINT, SCORES_EXAMPLE);
    /** How to give the winner, for the message when it is missing or not a string. */
    public static final Message WINNER_HOW = Message.of(JsonProblem.WINNER_SEAT_HINT);

    /** The payments' reasons stay in English; the page words them itself from "kind". */
    private static final Words ENGLISH = Words.in(Language.ENGLISH);

    /**
     * The settlement's JSON tree, exactly as {@code tally settle --json} prints it.
     *
     * @throws org.mahjongtally.rules.RulesetException for an unknown preset
     * @throws SettlementException for seats, scores or options core refuses
     */
    public Map<String, Object> answer() {
        Ruleset rules = Calculators.preset(ruleset);
        SeatAmounts seatScores = seatScores(scores);
        Outcome outcome = outcome();
        SettlementOptions table = options.applyTo(rules.settlement());
        Settlement settlement = Settlement.of(seatScores, table.forHand(outcome, options.payForAll()), table);
        TallySet set = !tallies ? null : tallySet == null ? rules.tallies() : TallySet.parse(tallySet);
        return SettlementJson.of(settlement, penaltyTransfers(), plan, set, ENGLISH::reason);
    }

    /** The penalties of a request as a platform's reader gives them ({@code null} if there are none). */
    public static List<HandJson.PenaltyJson> penalties(JsonFields in) {
        List<JsonFields> given = in.objects("penalties", HandJson.PenaltyJson.FIELDS);
        if (given == null) {
            return null;
        }
        List<HandJson.PenaltyJson> penalties = new ArrayList<>();
        given.forEach(p -> penalties.add(HandJson.PenaltyJson.read(p)));
        return penalties;
    }

    private List<Transfer> penaltyTransfers() {
        if (penalties == null) {
            return List.of();
        }
        List<Penalty> fines = new ArrayList<>();
        penalties.forEach(p -> fines.add(p.toPenalty()));
        return Penalties.transfers(fines, (index, role, name) -> seat("penalties[" + index + "]."
                + (role == GameSetup.Role.PAYER ? "payers" : "payees"), name));
    }

    private static SeatAmounts seatScores(Map<String, Long> given) {
        Map<Wind, Long> bySeat = new EnumMap<>(Wind.class);
        given.forEach((key, points) -> {
            Wind seat = seat("a key of \"scores\"", key);
            if (bySeat.put(seat, points) != null) {
                throw new SettlementException(SettlementProblem.SEAT_TWICE, seat, SCORES_EXAMPLE);
            }
        });
        for (Wind seat : Wind.values()) {
            if (!bySeat.containsKey(seat)) {
                throw new SettlementException(SettlementProblem.NO_SCORE_FOR, seat, SCORES_EXAMPLE);
            }
        }
        return SeatAmounts.of(bySeat);
    }

    private Outcome outcome() {
        if (winner.isEmpty()) {
            if (discarder != null) {
                throw new SettlementException(SettlementProblem.DRAW_WITH_DISCARDER);
            }
            return Outcome.draw();
        }
        Wind seat = seat("\"winner\"", winner.get());
        return discarder == null ? Outcome.win(seat) : Outcome.winOnDiscard(seat, seat("\"discarder\"", discarder));
    }

    private static Wind seat(String what, String text) {
        return Wind.parse(text).orElseThrow(() -> new SettlementException(SettlementProblem.NOT_A_SEAT, what, text));
    }
}
