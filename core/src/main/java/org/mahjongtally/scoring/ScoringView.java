package org.mahjongtally.scoring;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mahjongtally.arrange.Arrangement;
import org.mahjongtally.arrange.Shape;
import org.mahjongtally.hand.Flag;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * One reading of one player's hand, as the scoring rules see it: the hand, the arrangement
 * being scored, the ruleset, and the facts the rules ask about, worked out once (how many
 * chows, which suits, whether all tiles are terminals...). Built by the scorer, read-only.
 */
public final class ScoringView {

    private final Hand hand;
    private final Arrangement arrangement;
    private final Ruleset ruleset;
    private final List<Meld> sets = new ArrayList<>(4);
    private final Meld.Kind[] setKinds = new Meld.Kind[4];
    private final Tile[] setTiles = new Tile[4];
    private final boolean[] setExposed = new boolean[4];
    private final Meld pair;
    private final TileFacts tiles;
    private int chows;
    private int kongs;
    private final boolean claimedKongsConcealed;

    /** A view that shares the facts of the hand's tiles with the other readings of the hand. */
    ScoringView(Hand hand, TileFacts tiles, Arrangement arrangement, Ruleset ruleset) {
        this.hand = hand;
        this.tiles = tiles;
        this.arrangement = arrangement;
        this.ruleset = ruleset;
        this.claimedKongsConcealed = ruleset.scoring().kongHas3Types()
                && hand.context().flags().contains(Flag.CLAIMED_KONGS);
        Meld foundPair = null;
        for (Meld m : arrangement.melds()) {
            switch (m.kind()) {
                case PAIR -> foundPair = m;
                case CHOW -> {
                    chows++;
                    sets.add(m);
                }
                case KONG -> {
                    kongs++;
                    sets.add(m);
                }
                case PUNG -> sets.add(m);
            }
        }
        this.pair = foundPair;
        for (int i = 0; i < sets.size() && i < 4; i++) {
            Meld set = sets.get(i);
            setKinds[i] = set.kind();
            setTiles[i] = set.first();
            setExposed[i] = set.isExposed();
        }
    }

    /** The whole hand, as written. */
    public Hand hand() {
        return hand;
    }

    /** The reading being scored. */
    public Arrangement arrangement() {
        return arrangement;
    }

    /** The rules in force. */
    public Ruleset ruleset() {
        return ruleset;
    }

    /** Whether this reading is four sets and a pair. */
    public boolean isSetsAndPair() {
        return arrangement.shape() == Shape.SETS_AND_PAIR;
    }

    /** Whether this reading is seven pairs (a winning hand where the ruleset allows it). */
    public boolean isSevenPairs() {
        return arrangement.shape() == Shape.IRREGULAR && arrangement.melds().size() == 7;
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

    /** The number of chows, pungs and kongs in the reading (at most 4). */
    public int setCount() {
        return Math.min(sets.size(), 4);
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

    /** The chows, pungs and kongs of the reading (no pairs). */
    public List<Meld> sets() {
        return sets;
    }

    /** The pair of the reading, if it has one. */
    public Optional<Meld> pair() {
        return Optional.ofNullable(pair);
    }

    /** How many times the hand holds this tile, in all its sets and concealed tiles. */
    public int count(Tile tile) {
        return tiles.count(tile);
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
        return sets.size() - chows;
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
     * Whether no set was exposed before going out (declared concealed kongs are fine, and so
     * are claimed kongs where they count as concealed, see {@link #countsAsConcealed(int)}).
     */
    public boolean nothingExposedBeforeTheWin() {
        List<Meld> declared = hand.declared();
        for (int i = 0; i < declared.size(); i++) {
            Meld m = declared.get(i);
            if (m.isExposed() && !(m.kind() == Meld.Kind.KONG && claimedKongsConcealed)) {
                return false;
            }
        }
        return true;
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
     * Whether the hand is concealed in the sense of the concealed-hand double (RULES.md 6.2):
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
