/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.bench;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.mahjongtally.settlement.Outcome;
import org.mahjongtally.settlement.Payment;
import org.mahjongtally.settlement.SeatAmounts;
import org.mahjongtally.settlement.Settlement;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.tile.Wind;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Throughput of settling one hand (four random even scores, a random winner), one thread. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SettlementBenchmark {

    private static final int POOL = 4096;

    private SeatAmounts[] scores;
    private Outcome[] outcomes;
    private int next;

    @Setup
    public void setUp() {
        Random random = new Random(7);
        scores = new SeatAmounts[POOL];
        outcomes = new Outcome[POOL];
        for (int i = 0; i < POOL; i++) {
            scores[i] = SeatAmounts.from(seat -> 2L * random.nextInt(700));
            outcomes[i] = random.nextInt(10) == 0 ? Outcome.draw() : Outcome.win(Wind.values()[random.nextInt(4)]);
        }
    }

    /** Settling: the scores after the limit, the balances, the payments kept packed. */
    @Benchmark
    public Settlement settle() {
        next = (next + 1) & (POOL - 1);
        return Settlement.of(scores[next], outcomes[next], SettlementOptions.DEFAULTS);
    }

    /** Settling and reading every payment's numbers, as a table reads them before putting them into words. */
    @Benchmark
    public long settleAndReadPayments() {
        next = (next + 1) & (POOL - 1);
        long read = 0;
        for (Payment p : Settlement.of(scores[next], outcomes[next], SettlementOptions.DEFAULTS).payments()) {
            read += p.amount() + p.factor() + p.score() + p.lowerScore();
        }
        return read;
    }
}
