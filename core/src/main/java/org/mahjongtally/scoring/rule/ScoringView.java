/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.rule;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.mahjongtally.arrange.Arranger;
import org.mahjongtally.hand.Arrangement;
import org.mahjongtally.hand.Flag;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.hand.Shape;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * One reading of one player's hand, as the scoring rules see it: the hand, the reading being
 * scored, the ruleset, and the facts the rules ask about, worked out once (how many chows,
 * which suits, whether all tiles are terminals...).
 *
 * <p>The scorer makes one view per hand it scores and points it at each reading in turn
 * ({@link #read}), so that trying every reading builds nothing but what the rules need; the
 * facts of the tiles themselves ({@link TileFacts}) are shared by all readings. A view is
 * therefore never shared between threads, and the rules read it while it shows their reading.
 */
public final class ScoringView {

    /** Seven pairs, the most melds a reading holds. */
    private static final int MAX_MELDS = 7;

    private final Hand hand;
    private final Ruleset ruleset;
    private final TileFacts tiles;
    private final boolean claimedKongsConcealed;
    /** How many declared sets are exposed (a claimed kong that counts as concealed is not). */
    private final int exposedDeclared;

    private Shape shape;
    private final Meld[] melds = new Meld[MAX_MELDS];
    private int meldCount;
    private Meld winningSet;
    private List<Tile> leftover;
    /** The reading as an {@link Arrangement}, built only when asked for. */
    private Arrangement arrangement;
    /** The reading as the scorer keeps it, made only when asked for. */
    private Reading kept;

    private final Meld[] sets = new Meld[4];
    private final Meld.Kind[] setKinds = new Meld.Kind[4];
    private final Tile[] setTiles = new Tile[4];
    private final boolean[] setExposed = new boolean[4];
    private int setCount;
    private final Meld[] pairs = new Meld[MAX_MELDS];
    private int pairCount;
    private int chows;
    private int kongs;

    /** A view of the hand that shares the facts of its tiles with the other readings of the hand. */
    public ScoringView(Hand hand, TileFacts tiles, Ruleset ruleset) {
        this.hand = hand;
        this.tiles = tiles;
        this.ruleset = ruleset;
        this.claimedKongsConcealed = ruleset.scoring().kongHas3Types()
                && hand.context().flags().contains(Flag.CLAIMED_KONGS);
        this.exposedDeclared = exposedCount(hand.declared(), claimedKongsConcealed);
    }

    /** A view of one reading, for a caller that has just one. */
    public ScoringView(Hand hand, TileFacts tiles, Arrangement arrangement, Ruleset ruleset) {
        this(hand, tiles, ruleset);
        read(arrangement);
    }

    /** Points the view at this reading. */
    public ScoringView read(Arrangement reading) {
        List<Meld> list = reading.melds();
        Meld[] array = list.toArray(new Meld[0]);
        read(reading.shape(), array, array.length, reading.winningSet().orElse(null), reading.leftover());
        this.arrangement = reading;
        this.kept = Reading.of(reading);
        return this;
    }

    /**
     * Points the view at a reading of four sets and a pair, as the arrangement search hands it
     * over ({@code melds} in reading order; copied, so the caller may reuse the array).
     */
    public ScoringView readSetsAndPair(Meld[] readingMelds, Meld completed) {
        read(Shape.SETS_AND_PAIR, readingMelds, readingMelds.length, completed, List.of());
        return this;
    }

    private void read(Shape readingShape, Meld[] readingMelds, int count, Meld completed, List<Tile> rest) {
        if (count > MAX_MELDS) {
            throw new IllegalArgumentException("a reading holds at most " + MAX_MELDS + " sets and pairs");
        }
        shape = readingShape;
        System.arraycopy(readingMelds, 0, melds, 0, count);
        meldCount = count;
        winningSet = completed;
        leftover = rest;
        arrangement = null;
        kept = null;
        setCount = 0;
        pairCount = 0;
        chows = 0;
        kongs = 0;
        for (int i = 0; i < count; i++) {
            Meld m = readingMelds[i];
            switch (m.kind()) {
                case PAIR -> pairs[pairCount++] = m;
                case CHOW -> {
                    chows++;
                    addSet(m);
                }
                case KONG -> {
                    kongs++;
                    addSet(m);
                }
                case PUNG -> addSet(m);
            }
        }
    }

    private void addSet(Meld set) {
        if (setCount < 4) {
            sets[setCount] = set;
            setKinds[setCount] = set.kind();
            setTiles[setCount] = set.first();
            setExposed[setCount] = set.isExposed();
        }
        setCount++;
    }

    private static int exposedCount(List<Meld> declared, boolean claimedKongsConcealed) {
        int exposed = 0;
        for (int i = 0; i < declared.size(); i++) {
            Meld m = declared.get(i);
            if (m.isExposed() && !(m.kind() == Meld.Kind.KONG && claimedKongsConcealed)) {
                exposed++;
            }
        }
        return exposed;
    }

    /** The whole hand, as written. */
    public Hand hand() {
        return hand;
    }

    /** The reading being scored. */
    public Arrangement arrangement() {
        if (arrangement == null) {
            arrangement = new Arrangement(shape, List.of(Arrays.copyOf(melds, meldCount)),
                    Optional.ofNullable(winningSet), leftover);
        }
        return arrangement;
    }

    /** The reading, for the scorer to keep with its score once the view has moved on. */
    public Reading keep() {
        if (kept == null) {
            kept = arrangement != null ? Reading.of(arrangement)
                    : Reading.of(shape, Arrays.copyOf(melds, meldCount), winningSet, leftover);
        }
        return kept;
    }

    /** The rules in force. */
    public Ruleset ruleset() {
        return ruleset;
    }

    /** Whether this reading is four sets and a pair. */
    public boolean isSetsAndPair() {
        return shape == Shape.SETS_AND_PAIR;
    }

    /** Whether this reading is seven pairs (a winning hand where the ruleset allows it). */
    public boolean isSevenPairs() {
        return shape == Shape.IRREGULAR && meldCount == 7;
    }

    /** Whether this player went Mah-Jong. */
    public boolean isWinner() {
        return hand.isWinner();
    }

    /** The player's seat wind. */
    public Wind seat() {
        return hand.context().seat();
    }

    /** The prevailing wind. */
    public Wind prevailing() {
        return hand.context().prevailing();
    }

    /** How the winning tile came (meaningful for the winner only). */
    public WinMethod method() {
        return hand.context().method();
    }

    /** Whether the hand carries a flag such as original call. */
    public boolean has(Flag flag) {
        return hand.context().flags().contains(flag);
    }

    /** The winning tile, if this player won. */
    public Optional<Tile> winningTile() {
        return hand.context().winningTile();
    }

    /** The set or pair the winning tile completed in this reading, if any. */
    public Optional<Meld> winningSet() {
        return Optional.ofNullable(winningSet);
    }

    /** The number of chows, pungs and kongs in the reading (at most 4). */
    public int setCount() {
        return Math.min(setCount, 4);
    }

    /** Set {@code i} (0 to {@link #setCount()} - 1), in reading order. */
    public Meld set(int i) {
        return sets[i];
    }

    /** The kind of set {@code i} (0 to {@link #setCount()} - 1), read once for the rules. */
    public Meld.Kind kind(int i) {
        return setKinds[i];
    }

    /** The first tile of set {@code i}: the tile of a pung or kong, the lowest of a chow. */
    public Tile first(int i) {
        return setTiles[i];
    }

    /** Whether set {@code i} is exposed. */
    public boolean exposed(int i) {
        return setExposed[i];
    }

    /** Whether set {@code i} is a pung or a kong. */
    public boolean isPungOrKong(int i) {
        return setKinds[i] != Meld.Kind.CHOW;
    }

    /** The pair of the reading (its last, for seven pairs), if it has one. */
    public Optional<Meld> pair() {
        return pairCount == 0 ? Optional.empty() : Optional.of(pairs[pairCount - 1]);
    }

    /** The tile of the reading's pair (its last, for seven pairs), or null if it has none. */
    public Tile pairTile() {
        return pairCount == 0 ? null : pairs[pairCount - 1].first();
    }

    /** The number of pairs in the reading: 1 for four sets and a pair, 7 for seven pairs. */
    public int pairCount() {
        return pairCount;
    }

    /** Pair {@code i} (0 to {@link #pairCount()} - 1), in reading order. */
    public Meld pair(int i) {
        return pairs[i];
    }

    /** How many times the hand holds this tile, in all its sets and concealed tiles. */
    public int count(Tile tile) {
        return tiles.count(tile);
    }

    /**
     * Whether every tile the hand holds is one of these kinds, given as {@link #kinds}: a
     * question some special hands ask of every reading, answered without a look at each tile.
     */
    public boolean holdsOnly(long kinds) {
        return tiles.holdsOnly(kinds);
    }

    /** These tiles as the kinds {@link #holdsOnly} takes (bit i for the tile of ordinal i). */
    public static long kinds(Collection<Tile> tiles) {
        long kinds = 0;
        for (Tile t : tiles) {
            if (t.isPlaying()) {
                kinds |= 1L << t.ordinal();
            }
        }
        return kinds;
    }

    /** The number of chows in the reading. */
    public int chows() {
        return chows;
    }

    /** The number of kongs in the reading. */
    public int kongs() {
        return kongs;
    }

    /** The number of pungs and kongs in the reading. */
    public int pungsAndKongs() {
        return setCount - chows;
    }

    /** The number of pungs and kongs of dragons (if {@code dragons}) or of winds in the reading. */
    public int honourPungsAndKongs(boolean dragons) {
        int found = 0;
        for (int i = 0; i < setCount; i++) {
            Tile t = first(i);
            if (isPungOrKong(i) && (dragons ? t.isDragon() : t.isWind())) {
                found++;
            }
        }
        return found;
    }

    /** The number of different suits among the suited tiles (0 to 3). */
    public int suitCount() {
        return tiles.suitCount();
    }

    /** Whether any tile is a wind or dragon. */
    public boolean hasHonours() {
        return tiles.hasHonours();
    }

    /** Whether every tile is a 1, a 9, a wind or a dragon. */
    public boolean allMajor() {
        return tiles.allMajor();
    }

    /** Whether every tile is a 1 or a 9. */
    public boolean allTerminal() {
        return tiles.allTerminal();
    }

    /** Whether every tile is a wind or a dragon. */
    public boolean allHonour() {
        return tiles.allHonour();
    }

    /**
     * Whether one kind of tile only would have completed the hand as four sets and a pair
     * before its winning tile arrived ({@link org.mahjongtally.arrange.Arranger#waitCountBeforeTheWin}
     * is 1), worked out once per hand. Winner only.
     */
    public boolean onlyOneTileCompletedTheHand() {
        if (secondWaitInThisReading()) {
            return false;
        }
        if (winningSetIsDeclared()) {
            // the tile was claimed for a declared exposed set, and this reading says which one
            return Arranger.waitCountBeforeTheWin(hand, winningSet, 2) == 1;
        }
        return tiles.onlyOneTileCompletedTheHand(hand);
    }

    /**
     * Whether this reading puts the winning tile in one of the declared exposed sets rather
     * than in a set found among the concealed tiles: a claimed concealed set is exposed in the
     * reading too, so the reading then holds one more exposed set equal to the winning set
     * than the hand declares.
     */
    private boolean winningSetIsDeclared() {
        if (winningSet == null || !winningSet.isExposed()) {
            return false;
        }
        int inReading = 0;
        for (int i = 0; i < meldCount; i++) {
            inReading += melds[i].equals(winningSet) ? 1 : 0;
        }
        int declaredEqual = 0;
        for (Meld m : hand.declared()) {
            declaredEqual += m.equals(winningSet) ? 1 : 0;
        }
        return inReading == declaredEqual;
    }

    /**
     * Whether this reading shows at once a second tile that would have completed the hand
     * before the win, which spares the search for one (most hands are decided here):
     * <ul>
     *   <li>the winning tile made a pung: the hand held two pairs, and the tile of the other
     *       pair would have made a pung of it;</li>
     *   <li>the winning tile was the low end of a chow {@code a, a+1, a+2}: {@code a+3} would
     *       have made the chow {@code a+1, a+2, a+3}; the high end: {@code a-1} likewise.</li>
     * </ul>
     * The other tile counts only if the hand held fewer than four of it.
     */
    private boolean secondWaitInThisReading() {
        if (winningSet == null || !isSetsAndPair()) {
            return false;
        }
        Tile first = winningSet.first();
        Tile won = hand.context().winningTile().orElseThrow();
        Tile other = null;
        if (winningSet.kind() == Meld.Kind.PUNG && pairCount == 1) {
            other = pairs[0].first();
        } else if (winningSet.kind() == Meld.Kind.CHOW && won == first && first.rank() <= 6) {
            other = Tile.byOrdinal(first.ordinal() + 3);
        } else if (winningSet.kind() == Meld.Kind.CHOW && won.ordinal() == first.ordinal() + 2 && first.rank() >= 2) {
            other = Tile.byOrdinal(first.ordinal() - 1);
        }
        return other != null && other != won && tiles.count(other) < 4;
    }

    /**
     * Whether no set was exposed before going out (declared concealed kongs are fine, and so
     * are claimed kongs where they count as concealed, see {@link #countsAsConcealed(int)}).
     */
    public boolean nothingExposedBeforeTheWin() {
        // the one exposed set may be the one the claimed winning tile completed, written in
        // brackets because it was exposed at Mah-Jong (docs/notation.md: it counts as exposed
        // wherever it is written)
        return exposedDeclared == 0 || exposedDeclared == 1 && winningSetIsDeclared();
    }

    /**
     * Whether set {@code i} counts as concealed for the doubles and limit hands that need
     * concealed sets: a concealed set, or an exposed kong claimed from a discard under
     * Millington's three kinds of kong (M 46-52: the ruleset's {@code kongHas3Types} and the
     * hand's flag {@code claimed-kongs}). Its points are still those of an exposed kong.
     */
    public boolean countsAsConcealed(int i) {
        return !setExposed[i] || setKinds[i] == Meld.Kind.KONG && claimedKongsConcealed;
    }

    /**
     * Whether the hand is concealed in the sense of the concealed-hand double (docs/rules.md §6.2):
     * nothing exposed before going out, and for the winner a winning tile drawn, or taken from
     * another player where the ruleset's {@code concealedWinOnDiscard} allows it (BMJA: it
     * does; Millington and mj: the claimed tile exposes what it completes).
     */
    public boolean isConcealedHand() {
        if (!nothingExposedBeforeTheWin()) {
            return false;
        }
        return !isWinner() || ruleset.scoring().concealedWinOnDiscard()
                || !method().isFromAnotherPlayer();
    }

    /** Whether every tile is of one suit: no honours, one suit among the suited tiles. */
    public boolean oneSuitOnly() {
        return !tiles.hasHonours() && suitCount() == 1;
    }

    /** Whether the pung or kong is of the player's own wind. */
    public boolean isOwnWind(Tile tile) {
        return tile.isWind() && tile.wind() == seat();
    }

    /** Whether the tile is the prevailing wind. */
    public boolean isPrevailingWind(Tile tile) {
        return tile.isWind() && tile.wind() == prevailing();
    }
}
