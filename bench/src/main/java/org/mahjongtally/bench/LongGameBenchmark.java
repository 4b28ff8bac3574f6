/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.PlayerEntry;
import org.mahjongtally.json.GameJson;
import org.mahjongtally.json.Json;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;
import org.mahjongtally.store.StoreException;
import org.mahjongtally.store.StoredGame;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * A long game: 5,000 hands kept in an H2 file, corrected and deleted
 * early, and the game written as the HTTP API answers it after each change (its whole sheet
 * as JSON, about 6 MB). Ann, East, wins and keeps the deal; every tenth hand a draw; typed
 * scores, as in the store's tests of long games.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class LongGameBenchmark {

    static final int HANDS = 5_000;
    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");

    private Path dir;
    private GameStore store;
    private String id;
    private StoredGame game;
    private int corrections;
    private Map<String, Object> tree;

    @Setup
    public void setUp() throws IOException {
        dir = Files.createTempDirectory("long-game-bench");
        store = opened("jdbc:h2:file:" + dir.resolve("games"));
        GameSetup setup = new GameSetup(PLAYERS, Rulesets.preset("bmja"), GameOptions.DEFAULTS);
        List<HandRecord> hands = new ArrayList<>(HANDS);
        for (int n = 1; n <= HANDS; n++) {
            hands.add(hand(n));
        }
        game = store.importGame(setup, hands);
        id = game.id();
        tree = sheetTree();
    }

    /**
     * The store, opened again when the first connection took longer than the pool waits (H2
     * starting on a busy machine).
     */
    private static GameStore opened(String url) {
        for (int attempt = 1; ; attempt++) {
            try {
                return GameStores.open(url);
            } catch (StoreException e) {
                if (attempt == 5) {
                    throw e;
                }
            }
        }
    }

    @TearDown
    public void tearDown() throws IOException {
        store.close();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    /** Hand {@code n}: Ann wins (and keeps the deal), or every tenth a draw. */
    static HandRecord hand(int n) {
        if (n % 10 == 0) {
            return HandRecord.draw(Map.of());
        }
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        entries.put("Ann", PlayerEntry.score(20 + n % 300));
        entries.put("Bob", PlayerEntry.score(n % 60));
        entries.put("Cid", PlayerEntry.score(n % 40));
        entries.put("Dee", PlayerEntry.score(n % 50));
        return HandRecord.win("Ann", entries);
    }

    /** The game's whole sheet as the API answers it, in bytes. */
    private static byte[] answer(StoredGame game) {
        return Json.write(GameJson.sheet(game.sheet(), payment -> "a penalty")).getBytes(StandardCharsets.UTF_8);
    }

    /** Writing the sheet of the 5,000 hands as JSON (what a GET or a PUT of the API answers). */
    @Benchmark
    public byte[] writeSheet() {
        return answer(game);
    }

    /** The first half of {@link #writeSheet}: the sheet as a JSON tree of maps and lists. */
    @Benchmark
    public Map<String, Object> sheetTree() {
        return GameJson.sheet(game.sheet(), payment -> "a penalty");
    }

    /** The second half of {@link #writeSheet}: the tree written as JSON text ({@link Json#write}). */
    @Benchmark
    public String sheetText() {
        return Json.write(tree);
    }

    /** Correcting hand 1 (a PUT): the store's write, the replay, and the answer written. */
    @Benchmark
    public byte[] correctFirstHand() {
        corrections++;
        return answer(store.editHand(id, 1, hand(corrections % 2 == 0 ? 1 : 2)));
    }

    /**
     * Deleting hand 1 (a DELETE), answered, then recording a hand at the end, so that the game
     * keeps its 5,000 hands from one operation to the next.
     */
    @Benchmark
    public byte[] deleteFirstHandThenRecordOne() {
        byte[] answer = answer(store.deleteHand(id, 1));
        store.addHand(id, hand(1));
        return answer;
    }
}
