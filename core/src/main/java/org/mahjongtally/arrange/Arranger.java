/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.arrange;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.mahjongtally.hand.Arrangement;
import org.mahjongtally.hand.Exposure;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.hand.Shape;
import org.mahjongtally.tile.Tile;

/**
 * Finds every way to read a hand: exhaustively, with no greedy shortcut and no duplicates.
 *
 * <p>For a winning hand: every split of the concealed tiles into sets and one pair that,
 * with the declared sets, makes four sets and a pair; each split once for every set the
 * winning tile could have completed (exposed when the tile came from another player). The
 * search places all copies of the lowest remaining tile at once (as at most one pair, at most
 * one pung, and chows starting there), so every split is found exactly once.
 *
 * <p>For a loser: every choice of concealed pungs and at most one pair among his tiles, the
 * rest left over. Chows are not looked for: a loser scores nothing for them.
 */
public final class Arranger {

    private static final int KINDS = Tile.PLAYING_KINDS;

    private Arranger() {
    }

    /**
     * Every reading of a winning hand as four sets and a pair, with the set the winning tile
     * completed; empty when the tiles make no such hand (they may still make an irregular
     * special hand, which the scorer checks).
     */
    public static List<Arrangement> winning(Hand hand) {
        List<Arrangement> arrangements = new ArrayList<>();
        forEachWinningReading(hand, (melds, winningSet) -> arrangements.add(new Arrangement(
                Shape.SETS_AND_PAIR, List.of(melds), Optional.ofNullable(winningSet), List.of())));
        return arrangements;
    }

    /**
     * The readings of {@link #winning}, in the same order, handed to {@code sink} one by one
     * without building an {@link Arrangement} for each: the scorer looks at every reading but
     * shows only the best.
     */
    public static void forEachWinningReading(Hand hand, ReadingSink sink) {
        Tile winningTile = hand.context().winningTile().orElseThrow(
                () -> new IllegalArgumentException("not a winning hand: no winning tile"));
        WinningSearch.run(hand, winningTile, sink);
    }

    /**
     * Whether one more tile would make this calling hand four sets and a pair: the quick test
     * that spares building and scoring a hand for every tile that cannot complete it.
     */
    public static boolean completesSetsAndPair(Hand calling, Tile tile) {
        int setsNeeded = 4 - calling.declared().size();
        if (setsNeeded < 0 || !tile.isPlaying()) {
            return false;
        }
        int[] counts = concealedCounts(calling);
        counts[tile.ordinal()]++;
        return SuitSplits.isSetsAndPair(counts, setsNeeded);
    }

    /**
     * Every tile that would make this calling hand four sets and a pair ({@link
     * #completesSetsAndPair} for all of them at once).
     */
    public static Set<Tile> tilesCompletingSetsAndPair(Hand calling) {
        Set<Tile> tiles = EnumSet.noneOf(Tile.class);
        int setsNeeded = 4 - calling.declared().size();
        if (setsNeeded < 0) {
            return tiles;
        }
        long completing = SuitSplits.completingTiles(concealedCounts(calling), setsNeeded, 0L, KINDS);
        for (int i = 0; i < KINDS; i++) {
            if ((completing & 1L << i) != 0) {
                tiles.add(Tile.byOrdinal(i));
            }
        }
        return tiles;
    }

    /** Whether the tiles of this (winning-size) hand make four sets and a pair. */
    public static boolean isSetsAndPair(Hand hand) {
        int setsNeeded = 4 - hand.declared().size();
        return setsNeeded >= 0 && SuitSplits.isSetsAndPair(concealedCounts(hand), setsNeeded);
    }

    /**
     * How many kinds of tile would have completed this winning hand as four sets and a pair
     * before its winning tile arrived (1 means the winning tile filled the only possible
     * place). When the winning tile sits in a declared exposed set, the rest of that set was
     * concealed before the win. A tile the hand already held four of is not counted.
     */
    public static int waitCountBeforeTheWin(Hand hand) {
        return waitCountBeforeTheWin(hand, KINDS);
    }

    /**
     * {@link #waitCountBeforeTheWin(Hand)}, but counting stops at {@code enough}: the
     * only-possible-tile rule needs to know only whether there was a second tile.
     */
    public static int waitCountBeforeTheWin(Hand hand, int enough) {
        return waitCountBeforeTheWin(hand, null, enough);
    }

    /**
     * {@link #waitCountBeforeTheWin(Hand, int)} for a winning tile claimed for this declared
     * exposed set ({@code claimedSet}; null: for a concealed set if the concealed tiles hold the
     * winning tile, or else for the first exposed set that does): each placement leaves other
     * tiles concealed before the win.
     */
    public static int waitCountBeforeTheWin(Hand hand, Meld claimedSet, int enough) {
        Tile winningTile = hand.context().winningTile().orElseThrow(
                () -> new IllegalArgumentException("not a winning hand: no winning tile"));
        int[] counts = concealedCounts(hand);
        int[] all = counts.clone(); // every tile held before the win, declared sets included
        int declaredSets = 0;
        boolean claimedSetFound = claimedSet == null && counts[winningTile.ordinal()] > 0;
        List<Meld> declared = hand.declared();
        for (int d = 0; d < declared.size(); d++) {
            Meld m = declared.get(d);
            boolean claimed = !claimedSetFound && m.isExposed() && m.contains(winningTile)
                    && (claimedSet == null || claimedSet.equals(m));
            claimedSetFound |= claimed;
            addTiles(claimed ? counts : null, all, m);
            declaredSets += claimed ? 0 : 1;
        }
        if (!claimedSetFound) {
            throw new IllegalArgumentException("the winning tile is in no concealed tile nor exposed set");
        }
        counts[winningTile.ordinal()]--;
        all[winningTile.ordinal()]--;
        if (declaredSets > 4) {
            return 0;
        }
        long heldFourTimes = 0;
        for (int i = 0; i < KINDS; i++) {
            heldFourTimes |= all[i] >= 4 ? 1L << i : 0;
        }
        return Long.bitCount(SuitSplits.completingTiles(counts, 4 - declaredSets, heldFourTimes, enough));
    }

    /** Counts the set's tiles into {@code all}, and into {@code counts} too unless it is null. */
    private static void addTiles(int[] counts, int[] all, Meld m) {
        int first = m.first().ordinal();
        boolean chow = m.kind() == Meld.Kind.CHOW;
        int size = m.size();
        for (int k = 0; k < size; k++) {
            int t = chow ? first + k : first;
            all[t]++;
            if (counts != null) {
                counts[t]++;
            }
        }
    }

    /**
     * Every reading of a loser's hand: declared sets, concealed pungs, and at most one pair or,
     * with {@code everyPair}, a pair of every kind of tile left twice or more.
     */
    public static List<Arrangement> partial(Hand hand, boolean everyPair) {
        int[] counts = concealedCounts(hand);
        List<Arrangement> arrangements = new ArrayList<>();
        partialPungs(hand, counts, 0, new ArrayList<>(), everyPair, arrangements);
        return arrangements;
    }

    /**
     * The sets in canonical order (exposed before concealed, then by tile and kind, as
     * {@link Meld#CANONICAL_ORDER}) with the pair after the sets, which reads best:
     * {@code [RRR] 123b 555d EE}. Sorted in place on one number per set ({@code keys}, by
     * {@link #readingKey}), the arrays being this short.
     */
    static void sortIntoReadingOrder(Meld[] melds, int[] keys) {
        for (int i = 1; i < melds.length; i++) {
            int key = keys[i];
            Meld meld = melds[i];
            int j = i - 1;
            while (j >= 0 && keys[j] > key) {
                keys[j + 1] = keys[j];
                melds[j + 1] = melds[j];
                j--;
            }
            keys[j + 1] = key;
            melds[j + 1] = meld;
        }
    }

    /** The number {@link #sortIntoReadingOrder} sorts a set on. */
    static int readingKey(Meld m) {
        return (m.kind() == Meld.Kind.PAIR ? 1 << 20 : 0) | (m.isConcealed() ? 1 << 16 : 0)
                | m.first().ordinal() << 3 | m.kind().ordinal();
    }

    private static void partialPungs(Hand hand, int[] counts, int from, List<Meld> pungs,
            boolean everyPair, List<Arrangement> out) {
        for (int i = from; i < KINDS; i++) {
            if (counts[i] >= 3) {
                counts[i] -= 3;
                pungs.add(Meld.of(Meld.Kind.PUNG, Tile.byOrdinal(i), Exposure.CONCEALED));
                partialPungs(hand, counts, i + 1, pungs, everyPair, out);
                pungs.remove(pungs.size() - 1);
                counts[i] += 3;
            }
        }
        if (everyPair) {
            long pairs = 0;
            for (int i = 0; i < KINDS; i++) {
                pairs |= counts[i] >= 2 ? 1L << i : 0;
            }
            addPartial(hand, counts, pungs, pairs, out);
            return;
        }
        addPartial(hand, counts, pungs, 0, out);
        for (int i = 0; i < KINDS; i++) {
            if (counts[i] >= 2) {
                addPartial(hand, counts, pungs, 1L << i, out);
            }
        }
    }

    /** One reading: the declared sets, these pungs and a pair of each tile in {@code pairs} (a bit per ordinal). */
    private static void addPartial(Hand hand, int[] counts, List<Meld> pungs, long pairs,
            List<Arrangement> out) {
        List<Meld> melds = new ArrayList<>(hand.declared());
        melds.addAll(pungs);
        List<Tile> leftover = new ArrayList<>();
        for (int i = 0; i < KINDS; i++) {
            boolean pair = (pairs & 1L << i) != 0;
            if (pair) {
                melds.add(Meld.of(Meld.Kind.PAIR, Tile.byOrdinal(i), Exposure.CONCEALED));
            }
            int left = counts[i] - (pair ? 2 : 0);
            for (int n = 0; n < left; n++) {
                leftover.add(Tile.byOrdinal(i));
            }
        }
        Meld[] inOrder = melds.toArray(new Meld[0]);
        int[] keys = new int[inOrder.length];
        for (int i = 0; i < inOrder.length; i++) {
            keys[i] = readingKey(inOrder[i]);
        }
        sortIntoReadingOrder(inOrder, keys);
        out.add(new Arrangement(Shape.PARTIAL, List.of(inOrder), Optional.empty(), leftover));
    }

    static int[] concealedCounts(Hand hand) {
        int[] counts = new int[KINDS];
        List<Tile> concealed = hand.concealed();
        for (int i = 0; i < concealed.size(); i++) {
            counts[concealed.get(i).ordinal()]++;
        }
        return counts;
    }
}
