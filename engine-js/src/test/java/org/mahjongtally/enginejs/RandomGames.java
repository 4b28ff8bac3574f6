/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import static org.mahjongtally.enginejs.NodeEngine.call;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.hand.Notation;
import org.mahjongtally.json.GameChanges;
import org.mahjongtally.json.GameFileJson;
import org.mahjongtally.json.GameFiles;
import org.mahjongtally.json.GameStart;
import org.mahjongtally.json.HandJson;
import org.mahjongtally.json.Json;
import org.mahjongtally.json.TextOrNull;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.scoring.WinningHands;

/**
 * Seeded random games for the parity test, played step by step: started with random table
 * options, then hands recorded (typed scores, a winner's tiles, draws, discarders, penalties),
 * corrected and deleted, the game shown, scored in, exported and imported. Each step is one call
 * to the script with the game's record as the JVM has it after the step before, and the body the
 * JVM answers for it (the json module's {@link GameFiles}, {@link GameChanges}, {@link GameStart}).
 */
final class RandomGames {

    private static final ObjectMapper JACKSON = new ObjectMapper();
    private static final List<String> NAMES = List.of("Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal");
    private static final String CREATED = "2026-12-01T10:00:00Z";

    /** Takes each step: what it is, the call, and the JVM's body (or its refusal). */
    private final StepSink sink;
    private final Random random;

    interface StepSink {
        /** One step; {@code jvm} gives the JVM's answer tree, or throws its refusal. */
        void step(String what, List<Object> call, String language, java.util.function.Supplier<Object> jvm);
    }

    RandomGames(long seed, StepSink sink) {
        this.random = new Random(seed);
        this.sink = sink;
    }

    /** Plays {@code count} games. */
    void play(int count, List<String> languages) {
        for (int g = 0; g < count; g++) {
            game(g, languages.get(g % languages.size()));
        }
    }

    /**
     * A table's own rules with special hands of its own (docs/rulesets.md, "Special hands"), for
     * every fourth game: a phone game under house rules is kept with its ruleset written out.
     */
    static final String HOUSE_RULES = """
            id = "house"
            version = 1
            extends = "bmja"
            [options]
            maxChows = 4
            [[element]]
            id = "seven-pairs-hand"
            name = "Seven Pairs"
            name-pl = "Siedem par"
            name-ru = "Семь пар"
            pattern = "7 pairs"
            limit = 50
            fishing = 25
            [[element]]
            id = "windy-dragons"
            name = "Windy Dragons"
            pattern = \"""
            pairs E S W N
            2 pungs dragon
            \"""
            points = 300
            [[element]]
            id = "three-brothers"
            name = "Three Brothers"
            pattern = "pungs nx (n+1)x (n+2)x"
            doubles = 4
            """;

    /** Hands that the house rules score as their own special hands, and one they do not. */
    private static final List<String> HOUSE_HANDS = List.of("1133b 5577c 99d EE RR seat=S win=R by=wall",
            "EESSWWNN RRRGGG seat=W win=G by=discard", "444555666d 123b 99c win=9c by=wall",
            "1133b 5577c 99d EE R seat=N", "[RRR] GGG 123b 456b 55d win=5d by=discard");

    private void game(int g, String language) {
        String id = "ph-" + g;
        List<String> players = players();
        if (g % 4 == 3) {
            houseGame(g, id, players, language);
            return;
        }
        String preset = Rulesets.presetIds().get(random.nextInt(Rulesets.presetIds().size()));
        Map<String, Object> table = new LinkedHashMap<>();
        if (random.nextBoolean()) {
            table.put("limit", random.nextBoolean() ? (Object) 500L : "none");
        }
        if (random.nextBoolean()) {
            table.put("method", random.nextBoolean() ? "difference" : "alternative");
        }
        if (random.nextInt(3) == 0) {
            table.put("eastDoubles", random.nextBoolean());
        }
        long rounds = 1 + random.nextInt(2);
        boolean drawPasses = random.nextBoolean();
        boolean seatExchange = random.nextInt(3) == 0;
        Map<String, Object> options = new LinkedHashMap<>(table);
        options.put("rounds", rounds);
        options.put("drawPassesDeal", drawPasses);
        options.put("startingTallies", 2000L);
        if (seatExchange) {
            options.put("seatExchange", true);
        }
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("players", players);
        request.put("ruleset", preset);
        request.put("options", options);
        GameSetup setup = GameStart.setup(players, preset, table,
                GameOptions.DEFAULTS.withRounds((int) rounds).withDrawPassesDeal(drawPasses).withStartingTallies(2000)
                        .withSeatExchange(seatExchange));
        sink.step("new game " + g, call("newGame", request, id, CREATED, language), language,
                () -> GameFiles.answer(id, CREATED, setup, List.of()));

        List<HandRecord> hands = new ArrayList<>();
        int steps = 4 + random.nextInt(8);
        for (int s = 0; s < steps; s++) {
            Object record = record(id, setup, hands);
            int kind = random.nextInt(10);
            if (kind < 7 || hands.isEmpty()) {
                Map<String, Object> body = hand(players);
                List<HandRecord> before = hands;
                HandRecord hand = toRecord(body);
                List<HandRecord> after = hand == null ? null : GameChanges.recorded(before, hand);
                sink.step("game " + g + " record " + body, call("recordHand", record, body, language), language,
                        () -> answer(id, setup, after, body));
                hands = replays(setup, after, after == null ? 0 : after.size()) ? after : hands;
            } else if (kind < 9) {
                int n = 1 + random.nextInt(hands.size() + 1);
                Map<String, Object> body = hand(players);
                List<HandRecord> before = hands;
                sink.step("game " + g + " correct " + n + " " + body, call("correctHand", record, n, body, language),
                        language, () -> {
                            HandRecord hand = toRecordOrThrow(body);
                            return GameFiles.answerEntered(id, CREATED, setup, GameChanges.corrected(id, before, n, hand),
                                    n);
                        });
                if (n <= hands.size() && toRecord(body) != null) {
                    List<HandRecord> after = GameChanges.corrected(id, hands, n, toRecord(body));
                    hands = replays(setup, after, n) ? after : hands;
                }
            } else {
                int n = 1 + random.nextInt(hands.size());
                List<HandRecord> before = hands;
                sink.step("game " + g + " delete " + n, call("deleteHand", record, n, language), language,
                        () -> GameFiles.answer(id, CREATED, setup, GameChanges.deleted(id, before, n)));
                List<HandRecord> after = GameChanges.deleted(id, hands, n);
                hands = replays(setup, after, 0) ? after : hands;
            }
        }
        Object record = record(id, setup, hands);
        List<HandRecord> last = hands;
        sink.step("game " + g + " shown", call("game", record, language), language,
                () -> GameFiles.view(id, org.mahjongtally.game.Game.replay(setup, last)));
        String notation = Notation.format(WinningHands.next(random, random.nextInt(5)));
        sink.step("game " + g + " scores " + notation, call("scoreInGame", record, Map.of("hand", notation), language),
                language, () -> org.mahjongtally.json.ScoreJson.of(org.mahjongtally.scoring.Scorer.score(
                        org.mahjongtally.hand.Hand.parse(notation), setup.ruleset())));
        String file = Json.write(GameFileJson.of(id, CREATED, setup, last));
        sink.step("game " + g + " exported", call("exportGame", record, language), language,
                () -> GameFileJson.of(id, CREATED, setup, last));
        sink.step("game " + g + " imported", call("importGame", file, id + "-copy", CREATED, language), language,
                () -> GameFiles.answer(id + "-copy", CREATED, setup, last));
    }

    /** A game under the house rules: shown, its house hands scored in it, exported and imported. */
    private void houseGame(int g, String id, List<String> players, String language) {
        GameSetup setup = new GameSetup(players, Rulesets.read("house.toml", HOUSE_RULES),
                GameOptions.DEFAULTS.withStartingTallies(2000));
        List<HandRecord> hands = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
            Map<String, Object> body = hand(players);
            HandRecord hand = toRecord(body);
            List<HandRecord> after = hand == null ? null : GameChanges.recorded(hands, hand);
            hands = replays(setup, after, after == null ? 0 : after.size()) ? after : hands;
        }
        Object record = record(id, setup, hands);
        List<HandRecord> last = hands;
        sink.step("house game " + g + " shown", call("game", record, language), language,
                () -> GameFiles.view(id, org.mahjongtally.game.Game.replay(setup, last)));
        for (String notation : HOUSE_HANDS) {
            sink.step("house game " + g + " scores " + notation, call("scoreInGame", record, Map.of("hand", notation),
                    language), language, () -> org.mahjongtally.json.ScoreJson.of(org.mahjongtally.scoring.Scorer.score(
                            org.mahjongtally.hand.Hand.parse(notation), setup.ruleset())));
        }
        String file = Json.write(GameFileJson.of(id, CREATED, setup, last));
        sink.step("house game " + g + " imported", call("importGame", file, id + "-copy", CREATED, language), language,
                () -> GameFiles.answer(id + "-copy", CREATED, setup, last));
    }

    /** The answer to a hand recorded (checked as new input), or the refusal of a hand that is not one. */
    private static Object answer(String id, GameSetup setup, List<HandRecord> hands, Map<String, Object> body) {
        if (hands == null) {
            toRecordOrThrow(body);
        }
        return GameFiles.answerEntered(id, CREATED, setup, hands, hands.size());
    }

    /** Whether the hands replay, hand {@code entered} checked as new input (0: none). */
    private static boolean replays(GameSetup setup, List<HandRecord> hands, int entered) {
        if (hands == null) {
            return false;
        }
        try {
            org.mahjongtally.game.Game.replayEntered(setup, hands, entered);
            return true;
        } catch (org.mahjongtally.TallyException e) {
            return false;
        }
    }

    /** The game file as the page keeps it: a plain object, from the JVM's JSON. */
    private static Object record(String id, GameSetup setup, List<HandRecord> hands) {
        try {
            return JACKSON.readValue(Json.write(GameFileJson.of(id, CREATED, setup, hands)), Object.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private List<String> players() {
        List<String> names = new ArrayList<>(NAMES);
        java.util.Collections.shuffle(names, random);
        return new ArrayList<>(names.subList(0, 4));
    }

    /** A hand as the page records it: a winner or a draw, scores typed or the winner's tiles. */
    private Map<String, Object> hand(List<String> players) {
        Map<String, Object> body = new LinkedHashMap<>();
        boolean draw = random.nextInt(6) == 0;
        String winner = draw ? null : players.get(random.nextInt(4));
        body.put("winner", winner);
        if (winner != null && random.nextInt(3) == 0) {
            List<String> others = new ArrayList<>(players);
            others.remove(winner);
            body.put("discarder", others.get(random.nextInt(3)));
            if (random.nextBoolean()) {
                body.put("payForAll", random.nextBoolean());
            }
        }
        Map<String, Long> scores = new LinkedHashMap<>();
        Map<String, String> tiles = new LinkedHashMap<>();
        for (String p : players) {
            if (p.equals(winner) && random.nextBoolean()) {
                tiles.put(p, withoutSeating(Notation.format(WinningHands.next(random, random.nextInt(5)))));
            } else if (!draw || random.nextBoolean()) {
                scores.put(p, 2L * random.nextInt(p.equals(winner) ? 200 : 40));
            }
        }
        body.put("scores", scores);
        body.put("hands", tiles);
        if (random.nextInt(8) == 0) {
            Map<String, Object> fine = new LinkedHashMap<>();
            fine.put("amount", 10L * (1 + random.nextInt(5)));
            fine.put("payers", List.of(players.get(0)));
            fine.put("payees", List.of(players.get(1 + random.nextInt(3))));
            fine.put("reason", "false Mah-Jong");
            body.put("penalties", List.of(fine));
        }
        return body;
    }

    private static String withoutSeating(String notation) {
        return String.join(" ", java.util.Arrays.stream(notation.split(" "))
                .filter(w -> !w.startsWith("seat=") && !w.startsWith("round=")).toList());
    }

    /** The record of a hand, or null if it cannot be one. */
    private static HandRecord toRecord(Map<String, Object> body) {
        try {
            return toRecordOrThrow(body);
        } catch (RuntimeException e) {
            return null;
        }
    }

    @SuppressWarnings("unchecked")
    private static HandRecord toRecordOrThrow(Map<String, Object> body) {
        List<HandJson.PenaltyJson> fines = null;
        if (body.containsKey("penalties")) {
            fines = new ArrayList<>();
            for (Map<String, Object> f : (List<Map<String, Object>>) body.get("penalties")) {
                fines.add(new HandJson.PenaltyJson((Long) f.get("amount"), (List<String>) f.get("payers"),
                        (List<String>) f.get("payees"), (String) f.get("reason")));
            }
        }
        return new HandJson(TextOrNull.ofNullable((String) body.get("winner")), (String) body.get("discarder"),
                (Boolean) body.get("payForAll"), (Map<String, Long>) body.get("scores"),
                (Map<String, String>) body.get("hands"), fines).toRecord();
    }

}
