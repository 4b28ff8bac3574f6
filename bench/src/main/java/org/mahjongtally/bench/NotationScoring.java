package org.mahjongtally.bench;

import java.io.IOException;
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
 * median of the rounds after {@value #WARM_UP} warm-up rounds.
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
        long[] times = new long[WARM_UP + ROUNDS];
        long checksum = 0;
        for (int round = 0; round < times.length; round++) {
            long start = System.nanoTime();
            for (String hand : hands) {
                ScoreResult result = scorer.score(Notation.parse(hand));
                checksum += result.total();
            }
            times[round] = System.nanoTime() - start;
        }
        long first = times[0];
        long[] measured = Arrays.copyOfRange(times, WARM_UP, times.length);
        Arrays.sort(measured);
        long median = measured[measured.length / 2];
        System.out.printf("jvm   %d hands: first round %.1f ms, median warm round %.1f ms"
                        + " (%,.0f hands/s), total of totals %d%n", count, first / 1e6, median / 1e6,
                count / (median / 1e9), checksum / times.length);
    }
}
