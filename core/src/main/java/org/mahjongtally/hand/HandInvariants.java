package org.mahjongtally.hand;

import java.util.EnumSet;
import java.util.Locale;
import java.util.List;
import java.util.Set;
import org.mahjongtally.hand.InvalidHandException.Reason;
import org.mahjongtally.tile.Tile;

/**
 * The checks {@link Hand} makes when built, in the order a person would want to hear about
 * them: misplaced tiles first, the tile count last.
 */
final class HandInvariants {

    /** Tiles in a winning hand, counting each kong as three. */
    static final int WINNING_SIZE = 14;
    /** The most tiles a hand that did not win may hold, counting each kong as three. */
    static final int MAX_LOSING_SIZE = 13;

    private HandInvariants() {
    }

    static void check(List<Meld> declared, List<Tile> concealed, List<Tile> bonus, WinContext context) {
        checkPlacement(concealed, bonus);
        checkDeclared(declared);
        checkCopies(declared, concealed);
        context.winningTile().ifPresent(win -> checkWinningTile(win, declared, concealed, context.method()));
        if (context.method() == WinMethod.ROBBED) {
            context.winningTile().ifPresent(win -> checkRobbedTile(win, declared, concealed));
        }
        checkSize(declared.size() * 3 + concealed.size(), bonus.size(), context.isWinner());
        if (context.isWinner() && context.method() == WinMethod.LOOSE) {
            checkLooseTile(declared, bonus);
        }
    }

    private static void checkPlacement(List<Tile> concealed, List<Tile> bonus) {
        for (Tile t : concealed) {
            if (t.isBonus()) {
                throw new InvalidHandException(Reason.BONUS_TILE_MISPLACED, t,
                        "the bonus tile " + t.code() + " is among the concealed tiles",
                        "bonus tiles are listed on their own, like f1 s3");
            }
        }
        Set<Tile> seen = EnumSet.noneOf(Tile.class);
        for (Tile t : bonus) {
            if (!t.isBonus()) {
                throw new InvalidHandException(Reason.BONUS_TILE_MISPLACED, t,
                        t.code() + " is not a bonus tile", "bonus tiles are f1-f4 and s1-s4");
            }
            if (!seen.add(t)) {
                throw new InvalidHandException(Reason.DUPLICATE_BONUS_TILE, t,
                        "the bonus tile " + t.code() + " is given twice",
                        "there is only one of each flower and season");
            }
        }
    }

    private static void checkDeclared(List<Meld> declared) {
        for (Meld m : declared) {
            if (m.kind() == Meld.Kind.PAIR) {
                throw new InvalidHandException(Reason.PAIR_DECLARED, m.first(),
                        "the pair " + m + " is among the declared sets",
                        "only chows, pungs and kongs are declared; write the pair among the concealed tiles");
            }
            if (m.isConcealed() && m.kind() != Meld.Kind.KONG) {
                throw new InvalidHandException(Reason.CONCEALED_SET_NOT_KONG, m.first(),
                        "the concealed " + m.kind().name().toLowerCase(Locale.ROOT) + " " + m
                                + " is among the declared sets",
                        "only a kong is declared concealed; write other concealed tiles undeclared");
            }
        }
    }

    /** Checked after {@link #checkPlacement}, so every tile counted is a playing tile. */
    private static void checkCopies(List<Meld> declared, List<Tile> concealed) {
        int[] counts = new int[Tile.PLAYING_KINDS];
        for (int i = 0; i < concealed.size(); i++) {
            counts[concealed.get(i).ordinal()]++;
        }
        for (int d = 0; d < declared.size(); d++) {
            Meld m = declared.get(d);
            int first = m.first().ordinal();
            if (m.kind() == Meld.Kind.CHOW) {
                counts[first]++;
                counts[first + 1]++;
                counts[first + 2]++;
            } else {
                counts[first] += m.size();
            }
        }
        for (int i = 0; i < Tile.PLAYING_KINDS; i++) {
            if (counts[i] > 4) {
                Tile t = Tile.byOrdinal(i);
                throw new InvalidHandException(Reason.TOO_MANY_COPIES, t,
                        "a fifth " + t.code() + " (" + counts[i] + " in the hand)",
                        "there are only four of each tile");
            }
        }
    }

    private static void checkWinningTile(Tile win, List<Meld> declared, List<Tile> concealed, WinMethod method) {
        if (concealed.contains(win)) {
            return;
        }
        for (int d = 0; d < declared.size(); d++) {
            if (declared.get(d).isExposed() && declared.get(d).contains(win)) {
                if (method.isSelfDrawn()) {
                    throw new InvalidHandException(Reason.WINNING_TILE_NOT_IN_HAND, win,
                            "the winning tile " + win.code() + " was drawn (by=" + method.code()
                                    + ") but is only in an exposed set, and an exposed set was made"
                                    + " before the winning tile came",
                            "write the set the drawn tile completed among the concealed tiles, without"
                                    + " brackets, or give by=discard if the tile was claimed");
                }
                return;
            }
        }
        if (declared.stream().anyMatch(m -> m.contains(win))) {
            throw new InvalidHandException(Reason.WINNING_TILE_NOT_IN_HAND, win,
                    "the winning tile " + win.code() + " is only in a concealed kong",
                    "a concealed kong is made of drawn tiles; the winning tile is a concealed tile"
                            + " or in an exposed set");
        }
        throw new InvalidHandException(Reason.WINNING_TILE_NOT_IN_HAND, win,
                "the winning tile " + win.code() + " is not in the hand",
                "win= names a concealed tile or a tile of an exposed set");
    }

    /**
     * A tile robbed from a kong is the fourth of a kong another player is making, who holds the
     * other three, so the robber holds no other copy: it can complete only a chow (or a special
     * hand of single tiles), never a pung or a pair (RULES.md 6.2, BMJA).
     */
    private static void checkRobbedTile(Tile win, List<Meld> declared, List<Tile> concealed) {
        int copies = 0;
        for (Tile t : concealed) {
            copies += t == win ? 1 : 0;
        }
        for (Meld m : declared) {
            for (Tile t : m.tiles()) {
                copies += t == win ? 1 : 0;
            }
        }
        if (copies > 1) {
            throw new InvalidHandException(Reason.ROBBED_TILE_HELD, win,
                    "the hand holds " + copies + " of " + win.code() + ", but a tile robbed from a kong"
                            + " is the fourth of that kong and the other three are in it",
                    "with by=robbed the winning tile completes a chow; check the tiles or by=");
        }
    }

    /**
     * A loose tile is the replacement drawn from the kong box after a kong or a bonus tile
     * (RULES.md 6.2, 10): a hand with neither cannot have won with one.
     */
    private static void checkLooseTile(List<Meld> declared, List<Tile> bonus) {
        for (Meld m : declared) {
            if (m.kind() == Meld.Kind.KONG) {
                return;
            }
        }
        if (bonus.isEmpty()) {
            throw new InvalidHandException(Reason.LOOSE_TILE_WITHOUT_KONG, null,
                    "by=loose says the winning tile was a loose tile, but the hand has no kong and no"
                            + " flower or season, after which a loose tile is drawn",
                    "write the kong as [5555c] or {5555c}, or give the way the tile really came,"
                            + " such as by=wall");
        }
    }

    private static void checkSize(int size, int bonusTiles, boolean winner) {
        if (winner && size != WINNING_SIZE) {
            throw new InvalidHandException(Reason.WRONG_TILE_COUNT, null,
                    "a winning hand has " + WINNING_SIZE + " tiles, found " + size + " (a kong counts as 3)",
                    "four sets and a pair make 14; leave out win= if this player did not go Mah-Jong");
        }
        if (!winner && size == 0 && bonusTiles == 0) {
            throw new InvalidHandException(Reason.WRONG_TILE_COUNT, null,
                    "found no tiles; a hand without win= has up to " + MAX_LOSING_SIZE
                            + " playing tiles and any bonus tiles",
                    "write the player's tiles, like 123b 55d [RRR] f1, or only his bonus tiles, like f1 s3");
        }
        if (!winner && size > MAX_LOSING_SIZE) {
            throw new InvalidHandException(Reason.WRONG_TILE_COUNT, null,
                    "a hand without win= has at most " + MAX_LOSING_SIZE + " tiles, found " + size
                            + " (a kong counts as 3)",
                    "if this player went Mah-Jong, add win= with the winning tile");
        }
    }
}
