/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongtally.Message;
import org.mahjongtally.game.Bound;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameProblem;
import org.mahjongtally.game.Stakes;

/**
 * The one JSON shape of the game options, their field names spelled here only: what a request
 * starting a game and a game file give (each optional, {@link GameOptions#DEFAULTS} otherwise;
 * read by the store's strict reader), what the store keeps, and what the CLI and the API show:
 * {@code {"drawPassesDeal": false, "rounds": 4, "startingTallies": 2000, "stakes": {"perPoint":
 * "0.01", "currency": "EUR", "decimals": 2, "rounding": "half-up"}}}, and {@code "seatExchange":
 * true} for a table whose players change places between rounds (written only when true, so that
 * the games and files of tables that keep their places read as before).
 *
 * @param drawPassesDeal whether a draw passes the deal
 * @param rounds how many prevailing winds are played, 1 to 16
 * @param startingTallies the points of tallies each player starts with
 * @param stakes what a point is worth in money
 * @param seatExchange whether the players change places at the start of each round
 */
public record GameOptionsJson(Boolean drawPassesDeal, Long rounds, Long startingTallies, StakesJson stakes,
        Boolean seatExchange) implements JsonShape {

    /** The fields of the game options, in order. */
    public static final List<String> FIELDS = List.copyOf(
            new GameOptionsJson(null, null, null, null, Boolean.TRUE).fields().keySet());

    /**
     * The game options as a platform's reader gives them ({@link JsonFields}), or {@code null}
     * for none; {@code in} may hold other fields too (a new game's options hold the table's).
     */
    public static GameOptionsJson read(JsonFields in) {
        if (in == null) {
            return null;
        }
        JsonFields stakes = in.object("stakes", StakesJson.FIELDS);
        return new GameOptionsJson(in.flag("drawPassesDeal"), in.wholeNumber("rounds"), in.wholeNumber("startingTallies"),
                stakes == null ? null : new StakesJson(stakes.text("perPoint"), stakes.text("currency"),
                        stakes.wholeNumber("decimals"), stakes.text("rounding")), in.flag("seatExchange"));
    }

    @Override
    public Map<String, Object> fields() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("drawPassesDeal", drawPassesDeal);
        fields.put("rounds", rounds);
        fields.put("startingTallies", startingTallies);
        fields.put("stakes", stakes);
        if (Boolean.TRUE.equals(seatExchange)) {
            fields.put("seatExchange", true);
        }
        return fields;
    }

    /** The JSON of game options, every field given ({@code seatExchange} only when true). */
    public static GameOptionsJson of(GameOptions options) {
        Stakes s = options.stakes();
        return new GameOptionsJson(options.drawPassesDeal(), (long) options.rounds(), options.startingTallies(),
                new StakesJson(s.perPoint().toPlainString(), s.currency(), (long) s.decimals(),
                        Stakes.roundingName(s.rounding())), options.seatExchange() ? Boolean.TRUE : null);
    }

    /**
     * The game options.
     *
     * @throws GameException for a value out of range, naming it
     */
    public GameOptions toOptions() {
        GameOptions o = GameOptions.DEFAULTS;
        if (drawPassesDeal != null) {
            o = o.withDrawPassesDeal(drawPassesDeal);
        }
        if (rounds != null) {
            o = o.withRounds(Bound.ROUNDS.checkInt(rounds));
        }
        if (startingTallies != null) {
            o = o.withStartingTallies(startingTallies);
        }
        if (seatExchange != null) {
            o = o.withSeatExchange(seatExchange);
        }
        return stakes == null ? o : o.withStakes(stakes.toStakes());
    }

    /**
     * What a point is worth, each part optional ({@link Stakes#NONE} otherwise).
     *
     * @param perPoint a decimal written as a string, such as {@code "0.01"}
     * @param currency a short label such as {@code "EUR"}
     * @param decimals the decimal places money is rounded to, 0 to 4
     * @param rounding {@code half-up}, {@code half-even}, ...
     */
    public record StakesJson(String perPoint, String currency, Long decimals, String rounding) implements JsonShape {

        /** The fields of the stakes, in order. */
        public static final List<String> FIELDS = List.copyOf(new StakesJson(null, null, null, null).fields().keySet());

        @Override
        public Map<String, Object> fields() {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("perPoint", perPoint);
            fields.put("currency", currency);
            fields.put("decimals", decimals);
            fields.put("rounding", rounding);
            return fields;
        }

        Stakes toStakes() {
            Stakes d = Stakes.NONE;
            return new Stakes(perPoint == null ? d.perPoint() : decimal(perPoint),
                    currency == null ? d.currency() : currency,
                    decimals == null ? d.decimals() : Bound.MONEY_DECIMALS.checkInt(decimals),
                    rounding == null ? d.rounding() : Stakes.parseRounding(rounding));
        }

        private static BigDecimal decimal(String text) {
            try {
                return new BigDecimal(text.strip());
            } catch (NumberFormatException e) {
                throw GameException.badGame(Message.of(GameProblem.STAKE_NOT_DECIMAL, text));
            }
        }
    }
}
