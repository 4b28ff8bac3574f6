package org.mahjongtally.arrange;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mahjongtally.hand.Exposure;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
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
        Tile winningTile = hand.context().winningTile().orElseThrow(
                () -> new IllegalArgumentException("not a winning hand: no winning tile"));
        int[] counts = concealedCounts(hand);
        List<List<Meld>> splits = new ArrayList<>();
        int setsNeeded = 4 - hand.declared().size();
        if (setsNeeded >= 0) {
            split(counts, 0, setsNeeded, false, new ArrayList<>(), splits);
        }
        boolean claimed = hand.context().method().isFromAnotherPlayer();
        List<Arrangement> arrangements = new ArrayList<>();
        for (List<Meld> split : splits) {
            addWinningVariants(hand, split, winningTile, claimed, arrangements);
        }
        return arrangements;
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
        return canSplit(counts, 0, setsNeeded, false);
    }

    /** Whether the tiles of this (winning-size) hand make four sets and a pair. */
    public static boolean isSetsAndPair(Hand hand) {
        int setsNeeded = 4 - hand.declared().size();
        return setsNeeded >= 0 && canSplit(concealedCounts(hand), 0, setsNeeded, false);
    }

    /**
     * How many kinds of tile would have completed this winning hand as four sets and a pair
     * before its winning tile arrived (1 means the winning tile filled the only possible
     * place). When the winning tile sits in a declared exposed set, the rest of that set was
     * concealed before the win.
     */
    public static int waitCountBeforeTheWin(Hand hand) {
        Tile winningTile = hand.context().winningTile().orElseThrow(
                () -> new IllegalArgumentException("not a winning hand: no winning tile"));
        int[] counts = concealedCounts(hand);
        List<Meld> declared = new ArrayList<>(hand.declared());
        if (counts[winningTile.ordinal()] > 0) {
            counts[winningTile.ordinal()]--;
        } else {
            Meld claimed = declared.stream()
                    .filter(m -> m.isExposed() && m.contains(winningTile)).findFirst().orElseThrow();
            declared.remove(claimed);
            for (Tile t : claimed.tiles()) {
                counts[t.ordinal()]++;
            }
            counts[winningTile.ordinal()]--;
        }
        int[] all = counts.clone();
        for (Meld m : declared) {
            for (Tile t : m.tiles()) {
                all[t.ordinal()]++;
            }
        }
        int declaredSets = declared.size();
        int waits = 0;
        for (int i = 0; i < KINDS; i++) {
            if (all[i] < 4) {
                counts[i]++;
                if (canSplit(counts, 0, 4 - declaredSets, false)) {
                    waits++;
                }
                counts[i]--;
            }
        }
        return waits;
    }

    /** Every reading of a loser's hand: declared sets, concealed pungs, at most one pair. */
    public static List<Arrangement> partial(Hand hand) {
        int[] counts = concealedCounts(hand);
        List<Arrangement> arrangements = new ArrayList<>();
        partialPungs(hand, counts, 0, new ArrayList<>(), arrangements);
        return arrangements;
    }

    /**
     * Splits the counts from index {@code from} on. All copies of the lowest remaining tile are
     * placed at once, as at most one pair, at most one pung and chows starting there; placing
     * them one group at a time would find the same split twice (pair then chow, chow then pair).
     */
    private static void split(int[] counts, int from, int setsLeft, boolean hasPair,
            List<Meld> groups, List<List<Meld>> out) {
        int i = from;
        while (i < KINDS && counts[i] == 0) {
            i++;
        }
        if (i == KINDS) {
            if (setsLeft == 0 && hasPair) {
                out.add(List.copyOf(groups));
            }
            return;
        }
        Tile tile = Tile.byOrdinal(i);
        int c = counts[i];
        for (int pairs = 0; pairs <= (hasPair ? 0 : 1); pairs++) {
            for (int pungs = 0; pungs <= 1; pungs++) {
                int chows = c - 2 * pairs - 3 * pungs;
                if (chows < 0 || pungs + chows > setsLeft || !canStartChows(counts, tile, chows)) {
                    continue;
                }
                int added = groups.size();
                if (pairs == 1) {
                    groups.add(Meld.of(Meld.Kind.PAIR, tile, Exposure.CONCEALED));
                }
                if (pungs == 1) {
                    groups.add(Meld.of(Meld.Kind.PUNG, tile, Exposure.CONCEALED));
                }
                for (int k = 0; k < chows; k++) {
                    groups.add(Meld.of(Meld.Kind.CHOW, tile, Exposure.CONCEALED));
                }
                take(counts, i, c, chows, -1);
                split(counts, i + 1, setsLeft - pungs - chows, hasPair || pairs == 1, groups, out);
                take(counts, i, c, chows, +1);
                while (groups.size() > added) {
                    groups.remove(groups.size() - 1);
                }
            }
        }
    }

    /** The same search as {@link #split}, stopping at the first success and building nothing. */
    static boolean canSplit(int[] counts, int from, int setsLeft, boolean hasPair) {
        int i = from;
        while (i < KINDS && counts[i] == 0) {
            i++;
        }
        if (i == KINDS) {
            return setsLeft == 0 && hasPair;
        }
        Tile tile = Tile.byOrdinal(i);
        int c = counts[i];
        for (int pairs = 0; pairs <= (hasPair ? 0 : 1); pairs++) {
            for (int pungs = 0; pungs <= 1; pungs++) {
                int chows = c - 2 * pairs - 3 * pungs;
                if (chows < 0 || pungs + chows > setsLeft || !canStartChows(counts, tile, chows)) {
                    continue;
                }
                take(counts, i, c, chows, -1);
                boolean found = canSplit(counts, i + 1, setsLeft - pungs - chows, hasPair || pairs == 1);
                take(counts, i, c, chows, +1);
                if (found) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Removes ({@code sign} -1) or puts back (+1) all copies of tile i and the chows' other tiles. */
    private static void take(int[] counts, int i, int copies, int chows, int sign) {
        counts[i] += sign * copies;
        if (chows > 0) {
            counts[i + 1] += sign * chows;
            counts[i + 2] += sign * chows;
        }
    }

    private static boolean canStartChows(int[] counts, Tile tile, int chows) {
        if (chows == 0) {
            return true;
        }
        int i = tile.ordinal();
        return tile.isSuited() && tile.rank() <= 7 && counts[i + 1] >= chows && counts[i + 2] >= chows;
    }

    private static void addWinningVariants(Hand hand, List<Meld> split, Tile winningTile,
            boolean claimed, List<Arrangement> out) {
        List<Meld> declared = hand.declared();
        boolean anyConcealedGroup = false;
        for (int g = 0; g < split.size(); g++) {
            Meld group = split.get(g);
            if (!group.contains(winningTile) || isRepeat(split, g)) {
                continue;
            }
            anyConcealedGroup = true;
            Meld completed = claimed ? exposed(group) : group;
            Meld[] melds = joined(declared, split);
            melds[declared.size() + g] = completed;
            out.add(arrangement(melds, Optional.of(completed)));
        }
        if (!anyConcealedGroup) {
            Optional<Meld> declaredSet = declared.stream()
                    .filter(m -> m.isExposed() && m.contains(winningTile)).findFirst();
            out.add(arrangement(joined(declared, split), declaredSet));
        }
    }

    private static Meld[] joined(List<Meld> first, List<Meld> second) {
        Meld[] melds = new Meld[first.size() + second.size()];
        for (int i = 0; i < first.size(); i++) {
            melds[i] = first.get(i);
        }
        for (int i = 0; i < second.size(); i++) {
            melds[first.size() + i] = second.get(i);
        }
        return melds;
    }

    /** Whether an equal group comes earlier in the split (two equal chows give one reading). */
    private static boolean isRepeat(List<Meld> split, int g) {
        for (int k = 0; k < g; k++) {
            if (split.get(k).equals(split.get(g))) {
                return true;
            }
        }
        return false;
    }

    private static Meld exposed(Meld group) {
        return group.kind() == Meld.Kind.KONG ? group : Meld.of(group.kind(), group.first(), Exposure.EXPOSED);
    }

    private static Arrangement arrangement(Meld[] melds, Optional<Meld> winningSet) {
        return new Arrangement(Shape.SETS_AND_PAIR, inReadingOrder(melds), winningSet, List.of());
    }

    /**
     * The sets in canonical order (exposed before concealed, then by tile and kind, as
     * {@link Meld#CANONICAL_ORDER}) with the pair after the sets, which reads best:
     * {@code [RRR] 123b 555d EE}. Sorted on one number per set, the arrays being this short.
     */
    private static List<Meld> inReadingOrder(Meld[] melds) {
        int[] keys = new int[melds.length];
        for (int i = 0; i < melds.length; i++) {
            Meld m = melds[i];
            keys[i] = (m.kind() == Meld.Kind.PAIR ? 1 << 20 : 0) | (m.isConcealed() ? 1 << 16 : 0)
                    | m.first().ordinal() << 3 | m.kind().ordinal();
        }
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
        return List.of(melds);
    }

    private static void partialPungs(Hand hand, int[] counts, int from, List<Meld> pungs,
            List<Arrangement> out) {
        for (int i = from; i < KINDS; i++) {
            if (counts[i] >= 3) {
                counts[i] -= 3;
                pungs.add(Meld.of(Meld.Kind.PUNG, Tile.byOrdinal(i), Exposure.CONCEALED));
                partialPungs(hand, counts, i + 1, pungs, out);
                pungs.remove(pungs.size() - 1);
                counts[i] += 3;
            }
        }
        addPartial(hand, counts, pungs, -1, out);
        for (int i = 0; i < KINDS; i++) {
            if (counts[i] >= 2) {
                addPartial(hand, counts, pungs, i, out);
            }
        }
    }

    private static void addPartial(Hand hand, int[] counts, List<Meld> pungs, int pairAt,
            List<Arrangement> out) {
        List<Meld> melds = new ArrayList<>(hand.declared());
        melds.addAll(pungs);
        if (pairAt >= 0) {
            melds.add(Meld.of(Meld.Kind.PAIR, Tile.byOrdinal(pairAt), Exposure.CONCEALED));
        }
        List<Tile> leftover = new ArrayList<>();
        for (int i = 0; i < KINDS; i++) {
            int left = counts[i] - (i == pairAt ? 2 : 0);
            for (int n = 0; n < left; n++) {
                leftover.add(Tile.byOrdinal(i));
            }
        }
        out.add(new Arrangement(Shape.PARTIAL, inReadingOrder(melds.toArray(new Meld[0])), Optional.empty(), leftover));
    }

    private static int[] concealedCounts(Hand hand) {
        int[] counts = new int[KINDS];
        List<Tile> concealed = hand.concealed();
        for (int i = 0; i < concealed.size(); i++) {
            counts[concealed.get(i).ordinal()]++;
        }
        return counts;
    }
}
