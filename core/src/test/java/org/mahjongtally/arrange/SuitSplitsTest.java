/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.arrange;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongtally.tile.Tile;

/**
 * The suit-by-suit answers of {@link SuitSplits} against an exhaustive search that tries every
 * pair, pung and chow (the search the engine used before), on seeded random tiles bunched
 * into few suits so that many of them do make sets and a pair.
 */
class SuitSplitsTest {

    private static final int CASES = 20_000;

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3L, 41L, 2026L})
    void isSetsAndPairAgreesWithTheExhaustiveSearch(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < CASES; i++) {
            int sets = random.nextInt(5);
            int[] counts = randomTiles(random, 3 * sets + 2);
            assertThat(SuitSplits.isSetsAndPair(counts.clone(), sets))
                    .as("seed %d case %d: %s, %d sets", seed, i, Arrays.toString(counts), sets)
                    .isEqualTo(canSplit(counts.clone(), 0, sets, false));
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {5L, 77L, 1129L})
    void completingTilesAgreeWithTheExhaustiveSearch(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < CASES; i++) {
            int sets = random.nextInt(5);
            int[] counts = randomTiles(random, 3 * sets + 1);
            long expected = 0;
            for (int t = 0; t < Tile.PLAYING_KINDS; t++) {
                int[] more = counts.clone();
                more[t]++;
                if (canSplit(more, 0, sets, false)) {
                    expected |= 1L << t;
                }
            }
            int[] before = counts.clone();
            assertThat(SuitSplits.completingTiles(counts, sets, 0L, Tile.PLAYING_KINDS))
                    .as("seed %d case %d: %s, %d sets", seed, i, Arrays.toString(counts), sets)
                    .isEqualTo(expected);
            assertThat(counts).as("the counts are left as they were").isEqualTo(before);
            long ruledOut = random.nextLong() & random.nextLong();
            int enough = 1 + random.nextInt(3);
            assertThat(SuitSplits.completingTiles(counts, sets, ruledOut, enough))
                    .as("seed %d case %d: %s, %d sets, the first %d not ruled out", seed, i,
                            Arrays.toString(counts), sets, enough)
                    .isEqualTo(lowestBits(expected & ~ruledOut, enough));
        }
    }

    private static long lowestBits(long bits, int n) {
        long kept = 0;
        for (int k = 0; k < n && bits != 0; k++) {
            kept |= Long.lowestOneBit(bits);
            bits &= bits - 1;
        }
        return kept;
    }

    /**
     * Random tiles, at most four of a kind, mostly from one or two suits and near each other;
     * half the time laid down as sets and a pair first (then one tile may be swapped), so that
     * many of them do make sets and a pair.
     */
    private static int[] randomTiles(Random random, int n) {
        int[] counts = new int[Tile.PLAYING_KINDS];
        int home = random.nextInt(4) * 9;
        int placed = 0;
        if (random.nextBoolean()) {
            placed = laySets(random, counts, home, n);
        }
        while (placed < n) {
            int t;
            if (random.nextInt(4) == 0) {
                t = random.nextInt(Tile.PLAYING_KINDS);
            } else {
                t = Math.min(Tile.PLAYING_KINDS - 1, home + random.nextInt(home == 27 ? 7 : 9));
            }
            if (counts[t] < 4) {
                counts[t]++;
                placed++;
            }
        }
        return counts;
    }

    /** Lays sets and a pair of the home suit, as many tiles of n as fit; returns how many. */
    private static int laySets(Random random, int[] counts, int home, int n) {
        int placed = 0;
        for (int attempt = 0; attempt < 20 && placed + 2 <= n; attempt++) {
            int size = n - placed == 2 ? 2 : 3;
            int first = home + random.nextInt(home == 27 ? 7 : 9);
            boolean chow = size == 3 && home != 27 && first - home <= 6 && random.nextBoolean();
            int[] tiles = chow ? new int[] {first, first + 1, first + 2} : size == 2
                    ? new int[] {first, first} : new int[] {first, first, first};
            int[] after = counts.clone();
            boolean fits = true;
            for (int t : tiles) {
                fits &= ++after[t] <= 4;
            }
            if (fits) {
                System.arraycopy(after, 0, counts, 0, counts.length);
                placed += size;
            }
        }
        if (placed == n && random.nextInt(3) == 0) {
            int from = random.nextInt(Tile.PLAYING_KINDS);
            int to = random.nextInt(Tile.PLAYING_KINDS);
            if (counts[from] > 0 && counts[to] < 4) {
                counts[from]--;
                counts[to]++;
            }
        }
        return placed;
    }

    /**
     * The reference: every way to place all copies of the lowest tile left, as at most one
     * pair, at most one pung and chows starting there.
     */
    private static boolean canSplit(int[] counts, int from, int setsLeft, boolean hasPair) {
        int i = from;
        while (i < Tile.PLAYING_KINDS && counts[i] == 0) {
            i++;
        }
        if (i == Tile.PLAYING_KINDS) {
            return setsLeft == 0 && hasPair;
        }
        Tile tile = Tile.byOrdinal(i);
        int c = counts[i];
        for (int pairs = 0; pairs <= (hasPair ? 0 : 1); pairs++) {
            for (int pungs = 0; pungs <= 1; pungs++) {
                int chows = c - 2 * pairs - 3 * pungs;
                boolean chowsFit = chows == 0 || tile.isSuited() && tile.rank() <= 7
                        && counts[i + 1] >= chows && counts[i + 2] >= chows;
                if (chows < 0 || pungs + chows > setsLeft || !chowsFit) {
                    continue;
                }
                counts[i] -= c;
                if (chows > 0) {
                    counts[i + 1] -= chows;
                    counts[i + 2] -= chows;
                }
                boolean found = canSplit(counts, i + 1, setsLeft - pungs - chows, hasPair || pairs == 1);
                counts[i] += c;
                if (chows > 0) {
                    counts[i + 1] += chows;
                    counts[i + 2] += chows;
                }
                if (found) {
                    return true;
                }
            }
        }
        return false;
    }
}
