/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.Penalties;
import org.mahjongtally.game.PlayedHand;
import org.mahjongtally.game.PlayerResult;
import org.mahjongtally.settlement.Payment;
import org.mahjongtally.settlement.SettlementOption;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.settlement.StickCount;
import org.mahjongtally.settlement.TallySet;
import org.mahjongtally.settlement.Transfer;

/**
 * The JSON view of a game, shared by the CLI and the HTTP API (written by {@link Json}). A
 * game's sheet: players, ruleset, its settlement options, the game options
 * ({@link GameOptionsJson}), whether it is finished, the next hand's East and seats, every hand
 * (its record as {@link HandJson}, seats, scores with their score sheets, the settlement, and
 * the fewest hand-overs with the tallies to pass), the totals and the standings with tallies
 * and money.
 * After recording a hand, {@link #lastHand} is the same without the setup and the earlier hands.
 */
public final class GameJson {

    private GameJson() {
    }

    /**
     * The JSON tree of a game's whole score sheet, without its id (the caller adds it).
     *
     * @param reasons each payment's reason in words (the words module's {@code reason})
     */
    public static Map<String, Object> sheet(GameSheet sheet, Function<Payment, String> reasons) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("players", new ArrayList<Object>(sheet.setup().players()));
        Map<String, Object> ruleset = new LinkedHashMap<>();
        ruleset.put("id", sheet.setup().ruleset().id());
        ruleset.put("name", sheet.setup().ruleset().name());
        ruleset.put("hash", sheet.setup().ruleset().hash());
        json.put("ruleset", ruleset);
        json.put("settlement", settlement(sheet.setup().ruleset().settlement()));
        json.put("options", GameOptionsJson.of(sheet.setup().options()));
        putNext(json, sheet);
        List<Object> hands = new ArrayList<>();
        for (PlayedHand hand : sheet.hands()) {
            hands.add(hand(hand, sheet.setup(), reasons));
        }
        json.put("hands", hands);
        putStandings(json, sheet);
        return json;
    }

    /**
     * The JSON tree of a game just after a hand was recorded, without its id: whether it is
     * finished and the next hand, the hand just recorded (as in {@link #sheet}'s hands), the
     * totals and the standings. What a table needs to go on, and of the same size whatever the
     * number of hands before (the whole sheet grows with every hand).
     *
     * @param reasons each payment's reason in words (the words module's {@code reason})
     * @throws IllegalArgumentException if the game has no hands
     */
    public static Map<String, Object> lastHand(GameSheet sheet, Function<Payment, String> reasons) {
        if (sheet.hands().isEmpty()) {
            throw new IllegalArgumentException("the game has no hands yet");
        }
        Map<String, Object> json = new LinkedHashMap<>();
        putNext(json, sheet);
        json.put("hand", hand(sheet.hands().get(sheet.hands().size() - 1), sheet.setup(), reasons));
        putStandings(json, sheet);
        return json;
    }

    /** "finished", and "next" (the next hand's number, East, prevailing wind, seats) unless finished. */
    private static void putNext(Map<String, Object> json, GameSheet sheet) {
        json.put("finished", sheet.finished());
        if (!sheet.finished()) {
            Map<String, Object> next = new LinkedHashMap<>();
            next.put("hand", (long) sheet.hands().size() + 1);
            next.put("east", sheet.nextEast());
            next.put("prevailing", String.valueOf(sheet.next().prevailing().letter()));
            Map<String, Object> seats = new LinkedHashMap<>();
            for (int p = 0; p < 4; p++) {
                seats.put(sheet.setup().players().get(p), String.valueOf(sheet.next().seatOf(p).letter()));
            }
            next.put("seats", seats);
            json.put("next", next);
        }
    }

    /** "totals" by player, and "standings" from first place with tallies and money. */
    private static void putStandings(Map<String, Object> json, GameSheet sheet) {
        Map<String, Object> totals = new LinkedHashMap<>();
        for (int p = 0; p < 4; p++) {
            totals.put(sheet.setup().players().get(p), sheet.totals().get(p));
        }
        json.put("totals", totals);
        List<Object> standings = new ArrayList<>();
        for (GameSheet.Standing s : sheet.standings()) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("place", (long) s.place());
            line.put("player", s.player());
            line.put("total", s.total());
            line.put("tallies", s.tallies());
            line.put("money", s.money().toPlainString());
            standings.add(line);
        }
        json.put("standings", standings);
    }

    /** The settlement options the game is played by, with the names of docs/settlement.md. */
    private static Map<String, Object> settlement(SettlementOptions options) {
        Map<String, Object> json = new LinkedHashMap<>();
        for (SettlementOption o : SettlementOption.values()) {
            Object value = o.of(options);
            if (o.requiredInFile() || !value.equals(o.defaultValue())) {
                json.put(o.key(), o.plain(value));
            }
        }
        return json;
    }

    /**
     * One played hand: its settlement has the hand's penalties paid on top (listed after the
     * payments, and in its balances), so that every balance shown of a hand is the one booked;
     * each player's {@code penalty} is the part of his balance the penalties make.
     */
    private static Map<String, Object> hand(PlayedHand hand, GameSetup setup, Function<Payment, String> reasons) {
        TallySet tallies = setup.ruleset().tallies();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("number", (long) hand.number());
        json.put("prevailing", String.valueOf(hand.prevailing().letter()));
        json.put("east", hand.eastPlayer());
        json.put("winner", hand.winner().orElse(null));
        json.put("record", HandJson.of(hand.record()));
        json.put("ending", hand.ending().code());
        List<Object> players = new ArrayList<>();
        for (PlayerResult r : hand.players()) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("name", r.player());
            line.put("seat", String.valueOf(r.seat().letter()));
            line.put("score", r.score());
            line.put("balance", r.balance());
            line.put("penalty", r.penalty());
            line.put("total", r.total());
            line.put("sheet", r.sheet().map(ScoreJson::of).orElse(null));
            players.add(line);
        }
        json.put("players", players);
        List<Transfer> penalties = Penalties.transfers(hand.record().penalties(),
                (index, role, name) -> hand.players().get(setup.requireIndex(name, role)).seat());
        json.put("settlement", SettlementJson.of(hand.settlement(), penalties, false, null, reasons));
        List<Object> handovers = new ArrayList<>();
        for (Transfer t : GameSheet.handovers(hand)) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("from", GameSheet.playerIn(hand, t.from()));
            line.put("to", GameSheet.playerIn(hand, t.to()));
            line.put("amount", t.amount());
            Map<String, Object> sticks = new LinkedHashMap<>();
            for (StickCount stick : tallies.sticksFor(t.amount()).sticks()) {
                sticks.put(stick.tally().name(), (long) stick.count());
            }
            line.put("sticks", sticks);
            handovers.add(line);
        }
        json.put("handovers", handovers);
        return json;
    }
}
