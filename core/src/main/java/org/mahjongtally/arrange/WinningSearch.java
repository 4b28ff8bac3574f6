/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.arrange;

import java.util.List;
import org.mahjongtally.hand.Exposure;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.tile.Tile;

/**
 * The search behind {@link Arranger#forEachWinningReading}: splits the concealed tiles of a
 * winning hand into sets and one pair, and hands every reading to a {@link ReadingSink} as
 * soon as it is found.
 *
 * <p>All copies of the lowest remaining tile are placed at once, as at most one pair, at most
 * one pung and chows starting there; placing them one group at a time would find the same
 * split twice (pair then chow, chow then pair).
 *
 * <p>The pair is tried only where it can be (see {@link SuitSplits}): in the one suit, or the
 * honours, whose number of tiles leaves 2 over when divided by 3, and in a suit only at the
 * ranks whose place agrees with the sum of the suit's ranks. Most of the branches the search
 * would otherwise try end without a reading.
 *
 * <p>The scorer runs this for every hand it scores, and most hands have a single reading, so
 * the search works on tile ordinals and small reused arrays, and looks sets up in tables made
 * once: building lists of lists of sets for each hand cost more than scoring it.
 */
final class WinningSearch {

    private static final int KINDS = Tile.PLAYING_KINDS;
    /** Four sets and a pair. */
    private static final int READING_SIZE = 5;
    private static final int PAIR = 0;
    private static final int PUNG = 1;
    private static final int CHOW = 2;
    /** By tile ordinal: whether a chow can start at the tile (a suited tile ranked 1 to 7). */
    private static final boolean[] CHOW_START = new boolean[KINDS];
    /** By group kind, then exposure (concealed 0, exposed 1), then tile ordinal: the set. */
    private static final Meld[][][] GROUPS = new Meld[3][2][KINDS];
    /** By group kind, then exposure, then tile ordinal: the set's {@link Arranger#readingKey}. */
    private static final int[][][] KEYS = new int[3][2][KINDS];

    static {
        Meld.Kind[] kinds = {Meld.Kind.PAIR, Meld.Kind.PUNG, Meld.Kind.CHOW};
        Exposure[] exposures = {Exposure.CONCEALED, Exposure.EXPOSED};
        for (int i = 0; i < KINDS; i++) {
            Tile t = Tile.byOrdinal(i);
            CHOW_START[i] = t.isSuited() && t.rank() <= 7;
            for (int k = 0; k < kinds.length; k++) {
                for (int e = 0; e < exposures.length; e++) {
                    if (kinds[k] != Meld.Kind.CHOW || CHOW_START[i]) {
                        GROUPS[k][e][i] = Meld.of(kinds[k], t, exposures[e]);
                        KEYS[k][e][i] = Arranger.readingKey(GROUPS[k][e][i]);
                    }
                }
            }
        }
    }

    private final int[] counts;
    /** A bit for each tile (by ordinal) the pair may be made of. */
    private long pairAllowed;
    private final List<Meld> declared;
    private final int[] declaredKeys;
    private final int winning;
    private final boolean claimed;
    private final ReadingSink sink;
    /** The groups found so far among the concealed tiles: kind and first tile. */
    private final int[] groupKind = new int[READING_SIZE];
    private final int[] groupTile = new int[READING_SIZE];
    private int groupCount;
    /** The reading handed to the sink: declared sets and groups, in reading order. */
    private final Meld[] reading = new Meld[READING_SIZE];
    private final int[] keys = new int[READING_SIZE];

    private WinningSearch(Hand hand, Tile winningTile, ReadingSink sink) {
        this.counts = Arranger.concealedCounts(hand);
        this.declared = hand.declared();
        this.declaredKeys = new int[declared.size()];
        for (int d = 0; d < declaredKeys.length; d++) {
            declaredKeys[d] = Arranger.readingKey(declared.get(d));
        }
        this.winning = winningTile.ordinal();
        this.claimed = hand.context().method().isFromAnotherPlayer();
        this.sink = sink;
    }

    /** Hands every reading of the winning hand to the sink, in the order of {@link Arranger#winning}. */
    static void run(Hand hand, Tile winningTile, ReadingSink sink) {
        int setsNeeded = 4 - hand.declared().size();
        if (setsNeeded >= 0) {
            WinningSearch search = new WinningSearch(hand, winningTile, sink);
            if (search.placeThePair()) {
                search.split(0, setsNeeded, false);
            }
        }
    }

    /** Marks where the pair may be; false if nowhere, so that the tiles make no reading. */
    private boolean placeThePair() {
        int pairGroup = SuitSplits.pairGroup(counts);
        if (pairGroup < 0) {
            return false;
        }
        int base = SuitSplits.base(pairGroup);
        int step = SuitSplits.isHonours(pairGroup) ? 1 : 3;
        for (int i = base + SuitSplits.pairRankClass(counts, pairGroup); i < base + SuitSplits.kinds(pairGroup); i += step) {
            pairAllowed |= counts[i] >= 2 ? 1L << i : 0;
        }
        return true;
    }

    private void split(int from, int setsLeft, boolean hasPair) {
        int i = from;
        while (i < KINDS && counts[i] == 0) {
            i++;
        }
        if (i == KINDS) {
            if (setsLeft == 0 && hasPair) {
                emitVariants();
            }
            return;
        }
        int c = counts[i];
        boolean pairHere = !hasPair && (pairAllowed & 1L << i) != 0;
        for (int pairs = 0; pairs <= (pairHere ? 1 : 0); pairs++) {
            for (int pungs = 0; pungs <= 1; pungs++) {
                int chows = c - 2 * pairs - 3 * pungs;
                if (chows < 0 || pungs + chows > setsLeft
                        || chows > 0 && !(CHOW_START[i] && counts[i + 1] >= chows && counts[i + 2] >= chows)) {
                    continue;
                }
                int mark = groupCount;
                if (pairs == 1) {
                    push(PAIR, i);
                }
                if (pungs == 1) {
                    push(PUNG, i);
                }
                for (int k = 0; k < chows; k++) {
                    push(CHOW, i);
                }
                take(i, c, chows, -1);
                split(i + 1, setsLeft - pungs - chows, hasPair || pairs == 1);
                take(i, c, chows, +1);
                groupCount = mark;
            }
        }
    }

    private void push(int kind, int tile) {
        groupKind[groupCount] = kind;
        groupTile[groupCount] = tile;
        groupCount++;
    }

    /** Removes ({@code sign} -1) or puts back (+1) all copies of tile i and the chows' other tiles. */
    private void take(int i, int copies, int chows, int sign) {
        counts[i] += sign * copies;
        if (chows > 0) {
            counts[i + 1] += sign * chows;
            counts[i + 2] += sign * chows;
        }
    }

    /**
     * One reading for every group the winning tile could have completed (exposed when the tile
     * came from another player), and, for a claimed tile, one for every declared exposed set
     * that holds it (the set may have been exposed with the winning tile at Mah-Jong), so that
     * the scorer takes the placement that scores best: a claimed 8 in {@code [678b]} or in
     * {@code [789b]}, only the second fills the only possible place.
     */
    private void emitVariants() {
        boolean anyConcealedGroup = false;
        for (int g = 0; g < groupCount; g++) {
            if (!holdsTheWinningTile(g) || isRepeat(g)) {
                continue;
            }
            anyConcealedGroup = true;
            emit(g, GROUPS[groupKind[g]][claimed ? 1 : 0][groupTile[g]]);
        }
        if (claimed || !anyConcealedGroup) {
            Tile tile = Tile.byOrdinal(winning);
            for (int d = 0; d < declared.size(); d++) {
                Meld m = declared.get(d);
                if (m.isExposed() && m.contains(tile) && !declaredEarlier(d)) {
                    emit(-1, m);
                }
            }
        }
    }

    private boolean holdsTheWinningTile(int g) {
        int first = groupTile[g];
        return groupKind[g] == CHOW ? winning >= first && winning <= first + 2 : winning == first;
    }

    /** Whether an equal group comes earlier in the split (two equal chows give one reading). */
    private boolean isRepeat(int g) {
        for (int k = 0; k < g; k++) {
            if (groupKind[k] == groupKind[g] && groupTile[k] == groupTile[g]) {
                return true;
            }
        }
        return false;
    }

    /** Whether an equal set is declared before set {@code d} (two equal chows give one reading). */
    private boolean declaredEarlier(int d) {
        for (int k = 0; k < d; k++) {
            if (declared.get(k).equals(declared.get(d))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Hands the sink the declared sets and the groups, group {@code completed} exposed if the
     * winning tile was claimed (-1: none).
     */
    private void emit(int completed, Meld winningSet) {
        int n = 0;
        for (int d = 0; d < declaredKeys.length; d++) {
            reading[n] = declared.get(d);
            keys[n++] = declaredKeys[d];
        }
        for (int g = 0; g < groupCount; g++) {
            int exposure = g == completed && claimed ? 1 : 0;
            reading[n] = GROUPS[groupKind[g]][exposure][groupTile[g]];
            keys[n++] = KEYS[groupKind[g]][exposure][groupTile[g]];
        }
        Arranger.sortIntoReadingOrder(reading, keys);
        sink.reading(reading, winningSet);
    }
}
