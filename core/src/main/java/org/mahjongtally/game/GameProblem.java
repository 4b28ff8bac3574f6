/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import static org.mahjongtally.Parameter.message;
import static org.mahjongtally.Parameter.messages;
import static org.mahjongtally.Parameter.number;
import static org.mahjongtally.Parameter.of;
import static org.mahjongtally.Parameter.text;

import java.util.List;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * Every message of a {@link GameException}, one constant per message. Parameters: {@code hand}
 * the number of a hand, {@code player} and {@code winner} players' names, {@code players} a list
 * of names (see {@link #players}), {@code holders} a list of {@link #HOLDER} messages, {@code detail} a nested message, {@code said}
 * the wind a hand's notation gives, {@code seat} and {@code prevailing} the game's winds,
 * {@code tile} a tile, {@code method} a way of winning, {@code count} and {@code rounds} numbers; a {@link Bound}'s refusal has
 * {@code least}, {@code most} and {@code sent}. The words are in
 * the {@code words} module.
 */
public enum GameProblem implements MessageKey {
    /** The {@code detail} found in hand {@code hand}. */
    IN_HAND(number("hand"), message("detail")),
    /** The {@code detail} found in the tiles of {@code player} in hand {@code hand}. */
    IN_PLAYERS_TILES(number("hand"), text("player"), message("detail")),
    /** A hand after the last of the game's {@code rounds}. */
    GAME_OVER(number("rounds")),
    /** The winner named as the discarder too. */
    WINNER_IS_DISCARDER(text("player")),
    /** An entry for a name that is not one of the game's {@code players}. */
    NO_SUCH_PLAYER(text("player"), text("players")),
    /** Two entries for one player. */
    GIVEN_TWICE(text("player")),
    /** A win without the entries of these {@code players}. */
    SCORES_MISSING(text("players")),
    /** Tiles that say a seat other than the one the player sits in. */
    SEAT_SAID(text("player"), of("said", Wind.class), of("seat", Wind.class)),
    /** Tiles that say a prevailing wind other than the game's. */
    ROUND_SAID(text("player"), of("said", Wind.class), of("prevailing", Wind.class)),
    /** Tiles that say win= in a hand recorded as a draw. */
    WIN_IN_A_DRAW(text("player")),
    /** Tiles that say win= of a player who is not the {@code winner}. */
    WIN_OF_ANOTHER(text("player"), text("winner")),
    /** The winner's tiles without win=. */
    WINNER_WITHOUT_WIN(text("player")),
    /** The winner's tiles that do not win under the ruleset; {@code reason} is the scorer's message. */
    NOT_A_WINNING_HAND(text("player"), text("ruleset"), message("reason")),
    /** A tile {@code count} times across the table, more than there are (four, or one of a bonus tile). */
    TILE_TOO_OFTEN(of("tile", Tile.class), number("count"), messages("holders")),
    /** A player holding {@code count} of a tile, as an item of {@code holders}. */
    HOLDER(text("player"), number("count")),
    /** Other than four players; {@code count} is how many. */
    NOT_FOUR_PLAYERS(number("count")),
    /** A player without a name. */
    EMPTY_NAME(),
    /** A name of nothing but invisible characters (zero-width spaces, a byte order mark...). */
    INVISIBLE_NAME(),
    /** A name too long or with control characters; {@code most} is the longest allowed. */
    BAD_NAME(number("most"), text("player")),
    /**
     * A name entering now with a character inside it that makes it look other than it is
     * ({@link PlayerNames#misleading}): the character as {@code U+00A0}, and its place in the
     * name, from 1.
     */
    MISLEADING_NAME(text("character"), number("position")),
    /** Two players with one name (case aside). */
    SAME_NAME(text("player")),
    /** A {@code role} given to a name that is not one of the game's {@code players}. */
    NO_SUCH_PLAYER_AS(text("player"), of("role", GameSetup.Role.class), text("players")),
    /** A stake per point that is not a decimal ({@code stake}, as written). */
    STAKE_NOT_DECIMAL(text("stake")),
    /** A negative stake per point ({@code stake}, as written). */
    NEGATIVE_STAKE(text("stake")),
    /** A stake per point above {@code most}. */
    STAKE_TOO_BIG(text("most"), text("stake")),
    /** A stake per point with more than {@code decimals} decimal places. */
    STAKE_TOO_PRECISE(number("decimals"), text("stake")),
    /** Money rounded to a number of decimals outside {@code least} to {@code most} ({@code sent}). */
    MONEY_DECIMALS(number("least"), number("most"), text("sent")),
    /** No rounding chosen for money. */
    NO_ROUNDING(),
    /** A rounding by an unknown name ({@code given}). */
    UNKNOWN_ROUNDING(text("given")),
    /** A penalty amount ({@code sent}) outside {@code least} to {@code most}. */
    PENALTY_AMOUNT(number("least"), number("most"), text("sent")),
    /** More penalties in one hand ({@code sent}) than {@code most}. */
    TOO_MANY_PENALTIES(number("least"), number("most"), text("sent")),
    /** A penalty's reason of {@code sent} characters, more than {@code most}. */
    REASON_TOO_LONG(number("least"), number("most"), text("sent")),
    /** A penalty paid by {@code sent} players, more than {@code most}. */
    TOO_MANY_PAYERS(number("least"), number("most"), text("sent")),
    /** A penalty paid to {@code sent} players, more than {@code most}. */
    TOO_MANY_PAYEES(number("least"), number("most"), text("sent")),
    /** A player's tiles written in {@code sent} characters, more than {@code most}. */
    TILES_TOO_LONG(number("least"), number("most"), text("sent")),
    /** A game of {@code sent} hands, more than {@code most}. */
    TOO_MANY_HANDS(number("least"), number("most"), text("sent")),
    /** A penalty without payers or payees. */
    PENALTY_WITHOUT_SIDES(),
    /** A player paying a penalty to himself. */
    PENALTY_TO_ONESELF(text("player")),
    /** A typed score ({@code sent}) outside {@code least} to {@code most}. */
    SCORE_OUT_OF_RANGE(number("least"), number("most"), text("sent")),
    /** A hand given as tiles with no tiles. */
    NO_TILES_GIVEN(),
    /** A draw with a discarder. */
    DRAW_WITH_DISCARDER(),
    /**
     * A discarder ({@code player}) named for a win whose tiles say the winning tile was
     * self-drawn: the {@code winner}'s {@code method} is {@code wall}, {@code loose},
     * {@code last-wall} or {@code deal}, and nobody discarded that tile.
     */
    DISCARDER_OF_SELF_DRAWN_TILE(text("player"), text("winner"), of("method", WinMethod.class)),
    /** A player given both a score and tiles. */
    SCORE_AND_TILES(text("player")),
    /** A number of rounds ({@code sent}) outside {@code least} to {@code most}. */
    ROUNDS_OUT_OF_RANGE(number("least"), number("most"), text("sent")),
    /** Starting tallies ({@code sent}) outside {@code least} to {@code most}. */
    STARTING_TALLIES_OUT_OF_RANGE(number("least"), number("most"), text("sent"));

    private final List<Parameter> parameters;

    GameProblem(Parameter... parameters) {
        this.parameters = List.of(parameters);
    }

    /** Between two names in a {@code players} parameter: a line feed, which no name holds. */
    public static final String NAME_SEPARATOR = "\n";

    /**
     * The names as a {@code players} parameter: joined by {@link #NAME_SEPARATOR}, for each
     * language to list them its own way ({@link GameSetup} refuses control characters in names).
     */
    static String players(List<String> names) {
        return String.join(NAME_SEPARATOR, names);
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }
}
