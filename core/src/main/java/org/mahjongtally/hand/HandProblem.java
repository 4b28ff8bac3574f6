/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import static org.mahjongtally.Parameter.number;
import static org.mahjongtally.Parameter.of;
import static org.mahjongtally.Parameter.text;

import java.util.List;
import org.mahjongtally.MessageKey;
import org.mahjongtally.hand.InvalidHandException.Reason;
import org.mahjongtally.Parameter;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * Every message of an {@link InvalidHandException}, one constant per message, each with the
 * {@link Reason} (the broken invariant) it reports. Parameters: {@code tile} a tile, {@code kind}
 * a {@link Meld.Kind}, {@code set} a set in notation, {@code method} a {@link WinMethod}, {@code seat} a {@link Wind},
 * {@code count}, {@code expected}, {@code limit} numbers. The words are in the {@code words} module.
 */
public enum HandProblem implements MessageKey {
    /** A chow that would start at 8, 9 or an honour. */
    NO_CHOW_AT(Reason.NOT_A_SET, of("tile", Tile.class)),
    /** A set holding a bonus tile. */
    BONUS_TILE_IN_SET(Reason.BONUS_TILE_IN_SET, of("kind", Meld.Kind.class), of("tile", Tile.class)),
    /** A bonus tile as the winning tile. */
    BONUS_WINNING_TILE(Reason.BONUS_TILE_MISPLACED, of("tile", Tile.class)),
    /** A bonus tile among the concealed tiles. */
    BONUS_TILE_CONCEALED(Reason.BONUS_TILE_MISPLACED, of("tile", Tile.class)),
    /** A playing tile among the bonus tiles. */
    NOT_A_BONUS_TILE(Reason.BONUS_TILE_MISPLACED, of("tile", Tile.class)),
    /** The same flower or season twice. */
    BONUS_TILE_TWICE(Reason.DUPLICATE_BONUS_TILE, of("tile", Tile.class)),
    /** A pair among the declared sets. */
    PAIR_DECLARED(Reason.PAIR_DECLARED, text("set")),
    /** A declared concealed set that is not a kong. */
    CONCEALED_SET_NOT_KONG(Reason.CONCEALED_SET_NOT_KONG, of("kind", Meld.Kind.class), text("set")),
    /** A fifth copy of a tile; {@code count} is how many the hand has. */
    FIFTH_COPY(Reason.TOO_MANY_COPIES, of("tile", Tile.class), number("count")),
    /** A way of winning given without a winning tile. */
    METHOD_WITHOUT_WIN(Reason.METHOD_WITHOUT_WIN, of("method", WinMethod.class)),
    /** A drawn winning tile found only in an exposed set. */
    DRAWN_TILE_IN_EXPOSED_SET(Reason.WINNING_TILE_NOT_IN_HAND, of("tile", Tile.class), of("method", WinMethod.class)),
    /** The winning tile only in a concealed kong. */
    WINNING_TILE_IN_CONCEALED_KONG(Reason.WINNING_TILE_NOT_IN_HAND, of("tile", Tile.class)),
    /** The winning tile nowhere in the hand. */
    WINNING_TILE_NOT_IN_HAND(Reason.WINNING_TILE_NOT_IN_HAND, of("tile", Tile.class)),
    /** A tile robbed from a kong while the hand holds other copies; {@code count} is how many copies. */
    ROBBED_TILE_HELD(Reason.ROBBED_TILE_HELD, number("count"), of("tile", Tile.class)),
    /** A loose tile in a hand with neither a kong nor a bonus tile. */
    LOOSE_TILE_WITHOUT_KONG(Reason.LOOSE_TILE_WITHOUT_KONG),
    /** A win with East's dealt hand ({@code by=deal}) by a player in another {@code seat}. */
    DEAL_NOT_EAST(Reason.IMPOSSIBLE_FOR_SEAT, of("seat", Wind.class)),
    /** A win on East's first discard ({@code by=first-discard}) by East himself. */
    FIRST_DISCARD_BY_EAST(Reason.IMPOSSIBLE_FOR_SEAT),
    /** The flag {@code east-streak} (East's run of wins) on a player in another {@code seat}. */
    EAST_STREAK_NOT_EAST(Reason.IMPOSSIBLE_FOR_SEAT, of("seat", Wind.class)),
    /** A winning hand of other than {@code expected} tiles; {@code count} is how many. */
    WINNING_HAND_SIZE(Reason.WRONG_TILE_COUNT, number("expected"), number("count")),
    /** A losing hand with no tile at all; {@code limit} is the most it may have. */
    NO_TILES(Reason.WRONG_TILE_COUNT, number("limit")),
    /** A losing hand of more than {@code limit} tiles; {@code count} is how many. */
    LOSING_HAND_TOO_BIG(Reason.WRONG_TILE_COUNT, number("limit"), number("count")),
    /** Waits asked of a hand that has already won; {@code expected} is the size of a calling hand. */
    ALREADY_WON(Reason.WRONG_TILE_COUNT, number("expected")),
    /** Waits asked of a hand of other than {@code expected} tiles; {@code count} is how many. */
    CALLING_HAND_SIZE(Reason.WRONG_TILE_COUNT, number("expected"), number("count"));

    private final Reason reason;
    private final List<Parameter> parameters;

    HandProblem(Reason reason, Parameter... parameters) {
        this.reason = reason;
        this.parameters = List.of(parameters);
    }

    /** The invariant this message reports broken. */
    public Reason reason() {
        return reason;
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }
}
