/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.Message;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.Penalty;
import org.mahjongtally.game.PlayerEntry;

/**
 * The one JSON shape of a hand record, its field names spelled here only (the record's
 * components): what a table sends to record a hand ({@code POST /api/games/{id}/hands},
 * {@code PUT .../hands/{n}}), what a game file holds, what the store keeps, and what the CLI
 * and the API show of a hand:
 * {@code {"winner": "Bob" | null, "discarder": "Ann" | null, "payForAll": true | false | null,
 * "scores": {"Ann": 8}, "hands": {"Bob": "<notation>"}, "penalties": [{"amount": 30,
 * "payers": ["Ann"], "payees": ["Bob"], "reason": "..."}]}}; each player is given in
 * {@code scores} or in {@code hands}. Read by the store's strict reader, so an unknown field, a
 * wrong type or a missing field ({@link #check}) is refused rather than guessed at; written by
 * {@link Json}.
 *
 * @param winner the player who went Mah-Jong, or JSON {@code null} for a draw; required, so that a
 *     draw is said and never the result of a field left out
 * @param discarder the player whose discard was the winning tile, if it matters
 * @param payForAll the table's choice for this hand; absent or {@code null}: the ruleset's rule
 *     ({@link org.mahjongtally.settlement.SettlementOptions#forHand}). Hands stored before that
 *     rule existed always say {@code true} or {@code false}, and were settled exactly so, so they
 *     keep their meaning and their payments.
 * @param scores the scores players counted themselves, by name
 * @param hands the tiles the engine scores, by name
 * @param penalties penalties paid during the hand
 */
public record HandJson(TextOrNull winner, String discarder, Boolean payForAll, Map<String, Long> scores,
        Map<String, String> hands, List<PenaltyJson> penalties) implements CheckedShape, JsonShape {

    private static final Message WINNER = Message.of(JsonProblem.WINNER_HINT);

    /** The fields of a hand, in order. */
    public static final List<String> FIELDS = List.copyOf(
            new HandJson(null, null, null, null, null, null).fields().keySet());

    /**
     * A hand as a platform's reader gives it ({@link JsonFields}), checked as the strict reader
     * checks it ({@link #check}).
     *
     * @throws BadFieldException if the winner is missing or not a string or {@code null}
     */
    public static HandJson read(JsonFields in) {
        List<JsonFields> fines = in.objects("penalties", PenaltyJson.FIELDS);
        List<PenaltyJson> penalties = null;
        if (fines != null) {
            penalties = new ArrayList<>();
            for (JsonFields fine : fines) {
                penalties.add(PenaltyJson.read(fine));
            }
        }
        HandJson hand = new HandJson(in.textOrNull("winner"), in.text("discarder"), in.flag("payForAll"),
                in.wholeNumbers("scores"), in.textsByKey("hands"), penalties);
        hand.check();
        return hand;
    }

    /**
     * Checks the winner is given, as a name or {@code null}.
     *
     * @throws BadFieldException if it is missing or neither a string nor {@code null}
     */
    @Override
    public void check() {
        winnerName();
    }

    @Override
    public Map<String, Object> fields() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("winner", winner);
        fields.put("discarder", discarder);
        fields.put("payForAll", payForAll);
        fields.put("scores", scores);
        fields.put("hands", hands);
        fields.put("penalties", penalties);
        return fields;
    }

    private Optional<String> winnerName() {
        return BadFieldException.nullableText(winner, "winner", WINNER);
    }

    /** The JSON of a hand record. */
    public static HandJson of(HandRecord record) {
        Map<String, Long> scores = new LinkedHashMap<>();
        Map<String, String> tiles = new LinkedHashMap<>();
        record.entries().forEach((player, entry) -> {
            if (entry instanceof PlayerEntry.Score s) {
                scores.put(player, s.points());
            } else {
                tiles.put(player, ((PlayerEntry.Tiles) entry).notation());
            }
        });
        List<PenaltyJson> penalties = new ArrayList<>();
        for (Penalty p : record.penalties()) {
            penalties.add(new PenaltyJson(p.amount(), p.payers(), p.payees(), p.reason()));
        }
        return new HandJson(TextOrNull.ofNullable(record.winner().orElse(null)),
                record.discarder().orElse(null), record.payForAll().orElse(null), scores, tiles, penalties);
    }

    /**
     * The hand record.
     *
     * @throws BadFieldException if a field {@link #check} and {@link PenaltyJson#check} need is missing
     * @throws org.mahjongtally.game.GameException for a hand that cannot be (a player given both a
     *     score and tiles...)
     */
    public HandRecord toRecord() {
        List<Penalty> fines = new ArrayList<>();
        if (penalties != null) {
            for (PenaltyJson p : penalties) {
                fines.add(p.toPenalty());
            }
        }
        return new HandRecord(winnerName(),
                Optional.ofNullable(discarder), Optional.ofNullable(payForAll),
                HandRecord.entries(scores == null ? Map.of() : scores, hands == null ? Map.of() : hands), fines);
    }

    /**
     * A penalty: each payer pays {@code amount} points to each payee.
     *
     * @param amount the points, required
     * @param payers who pay, required
     * @param payees who receive, required
     * @param reason why, in a few words
     */
    public record PenaltyJson(Long amount, List<String> payers, List<String> payees, String reason)
            implements CheckedShape, JsonShape {

        /** The fields of a penalty, in order. */
        public static final List<String> FIELDS = List.copyOf(new PenaltyJson(null, null, null, null).fields().keySet());

        /** A penalty as a platform's reader gives it; checked when the hand becomes a record. */
        static PenaltyJson read(JsonFields in) {
            return new PenaltyJson(in.wholeNumber("amount"), in.texts("payers"), in.texts("payees"), in.text("reason"));
        }

        @Override
        public Map<String, Object> fields() {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("amount", amount);
            fields.put("payers", payers);
            fields.put("payees", payees);
            fields.put("reason", reason);
            return fields;
        }

        /**
         * Checks the amount, payers and payees are given.
         *
         * @throws BadFieldException naming the one missing
         */
        @Override
        public void check() {
            BadFieldException.required(amount, "amount", Message.of(JsonProblem.AMOUNT_HINT));
            BadFieldException.required(payers, "payers", Message.of(JsonProblem.PAYERS_HINT));
            BadFieldException.required(payees, "payees", Message.of(JsonProblem.PAYEES_HINT));
        }

        Penalty toPenalty() {
            check();
            return new Penalty(amount, payers, payees, reason == null ? "" : reason);
        }
    }
}
