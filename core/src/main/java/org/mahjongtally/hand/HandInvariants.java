/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.TileCounts;

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
                throw new InvalidHandException(t, HandProblem.BONUS_TILE_CONCEALED, t);
            }
        }
        Set<Tile> seen = EnumSet.noneOf(Tile.class);
        for (Tile t : bonus) {
            if (!t.isBonus()) {
                throw new InvalidHandException(t, HandProblem.NOT_A_BONUS_TILE, t);
            }
            if (!seen.add(t)) {
                throw new InvalidHandException(t, HandProblem.BONUS_TILE_TWICE, t);
            }
        }
    }

    private static void checkDeclared(List<Meld> declared) {
        for (Meld m : declared) {
            if (m.kind() == Meld.Kind.PAIR) {
                throw new InvalidHandException(m.first(), HandProblem.PAIR_DECLARED, m.toString());
            }
            if (m.isConcealed() && m.kind() != Meld.Kind.KONG) {
                throw new InvalidHandException(m.first(), HandProblem.CONCEALED_SET_NOT_KONG, m.kind(), m.toString());
            }
        }
    }

    /** Checked after {@link #checkPlacement}, so every tile counted is a playing tile. */
    private static void checkCopies(List<Meld> declared, List<Tile> concealed) {
        TileCounts counts = Hand.countsOf(declared, concealed);
        for (int i = 0; i < Tile.PLAYING_KINDS; i++) {
            if (counts.count(i) > 4) {
                Tile t = Tile.byOrdinal(i);
                throw new InvalidHandException(t, HandProblem.FIFTH_COPY, t, counts.count(i));
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
                    throw new InvalidHandException(win, HandProblem.DRAWN_TILE_IN_EXPOSED_SET, win, method);
                }
                return;
            }
        }
        if (declared.stream().anyMatch(m -> m.contains(win))) {
            throw new InvalidHandException(win, HandProblem.WINNING_TILE_IN_CONCEALED_KONG, win);
        }
        throw new InvalidHandException(win, HandProblem.WINNING_TILE_NOT_IN_HAND, win);
    }

    /**
     * A tile robbed from a kong is the fourth of a kong another player is making, who holds the
     * other three, so the robber holds no other copy: it can complete only a chow (or a special
     * hand of single tiles), never a pung or a pair (docs/rules.md §6.2, BMJA).
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
            throw new InvalidHandException(win, HandProblem.ROBBED_TILE_HELD, copies, win);
        }
    }

    /**
     * A loose tile is the replacement drawn from the kong box after a kong or a bonus tile
     * (docs/rules.md §6.2, 10): a hand with neither cannot have won with one.
     */
    private static void checkLooseTile(List<Meld> declared, List<Tile> bonus) {
        for (Meld m : declared) {
            if (m.kind() == Meld.Kind.KONG) {
                return;
            }
        }
        if (bonus.isEmpty()) {
            throw new InvalidHandException(null, HandProblem.LOOSE_TILE_WITHOUT_KONG);
        }
    }

    private static void checkSize(int size, int bonusTiles, boolean winner) {
        if (winner && size != WINNING_SIZE) {
            throw new InvalidHandException(null, HandProblem.WINNING_HAND_SIZE, WINNING_SIZE, size);
        }
        if (!winner && size == 0 && bonusTiles == 0) {
            throw new InvalidHandException(null, HandProblem.NO_TILES, MAX_LOSING_SIZE);
        }
        if (!winner && size > MAX_LOSING_SIZE) {
            throw new InvalidHandException(null, HandProblem.LOSING_HAND_TOO_BIG, MAX_LOSING_SIZE, size);
        }
    }
}
