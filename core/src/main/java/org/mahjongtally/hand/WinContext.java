/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * The facts about a hand that its tiles cannot show: the player's seat wind, the prevailing
 * wind, and, for the player who went Mah-Jong, the winning tile, how it came and any flags.
 * These are the notation keys {@code seat=}, {@code round=}, {@code win=}, {@code by=} and the
 * bare flags.
 *
 * <p>Invariants: no component is null; the winning tile, if any, is a playing tile; a player
 * who did not win has the default method {@link WinMethod#WALL}; {@code flags} is an
 * unmodifiable copy.
 *
 * @param seat this player's seat wind (default East)
 * @param prevailing the prevailing wind of the round (default East)
 * @param winningTile the tile that completed the hand, or empty if this player did not win
 * @param method how the winning tile came (default {@link WinMethod#WALL})
 * @param flags facts such as an original call
 */
public record WinContext(Wind seat, Wind prevailing, Optional<Tile> winningTile, WinMethod method,
                         Set<Flag> flags) {

    /** East seat, East round, not the winner, no flags. */
    public static final WinContext DEFAULT =
            new WinContext(Wind.EAST, Wind.EAST, Optional.empty(), WinMethod.WALL, Set.of());

    /**
     * Checks the invariants.
     *
     * @throws InvalidHandException if the winning tile is a bonus tile ({@code BONUS_TILE_MISPLACED})
     *     or a non-winner has a method other than {@code WALL} ({@code METHOD_WITHOUT_WIN})
     */
    public WinContext {
        Objects.requireNonNull(seat, "seat");
        Objects.requireNonNull(prevailing, "prevailing");
        Objects.requireNonNull(winningTile, "winningTile");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(flags, "flags");
        if (winningTile.isPresent() && winningTile.get().isBonus()) {
            throw new InvalidHandException(winningTile.get(), HandProblem.BONUS_WINNING_TILE, winningTile.get());
        }
        if (winningTile.isEmpty() && method != WinMethod.WALL) {
            throw new InvalidHandException(null, HandProblem.METHOD_WITHOUT_WIN, method);
        }
        flags = Collections.unmodifiableSet(flags.isEmpty() ? EnumSet.noneOf(Flag.class) : EnumSet.copyOf(flags));
    }

    /**
     * Checks that the seat allows the way of winning and the flags. Only East holds a dealt
     * hand of 14 tiles, so only East can go out with it ({@link WinMethod#DEAL}, Heaven's
     * Blessing); a win on East's first discard ({@link WinMethod#FIRST_DISCARD}, Earth's
     * Blessing) is another player's, since nobody claims his own discard; and East's run of wins
     * ({@link Flag#EAST_STREAK}) is East's (docs/rules.md §8.1 and 8.2, Heaven's and Earth's Blessing,
     * M 122(a), (b) and (r)). Not checked when the context is built: a hand written without
     * {@code seat=} is East's until a game seats it, so the check belongs where the seat is
     * final, before scoring.
     *
     * @throws InvalidHandException ({@code IMPOSSIBLE_FOR_SEAT}) naming what the seat rules out
     */
    public void requirePossibleForSeat() {
        if (seat != Wind.EAST && winningTile.isPresent() && method == WinMethod.DEAL) {
            throw new InvalidHandException(null, HandProblem.DEAL_NOT_EAST, seat);
        }
        if (seat == Wind.EAST && winningTile.isPresent() && method == WinMethod.FIRST_DISCARD) {
            throw new InvalidHandException(null, HandProblem.FIRST_DISCARD_BY_EAST);
        }
        if (seat != Wind.EAST && flags.contains(Flag.EAST_STREAK)) {
            throw new InvalidHandException(null, HandProblem.EAST_STREAK_NOT_EAST, seat);
        }
    }

    /** The context of a player who did not win. */
    public static WinContext loser(Wind seat, Wind prevailing) {
        return new WinContext(seat, prevailing, Optional.empty(), WinMethod.WALL, Set.of());
    }

    /** The context of the player who went Mah-Jong with {@code tile}, which came by {@code method}. */
    public static WinContext winner(Wind seat, Wind prevailing, Tile tile, WinMethod method, Set<Flag> flags) {
        return new WinContext(seat, prevailing, Optional.of(tile), method, flags);
    }

    /** True if this player went Mah-Jong. */
    public boolean isWinner() {
        return winningTile.isPresent();
    }

    /** This context with another seat wind. */
    public WinContext withSeat(Wind newSeat) {
        return new WinContext(newSeat, prevailing, winningTile, method, flags);
    }

    /** This context with another prevailing wind. */
    public WinContext withPrevailing(Wind newPrevailing) {
        return new WinContext(seat, newPrevailing, winningTile, method, flags);
    }

    /** This context as the winner's, with the winning tile and how it came. */
    public WinContext withWin(Tile tile, WinMethod newMethod) {
        return new WinContext(seat, prevailing, Optional.of(tile), newMethod, flags);
    }

    /** This context as a non-winner's: no winning tile, default method; seat, round and flags kept. */
    public WinContext withoutWin() {
        return new WinContext(seat, prevailing, Optional.empty(), WinMethod.WALL, flags);
    }

    /** This context with other flags. */
    public WinContext withFlags(Set<Flag> newFlags) {
        return new WinContext(seat, prevailing, winningTile, method, newFlags);
    }
}
