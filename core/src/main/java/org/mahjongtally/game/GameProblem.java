package org.mahjongtally.game;

import static org.mahjongtally.Parameter.message;
import static org.mahjongtally.Parameter.messages;
import static org.mahjongtally.Parameter.number;
import static org.mahjongtally.Parameter.of;
import static org.mahjongtally.Parameter.text;

import java.util.List;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * Every message of a {@link GameException}, one constant per message. Parameters: {@code hand}
 * the number of a hand, {@code player} and {@code winner} players' names, {@code players} a list
 * of names (see {@link #players}), {@code holders} a list of {@link #HOLDER} messages, {@code detail} a nested message, {@code said}
 * the wind a hand's notation gives, {@code seat} and {@code prevailing} the game's winds,
 * {@code tile} a tile, {@code count} and {@code rounds} numbers. The words are in
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
    /** The winner's tiles that do not win under the ruleset; {@code reason} is the scorer's. */
    NOT_A_WINNING_HAND(text("player"), text("ruleset"), text("reason")),
    /** A tile {@code count} times across the table, more than there are (four, or one of a bonus tile). */
    TILE_TOO_OFTEN(of("tile", Tile.class), number("count"), messages("holders")),
    /** A player holding {@code count} of a tile, as an item of {@code holders}. */
    HOLDER(text("player"), number("count"));

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
