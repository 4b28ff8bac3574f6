/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.mahjongtally.hand.Notation;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.scoring.WinningHands;

/**
 * The JVM side of bench/js/run: writes a fixed-seed file of hands in notation, then times
 * reading and scoring all of them under bmja, round after round, as bench/js/score.js does
 * with the engine compiled to JavaScript. Not JMH: both sides are timed the same plain way.
 *
 * <p>Usage: {@code NotationScoring HANDS_FILE [COUNT]}; prints the first round's time and the
 * median of the rounds after {@value #WARM_UP} warm-up rounds, in wall-clock time and in the
 * CPU time of the scoring thread (on a busy machine the CPU time is the steadier figure).
 */
public final class NotationScoring {

    static final int WARM_UP = 5;
    static final int ROUNDS = 10;

    private NotationScoring() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 10_000;
        Random random = new Random(20261201L);
        List<String> hands = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            hands.add(Notation.format(WinningHands.next(random, 1)));
        }
        Files.write(file, hands);
        Scorer scorer = Scorer.of(Rulesets.bmja());
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] times = new long[WARM_UP + ROUNDS];
        long[] cpu = new long[times.length];
        long checksum = 0;
        for (int round = 0; round < times.length; round++) {
            long start = System.nanoTime();
            long cpuStart = threads.getCurrentThreadCpuTime();
            for (String hand : hands) {
                ScoreResult result = scorer.score(Notation.parse(hand));
                checksum += result.total();
            }
            times[round] = System.nanoTime() - start;
            cpu[round] = threads.getCurrentThreadCpuTime() - cpuStart;
        }
        System.out.printf("jvm   %d hands: first round %.1f ms, median warm round %.1f ms"
                        + " (%,.0f hands/s), CPU %.1f ms (%,.0f hands/s); total of totals %d%n",
                count, times[0] / 1e6, median(times) / 1e6, count / (median(times) / 1e9),
                median(cpu) / 1e6, count / (median(cpu) / 1e9), checksum / times.length);
    }

    /** The median of the rounds after the warm-up. */
    private static long median(long[] rounds) {
        long[] measured = Arrays.copyOfRange(rounds, WARM_UP, rounds.length);
        Arrays.sort(measured);
        return measured[measured.length / 2];
    }
}
