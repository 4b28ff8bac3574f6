/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.mahjongtally.arrange.Arranger;
import org.mahjongtally.hand.Arrangement;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.scoring.Award;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.scoring.Wait;
import org.mahjongtally.scoring.Waits;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Throughput of the engine on one thread: arrangement search alone, full scoring of random
 * winning hands (exposed sets, kongs, bonus tiles), scoring of losers' hands, and the waits of
 * calling hands. Each call takes the next hand of a fixed pool of 4096.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ScoringBenchmark {

    @Param({"bmja", "dmjl", "millington"})
    public String ruleset;

    private Scorer scorer;
    private Hand[] winning;
    private Hand[] calling;
    private int next;

    @Setup
    public void setUp() {
        scorer = new Scorer(Rulesets.preset(ruleset));
        winning = Hands.winning(20261129L);
        calling = Hands.calling(20261129L);
    }

    private int nextIndex() {
        next = (next + 1) & (Hands.POOL - 1);
        return next;
    }

    @Benchmark
    public List<Arrangement> arrangeWinningHand() {
        return Arranger.winning(winning[nextIndex()]);
    }

    @Benchmark
    public ScoreResult scoreWinningHand() {
        return scorer.score(winning[nextIndex()]);
    }

    /**
     * Scoring as the page shows it: the score, then every line of the sheet read (the sheet
     * writes its lines, with the sets they came from, only when they are first read).
     */
    @Benchmark
    public long scoreWinningHandAndReadLines() {
        ScoreResult result = scorer.score(winning[nextIndex()]);
        long read = 0;
        if (result instanceof ScoreSheet sheet) {
            for (Award line : sheet.lines()) {
                read += line.name().length() + line.sets().length() + line.points() + line.doubles();
            }
            read += sheet.total();
        }
        return read;
    }

    @Benchmark
    public ScoreResult scoreLosingHand() {
        return scorer.score(calling[nextIndex()]);
    }

    @Benchmark
    public List<Wait> waitsOfCallingHand() {
        return Waits.of(calling[nextIndex()], scorer);
    }
}
