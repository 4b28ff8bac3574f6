/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.arrange;

/**
 * Whether tiles make sets and one pair, and which tiles would make them so, worked out suit by
 * suit: no set spans two suits, so the tiles make sets and a pair exactly when every suit (and
 * the honours) makes sets on its own and exactly one of them holds the pair. That answers
 * without a search what {@link WinningSearch} would find by trying every split, and it is what
 * the quick tests (is this a winning hand, which tiles does a calling hand wait for, was the
 * winning tile the only one) need to be fast: the scorer asks them for nearly every hand.
 *
 * <p>Within one suit the sets are found greedily from the lowest rank up: the copies of the
 * lowest tile left are in pungs or in chows starting there, and three chows from one rank hold
 * the same tiles as three pungs, so {@code count mod 3} chows and the rest as a pung is the only
 * choice that matters. The pair is tried only where it can be: a pung at rank r and a chow from
 * r both add a multiple of 3 to the sum of the ranks, so the pair's rank p must satisfy
 * {@code 2p = sum of ranks (mod 3)}, which leaves three ranks of nine to try.
 *
 * <p>Counts are indexed by tile ordinal (suits at 0, 9 and 18, honours from 27 to 33). A count
 * may be 5 (four held and one more tried): the caller, not this class, rules out a fifth tile.
 */
final class SuitSplits {

    /** The three suits and the honours. */
    private static final int GROUPS = 4;
    private static final int HONOURS = 3;
    private static final int RANKS = 9;
    private static final int HONOUR_KINDS = 7;

    /** What a group's tiles make: nothing whole, sets only, or sets and the pair. */
    private static final int BROKEN = 0;
    private static final int SETS = 1;
    private static final int SETS_AND_PAIR = 2;

    private SuitSplits() {
    }

    /**
     * The group (0 to 2 a suit, 3 the honours) that must hold the pair if the tiles are to
     * make sets and a pair: the only one whose number of tiles leaves 2 over when divided by
     * 3; -1 if there is no such group, or a group leaves 1 over.
     */
    static int pairGroup(int[] counts) {
        int pairGroup = -1;
        for (int g = 0; g < GROUPS; g++) {
            switch (total(counts, g) % 3) {
                case 1:
                    return -1;
                case 2:
                    if (pairGroup >= 0) {
                        return -1;
                    }
                    pairGroup = g;
                    break;
                default:
                    break;
            }
        }
        return pairGroup;
    }

    /**
     * The lowest rank (0 to 2) at which the pair of group g may be, the others being 3 and 6
     * above it; 0 for the honours, where it may be any.
     */
    static int pairRankClass(int[] counts, int g) {
        return isHonours(g) ? 0 : 2 * rankSum(counts, g) % 3;
    }

    /** Whether the tiles make exactly {@code sets} sets and one pair. */
    static boolean isSetsAndPair(int[] counts, int sets) {
        int total = 0;
        int pairs = 0;
        for (int g = 0; g < GROUPS; g++) {
            int groupTotal = total(counts, g);
            int shape = shape(counts, g, groupTotal, rankSum(counts, g));
            if (shape == BROKEN) {
                return false;
            }
            total += groupTotal;
            pairs += shape == SETS_AND_PAIR ? 1 : 0;
        }
        return pairs == 1 && total == 3 * sets + 2;
    }

    /**
     * The tiles (bit i for the tile of ordinal i) that, added to these, make exactly
     * {@code sets} sets and one pair, leaving out the tiles of {@code ruledOut} and stopping
     * once {@code enough} are found (the caller may want only to know whether there is more
     * than one). The counts are left as they were.
     */
    static long completingTiles(int[] counts, int sets, long ruledOut, int enough) {
        int[] totals = new int[GROUPS];
        int[] sums = new int[GROUPS];
        int[] shapes = new int[GROUPS];
        int total = 0;
        int broken = 0;
        int pairs = 0;
        for (int g = 0; g < GROUPS; g++) {
            totals[g] = total(counts, g);
            sums[g] = rankSum(counts, g);
            shapes[g] = shape(counts, g, totals[g], sums[g]);
            total += totals[g];
            broken += shapes[g] == BROKEN ? 1 : 0;
            pairs += shapes[g] == SETS_AND_PAIR ? 1 : 0;
        }
        if (total != 3 * sets + 1) {
            return 0;
        }
        long tiles = 0;
        int found = 0;
        for (int g = 0; g < GROUPS && found < enough; g++) {
            // the tile goes to group g, so every other group must already be whole
            if (broken > (shapes[g] == BROKEN ? 1 : 0)) {
                continue;
            }
            int pairsElsewhere = pairs - (shapes[g] == SETS_AND_PAIR ? 1 : 0);
            int wanted = pairsElsewhere == 0 ? SETS_AND_PAIR : pairsElsewhere == 1 ? SETS : BROKEN;
            if (wanted == BROKEN || (totals[g] + 1) % 3 != (wanted == SETS ? 0 : 2)) {
                continue;
            }
            int base = base(g);
            int held = held(counts, g);
            for (int i = base; i < base + kinds(g) && found < enough; i++) {
                int rank = i - base;
                if ((ruledOut & 1L << i) != 0 || !hasPartner(held, g, rank)
                        || g != HONOURS && wanted == SETS && (sums[g] + rank) % 3 != 0) {
                    continue;
                }
                counts[i]++;
                if (shape(counts, g, totals[g] + 1, sums[g] + rank) == wanted) {
                    tiles |= 1L << i;
                    found++;
                }
                counts[i]--;
            }
        }
        return tiles;
    }

    /**
     * Whether an added tile of rank {@code rank} would have a partner in its group: a copy of
     * itself, or (in a suit) a tile at most two ranks away, {@code held} having a bit for each
     * rank held. Without one it could only be a group on its own.
     */
    private static boolean hasPartner(int held, int g, int rank) {
        int near = g == HONOURS ? 1 : 0b11111; // the rank itself, or the ranks two below to two above
        int window = g == HONOURS ? held >> rank : (held << 2) >> rank;
        return (window & near) != 0;
    }

    /** A bit for each rank of group g that the counts hold. */
    private static int held(int[] counts, int g) {
        int held = 0;
        int base = base(g);
        for (int rank = 0; rank < kinds(g); rank++) {
            held |= (counts[base + rank] > 0 ? 1 : 0) << rank;
        }
        return held;
    }

    /** What the tiles of group g make on their own, given their number and the sum of their ranks. */
    private static int shape(int[] counts, int g, int total, int rankSum) {
        if (g == HONOURS) {
            return honourShape(counts);
        }
        int base = base(g);
        switch (total % 3) {
            case 0:
                return rankSum % 3 == 0 && sets(counts, base, -1) ? SETS : BROKEN;
            case 2:
                for (int p = base + 2 * rankSum % 3; p < base + RANKS; p += 3) {
                    if (counts[p] >= 2 && sets(counts, base, p)) {
                        return SETS_AND_PAIR;
                    }
                }
                return BROKEN;
            default:
                return BROKEN;
        }
    }

    /** Honours make pungs and pairs only: every count 0 or 3, but one that may be 2 (or 5, a pung and the pair). */
    private static int honourShape(int[] counts) {
        int pairs = 0;
        for (int i = base(HONOURS); i < base(HONOURS) + HONOUR_KINDS; i++) {
            switch (counts[i] % 3) {
                case 0 -> {
                    if (counts[i] > 3) {
                        return BROKEN;
                    }
                }
                case 2 -> pairs++;
                default -> {
                    return BROKEN;
                }
            }
        }
        return pairs == 0 ? SETS : pairs == 1 ? SETS_AND_PAIR : BROKEN;
    }

    /**
     * Whether the suit's tiles, less a pair at {@code pairAt} (-1 for none), make sets. Sweeps
     * from the lowest rank up, carrying the chows started one and two ranks below, which use up
     * tiles of the rank reached. Written without early exits (a count that goes below zero is
     * remembered in the sign of {@code bad}): for random hands the branches would be guessed
     * wrong half the time, which costs more than finishing nine steps.
     */
    private static boolean sets(int[] counts, int base, int pairAt) {
        int chowsFromOneBelow = 0;
        int chowsFromTwoBelow = 0;
        int bad = 0;
        for (int i = base; i < base + RANKS; i++) {
            int left = counts[i] - (i == pairAt ? 2 : 0) - chowsFromOneBelow - chowsFromTwoBelow;
            bad |= left;
            int chows = left >= 3 ? left - 3 : left; // left mod 3, as no count is above 5
            chowsFromTwoBelow = chowsFromOneBelow;
            chowsFromOneBelow = chows;
        }
        // no chow may start at 8 or 9
        return (bad | -(chowsFromOneBelow | chowsFromTwoBelow)) >= 0;
    }

    private static int total(int[] counts, int g) {
        int total = 0;
        int base = base(g);
        for (int i = base; i < base + kinds(g); i++) {
            total += counts[i];
        }
        return total;
    }

    /** The sum of the ranks (0 to 8) of a suit's tiles; 0 for the honours, which make no chows. */
    private static int rankSum(int[] counts, int g) {
        if (g == HONOURS) {
            return 0;
        }
        int sum = 0;
        int base = base(g);
        for (int rank = 1; rank < RANKS; rank++) {
            sum += rank * counts[base + rank];
        }
        return sum;
    }

    /** The ordinal of the first tile of group g. */
    static int base(int g) {
        return g * RANKS;
    }

    /** The number of kinds of tile in group g. */
    static int kinds(int g) {
        return g == HONOURS ? HONOUR_KINDS : RANKS;
    }

    /** Whether group g is the honours, which make no chows. */
    static boolean isHonours(int g) {
        return g == HONOURS;
    }
}
