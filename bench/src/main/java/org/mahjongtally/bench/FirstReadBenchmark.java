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
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.json.GameJson;
import org.mahjongtally.json.Json;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;
import org.mahjongtally.store.StoredGame;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The first read of a stored game by a program just started, as a fresh server's first
 * {@code GET /api/games/{id}} reads it: the game's rows read from an H2 file, replayed, and
 * its whole sheet written as JSON. One shot in each fresh JVM (each fork), never warmed by
 * JMH: a game of 5,000 hands (as {@link LongGameBenchmark}'s) against one of 100, the
 * baseline, each with the JVM as it starts ({@code cold}) and after the warm-up a server does
 * before it listens ({@code warmed}: the store's {@link GameStore#warmUp} of a made-up game of
 * 2,000 hands and its answer written, twice, as {@code WebServer.warmUp} does). The database
 * is made once for each number of hands by another JVM, so that the fork measured has run
 * none of the code it measures; the store is opened before the shot, as a server opens it
 * before its first request.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(5)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
public class FirstReadBenchmark {

    @Param({"100", "5000"})
    public int hands;

    @Param({"cold", "warmed"})
    public String start;

    private GameStore store;
    private String id;

    @Setup
    public void setUp() throws IOException, InterruptedException {
        Path dir = Path.of(System.getProperty("java.io.tmpdir"), "tally-first-read-" + hands);
        Path idFile = dir.resolve("game-id");
        if (!Files.exists(idFile)) {
            Files.createDirectories(dir);
            Process maker = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), FirstReadBenchmark.class.getName(),
                    dir.toString(), String.valueOf(hands)).inheritIO().start();
            if (maker.waitFor() != 0 || !Files.exists(idFile)) {
                throw new IllegalStateException("could not make the game of " + hands + " hands in " + dir);
            }
        }
        id = Files.readString(idFile, StandardCharsets.UTF_8).strip();
        store = GameStores.open(url(dir));
        if (start.equals("warmed")) {
            for (int i = 0; i < 2; i++) {
                answer(store.warmUp(2_000));
            }
        }
    }

    @TearDown
    public void tearDown() {
        store.close();
    }

    /** The first read of the game: its rows, the replay, the whole sheet as JSON bytes. */
    @Benchmark
    public int firstRead() {
        return answer(store.get(id)).length;
    }

    /** The game's whole sheet as the API answers it, in bytes. */
    private static byte[] answer(StoredGame game) {
        return Json.write(GameJson.sheet(game.sheet(), payment -> "a penalty")).getBytes(StandardCharsets.UTF_8);
    }

    private static String url(Path dir) {
        return "jdbc:h2:file:" + dir.resolve("games").toAbsolutePath();
    }

    /**
     * Makes the database: {@code FirstReadBenchmark DIR HANDS} stores a game of that many hands
     * ({@link LongGameBenchmark#hand}) in an H2 file in DIR, and writes its id to DIR/game-id.
     */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        int count = Integer.parseInt(args[1]);
        List<HandRecord> records = new ArrayList<>(count);
        for (int n = 1; n <= count; n++) {
            records.add(LongGameBenchmark.hand(n));
        }
        try (GameStore store = GameStores.open(url(dir))) {
            StoredGame game = store.importGame(new GameSetup(List.of("Ann", "Bob", "Cid", "Dee"),
                    Rulesets.preset("bmja"), GameOptions.DEFAULTS), records);
            Path written = dir.resolve("game-id.tmp");
            Files.writeString(written, game.id(), StandardCharsets.UTF_8);
            Files.move(written, dir.resolve("game-id"));
        }
    }
}
