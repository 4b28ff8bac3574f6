package org.mahjongtally.arrange;

import java.util.List;
import org.mahjongtally.hand.Exposure;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.tile.Tile;

/**
 * The search behind {@link Arranger#forEachWinningReading}: splits the concealed tiles of a
 * winning hand into sets and one pair, and hands every reading to a {@link ReadingSink} as
 * soon as it is found. It works on one count array and two small buffers of sets, reused for
 * every reading, because the scorer runs it for every hand it scores and most hands have a
 * single reading: building lists of lists for them cost more than scoring them.
 *
 * <p>All copies of the lowest remaining tile are placed at once, as at most one pair, at most
 * one pung and chows starting there; placing them one group at a time would find the same
 * split twice (pair then chow, chow then pair).
 */
final class WinningSearch {

    private static final int KINDS = Tile.PLAYING_KINDS;
    /** Four sets and a pair. */
    private static final int READING_SIZE = 5;

    private final int[] counts;
    private final List<Meld> declared;
    private final Tile winningTile;
    private final boolean claimed;
    private final ReadingSink sink;
    /** The groups found so far among the concealed tiles, in the order the search placed them. */
    private final Meld[] groups = new Meld[READING_SIZE];
    private int groupCount;
    /** The reading handed to the sink: declared sets and groups, in reading order. */
    private final Meld[] reading = new Meld[READING_SIZE];
    private final int[] keys = new int[READING_SIZE];

    private WinningSearch(Hand hand, Tile winningTile, ReadingSink sink) {
        this.counts = Arranger.concealedCounts(hand);
        this.declared = hand.declared();
        this.winningTile = winningTile;
        this.claimed = hand.context().method().isFromAnotherPlayer();
        this.sink = sink;
    }

    /** Hands every reading of the winning hand to the sink, in the order of {@link Arranger#winning}. */
    static void run(Hand hand, Tile winningTile, ReadingSink sink) {
        int setsNeeded = 4 - hand.declared().size();
        if (setsNeeded >= 0) {
            new WinningSearch(hand, winningTile, sink).split(0, setsNeeded, false);
        }
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
        Tile tile = Tile.byOrdinal(i);
        int c = counts[i];
        for (int pairs = 0; pairs <= (hasPair ? 0 : 1); pairs++) {
            for (int pungs = 0; pungs <= 1; pungs++) {
                int chows = c - 2 * pairs - 3 * pungs;
                if (chows < 0 || pungs + chows > setsLeft || !Arranger.canStartChows(counts, tile, chows)) {
                    continue;
                }
                int mark = groupCount;
                if (pairs == 1) {
                    groups[groupCount++] = Meld.of(Meld.Kind.PAIR, tile, Exposure.CONCEALED);
                }
                if (pungs == 1) {
                    groups[groupCount++] = Meld.of(Meld.Kind.PUNG, tile, Exposure.CONCEALED);
                }
                for (int k = 0; k < chows; k++) {
                    groups[groupCount++] = Meld.of(Meld.Kind.CHOW, tile, Exposure.CONCEALED);
                }
                Arranger.take(counts, i, c, chows, -1);
                split(i + 1, setsLeft - pungs - chows, hasPair || pairs == 1);
                Arranger.take(counts, i, c, chows, +1);
                groupCount = mark;
            }
        }
    }

    /**
     * One reading for every group the winning tile could have completed (exposed when the tile
     * came from another player); when no concealed group holds it, the one reading whose
     * winning set is the declared exposed set that does.
     */
    private void emitVariants() {
        boolean anyConcealedGroup = false;
        for (int g = 0; g < groupCount; g++) {
            Meld group = groups[g];
            if (!group.contains(winningTile) || isRepeat(g)) {
                continue;
            }
            anyConcealedGroup = true;
            Meld completed = claimed ? exposed(group) : group;
            emit(g, completed, completed);
        }
        if (!anyConcealedGroup) {
            emit(-1, null, declaredSetHoldingTheWinningTile());
        }
    }

    private Meld declaredSetHoldingTheWinningTile() {
        for (int d = 0; d < declared.size(); d++) {
            Meld m = declared.get(d);
            if (m.isExposed() && m.contains(winningTile)) {
                return m;
            }
        }
        return null;
    }

    /** Whether an equal group comes earlier in the split (two equal chows give one reading). */
    private boolean isRepeat(int g) {
        for (int k = 0; k < g; k++) {
            if (groups[k] == groups[g]) { // sets are shared instances (Meld.of), so equal is identical
                return true;
            }
        }
        return false;
    }

    /** Hands the sink the declared sets and the groups, group {@code replaced} replaced by {@code completed}. */
    private void emit(int replaced, Meld completed, Meld winningSet) {
        int n = 0;
        for (int d = 0; d < declared.size(); d++) {
            reading[n++] = declared.get(d);
        }
        for (int g = 0; g < groupCount; g++) {
            reading[n++] = g == replaced ? completed : groups[g];
        }
        Arranger.sortIntoReadingOrder(reading, keys);
        sink.reading(reading, winningSet);
    }

    private static Meld exposed(Meld group) {
        return group.kind() == Meld.Kind.KONG ? group : Meld.of(group.kind(), group.first(), Exposure.EXPOSED);
    }
}
