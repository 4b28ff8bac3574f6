package org.mahjongtally.arrange;

/**
 * Whether tiles make sets and one pair, and which tile would make them so, worked out suit by
 * suit: no set spans two suits, so the tiles make sets and a pair exactly when every suit (and
 * the honours) makes sets on its own and exactly one of them holds the pair. That answers
 * without a search what {@link WinningSearch} would find by trying every split, and it is what
 * the quick tests (is this a winning hand, which tiles does a calling hand wait for, was the
 * winning tile the only one) need to be fast: the scorer asks them for nearly every hand.
 *
 * <p>Within one suit the sets are found greedily from the lowest rank up: the copies of the
 * lowest tile left are in pungs or in chows starting there, and three chows from one rank hold
 * the same tiles as three pungs, so {@code count mod 3} chows and the rest as a pung is the only
 * choice that matters. The pair is tried at each rank in turn.
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

    /** Whether the tiles make exactly {@code sets} sets and one pair. */
    static boolean isSetsAndPair(int[] counts, int sets) {
        if (total(counts) != 3 * sets + 2) {
            return false;
        }
        int pairs = 0;
        for (int g = 0; g < GROUPS; g++) {
            int shape = shape(counts, g);
            if (shape == BROKEN) {
                return false;
            }
            pairs += shape == SETS_AND_PAIR ? 1 : 0;
        }
        return pairs == 1;
    }

    /**
     * The tiles (bit i for the tile of ordinal i) that, added to these, make exactly
     * {@code sets} sets and one pair.
     */
    static long completingTiles(int[] counts, int sets) {
        if (total(counts) != 3 * sets + 1) {
            return 0;
        }
        int[] shapes = new int[GROUPS];
        int broken = 0;
        int pairs = 0;
        for (int g = 0; g < GROUPS; g++) {
            shapes[g] = shape(counts, g);
            broken += shapes[g] == BROKEN ? 1 : 0;
            pairs += shapes[g] == SETS_AND_PAIR ? 1 : 0;
        }
        long tiles = 0;
        for (int g = 0; g < GROUPS; g++) {
            // the tile goes to group g, so every other group must already be whole
            if (broken > (shapes[g] == BROKEN ? 1 : 0)) {
                continue;
            }
            int pairsElsewhere = pairs - (shapes[g] == SETS_AND_PAIR ? 1 : 0);
            int wanted = pairsElsewhere == 0 ? SETS_AND_PAIR : pairsElsewhere == 1 ? SETS : BROKEN;
            if (wanted == BROKEN || (groupTotal(counts, g) + 1) % 3 != (wanted == SETS ? 0 : 2)) {
                continue;
            }
            int base = base(g);
            for (int i = base; i < base + kinds(g); i++) {
                if (!hasPartner(counts, g, i)) {
                    continue;
                }
                counts[i]++;
                if (shape(counts, g) == wanted) {
                    tiles |= 1L << i;
                }
                counts[i]--;
            }
        }
        return tiles;
    }

    /**
     * Whether an added tile i would have a partner in its group: a copy of itself, or a tile
     * of its suit at most two ranks away. Without one it could only be a group on its own.
     */
    private static boolean hasPartner(int[] counts, int g, int i) {
        if (counts[i] > 0) {
            return true;
        }
        if (g == HONOURS) {
            return false;
        }
        int rank = i - base(g);
        for (int r = Math.max(0, rank - 2); r <= Math.min(RANKS - 1, rank + 2); r++) {
            if (counts[base(g) + r] > 0) {
                return true;
            }
        }
        return false;
    }

    /** What the tiles of group g make on their own. */
    private static int shape(int[] counts, int g) {
        switch (groupTotal(counts, g) % 3) {
            case 0:
                return sets(counts, g, -1) ? SETS : BROKEN;
            case 2:
                int base = base(g);
                for (int p = base; p < base + kinds(g); p++) {
                    if (counts[p] >= 2 && sets(counts, g, p)) {
                        return SETS_AND_PAIR;
                    }
                }
                return BROKEN;
            default:
                return BROKEN;
        }
    }

    /**
     * Whether the tiles of group g, less a pair at {@code pairAt} (-1 for none), make sets.
     * Sweeps from the lowest rank up, carrying the chows started one and two ranks below,
     * which use up tiles of the rank reached.
     */
    private static boolean sets(int[] counts, int g, int pairAt) {
        int base = base(g);
        int chowsFromOneBelow = 0;
        int chowsFromTwoBelow = 0;
        for (int i = base; i < base + kinds(g); i++) {
            int left = counts[i] - (i == pairAt ? 2 : 0) - chowsFromOneBelow - chowsFromTwoBelow;
            if (left < 0) {
                return false;
            }
            int chows = left % 3;
            if (chows > 0 && (g == HONOURS || i - base > RANKS - 3)) {
                return false; // honours make no chows, nor do 8 and 9
            }
            chowsFromTwoBelow = chowsFromOneBelow;
            chowsFromOneBelow = chows;
        }
        return true;
    }

    private static int total(int[] counts) {
        int total = 0;
        for (int g = 0; g < GROUPS; g++) {
            total += groupTotal(counts, g);
        }
        return total;
    }

    private static int groupTotal(int[] counts, int g) {
        int total = 0;
        int base = base(g);
        for (int i = base; i < base + kinds(g); i++) {
            total += counts[i];
        }
        return total;
    }

    private static int base(int g) {
        return g * RANKS;
    }

    private static int kinds(int g) {
        return g == HONOURS ? HONOUR_KINDS : RANKS;
    }
}
