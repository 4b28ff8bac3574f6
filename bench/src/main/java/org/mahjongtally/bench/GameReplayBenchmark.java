/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.mahjongtally.game.Game;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.PlayerEntry;
import org.mahjongtally.game.Rotation;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.scoring.WinningHands;
import org.mahjongtally.tile.Wind;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Replaying a whole game of 1,000 hands: what the book does after a correction to an early
 * hand. The winner's hand is given as tiles (scored by the engine), the others as typed
 * scores; East keeps the deal most of the time so that 1,000 hands fit in sixteen rounds.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class GameReplayBenchmark {

    static final int HANDS = 1000;
    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");

    private GameSetup setup;
    private List<HandRecord> hands;

    @Setup
    public void setUp() {
        setup = new GameSetup(PLAYERS, Rulesets.preset("bmja"), GameOptions.DEFAULTS.withRounds(16));
        hands = game(new Random(1000));
    }

    /** A legal game of {@value #HANDS} hands. */
    private List<HandRecord> game(Random random) {
        List<HandRecord> game = new ArrayList<>(HANDS);
        Rotation rotation = Rotation.START;
        for (int i = 0; i < HANDS; i++) {
            int winner = i % 20 == 19 ? rotation.playerAt(Wind.SOUTH) : rotation.dealer();
            if (i % 37 == 0) {
                game.add(HandRecord.draw(Map.of()));
                rotation = rotation.after(-1, false, 0);
                continue;
            }
            Map<String, PlayerEntry> entries = new LinkedHashMap<>();
            for (int p = 0; p < 4; p++) {
                entries.put(PLAYERS.get(p), p == winner ? PlayerEntry.tiles(unseated(WinningHands.next(random, 1)))
                        : PlayerEntry.score(2L * random.nextInt(60)));
            }
            game.add(HandRecord.win(PLAYERS.get(winner), entries));
            rotation = rotation.after(winner, false, 0);
        }
        return game;
    }

    /** The hand's notation without seat= and round=, so the game seats it. */
    private static String unseated(Hand hand) {
        return hand.withContext(hand.context().withSeat(Wind.EAST).withPrevailing(Wind.EAST)).toString();
    }

    @Benchmark
    public GameSheet replayThousandHands() {
        return Game.replay(setup, hands);
    }
}
