/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import java.util.Optional;
import java.util.OptionalInt;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;
import org.mahjongtally.tile.Tile;

/**
 * A hand, set or context that breaks an invariant, found when the value is built: notation
 * that was read but describes a hand that cannot exist (15 tiles, a fifth copy of a tile)
 * is this, with the {@link #position() position} in the text, never a
 * {@link NotationException}. It carries a {@link Reason} for machines, the {@link HandProblem}
 * with its parameters for the words module and, where one tile is at fault, that tile.
 *
 * <p>Code: {@link ErrorCode#INVALID_HAND}.
 */
public class InvalidHandException extends TallyException {

    private static final long serialVersionUID = 1L;

    /** The {@link #code()} of every invalid-hand error. */
    public static final String CODE = "invalid-hand";

    /** Which invariant was broken. */
    public enum Reason {
        /** Tiles that form no chow, pung, kong or pair (such as a chow starting at 8). */
        NOT_A_SET,
        /** A flower or season inside a set. */
        BONUS_TILE_IN_SET,
        /** A bonus tile among the playing tiles, or a playing tile among the bonus tiles. */
        BONUS_TILE_MISPLACED,
        /** The same flower or season twice. */
        DUPLICATE_BONUS_TILE,
        /** A pair among the declared sets (only chows, pungs and kongs are declared). */
        PAIR_DECLARED,
        /** A declared concealed set that is not a kong. */
        CONCEALED_SET_NOT_KONG,
        /** More than four copies of a tile. */
        TOO_MANY_COPIES,
        /** The winning tile is not among the concealed tiles or an exposed set. */
        WINNING_TILE_NOT_IN_HAND,
        /** A winning hand without 14 tiles, or a losing hand with no tile at all or more than 13. */
        WRONG_TILE_COUNT,
        /** A way of winning other than the default given for a player who did not win. */
        METHOD_WITHOUT_WIN,
        /** A tile robbed from a kong while the hand holds another copy: the kong has the other three. */
        ROBBED_TILE_HELD,
        /** A win with a loose tile in a hand with neither a kong nor a bonus tile. */
        LOOSE_TILE_WITHOUT_KONG,
        /**
         * A way of winning or a flag that the player's seat makes impossible: East's dealt hand
         * or East's run of wins for another seat, East's own first discard for East.
         */
        IMPOSSIBLE_FOR_SEAT
    }

    private final HandProblem problem;
    private final Tile tile;

    /**
     * @param tile the tile at fault, or {@code null} if no single tile is
     * @param problem what is wrong
     * @param values the values of the problem's parameters, in its order
     */
    public InvalidHandException(Tile tile, HandProblem problem, Object... values) {
        this(problem, tile, Message.of(problem, values));
    }

    private InvalidHandException(HandProblem problem, Tile tile, Message message) {
        super(ErrorCode.INVALID_HAND, message);
        this.problem = problem;
        this.tile = tile;
    }

    /**
     * The same problem found in a hand read from notation, at this place in the text (as
     * {@link NotationException#position()} counts); the words then start with
     * {@code at position N: }. The code stays {@value #CODE}: the text was read, the hand it
     * describes cannot exist.
     */
    public InvalidHandException at(int textPosition) {
        return new InvalidHandException(problem, tile, message().at(textPosition));
    }

    /** Where in the notation the problem is, if the hand was read from text. */
    public OptionalInt position() {
        int position = message().position();
        return position >= 0 ? OptionalInt.of(position) : OptionalInt.empty();
    }

    /** Which invariant was broken. */
    public Reason reason() {
        return problem.reason();
    }

    /** What is wrong (its parameters are in {@link #message()}). */
    public HandProblem problem() {
        return problem;
    }

    /** The tile at fault, if one tile is. */
    public Optional<Tile> tile() {
        return Optional.ofNullable(tile);
    }
}
