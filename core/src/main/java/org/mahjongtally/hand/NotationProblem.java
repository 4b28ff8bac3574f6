/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import static org.mahjongtally.Parameter.character;
import static org.mahjongtally.Parameter.number;
import static org.mahjongtally.Parameter.of;
import static org.mahjongtally.Parameter.text;

import java.util.List;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;

/**
 * Everything that can be wrong with notation as text (docs/notation.md), one constant per
 * message: the key of a {@link NotationException}'s message. The parameters are named after
 * their types: {@code char} an {@link org.mahjongtally.InputChar}, {@code text}, {@code word},
 * {@code key} and {@code value} the user's own text, {@code digits} the digits typed, {@code tile}
 * a tile, {@code suit} a {@link org.mahjongtally.tile.Suit}, {@code count} a number. The words,
 * a problem and a hint in each language, are in the {@code words} module.
 */
public enum NotationProblem implements MessageKey {
    // single tiles (TileScanner)
    /** The digit 0. */
    ZERO_RANK,
    /** A Unicode mahjong character this game does not use (a joker, a tile back). */
    NOT_A_GAME_TILE(character("char")),
    /** A suit letter with no digits before it. */
    SUIT_WITHOUT_RANKS(of("suit", Suit.class)),
    /** {@code f} or {@code s} after digits, as if a suit. */
    BONUS_LETTER_AS_SUIT(character("char")),
    /** {@code f} or {@code s} not followed by 1-4. */
    BONUS_WITHOUT_NUMBER(character("char")),
    /** A capital B, C or D after digits. */
    CAPITAL_SUIT(character("char")),
    /** Another letter after digits. */
    UNKNOWN_SUIT(character("char")),
    /** A small e, s, w, n, r, g or p standing alone. */
    SMALL_HONOUR(character("char")),
    /** Another letter standing alone. */
    UNKNOWN_TILE_LETTER(character("char")),
    /** A character that is not a letter, a digit or a tile. */
    UNEXPECTED_CHARACTER(character("char")),
    /** Digits with no suit letter after them. */
    DIGITS_WITHOUT_SUIT(text("digits")),
    // a hand (NotationParser)
    /** Nothing but blanks and comments, for a hand. */
    EMPTY_HAND,
    /** {@code by=} without {@code win=}. */
    BY_WITHOUT_WIN,
    /** {@code ]} or <code>}</code> with nothing opened. */
    CLOSER_WITHOUT_OPENER(character("char")),
    /** {@code [} or <code>{</code> inside a set. */
    OPENER_INSIDE_SET(character("char")),
    /** {@code [} or <code>{</code> never closed. */
    UNCLOSED(character("char")),
    /** {@code [} closed by <code>}</code> or the other way round. */
    WRONG_CLOSER(character("opener"), character("closer")),
    /** A bonus tile inside brackets or braces. */
    BONUS_IN_BRACKETS(of("tile", Tile.class)),
    /** Braces around something that is not a kong; {@code text} is what was written, braces included. */
    NOT_A_CONCEALED_KONG(text("text")),
    /** Brackets around something that is not a chow, pung or kong. */
    NOT_AN_EXPOSED_SET(text("text")),
    /** A key other than seat=, round=, win=, by=. */
    UNKNOWN_KEY(text("key")),
    /** A key given twice. */
    KEY_TWICE(text("key")),
    /** by= with a value that is no way of winning. */
    BAD_METHOD(text("value")),
    /** seat= or round= with a value that is no wind. */
    BAD_WIND(text("key"), text("value")),
    /** win= with other than one tile; {@code count} is how many. */
    WIN_TILE_COUNT(number("count")),
    /** win= with a bonus tile. */
    BONUS_WIN_TILE(of("tile", Tile.class)),
    /** A key's name alone, without {@code =}. */
    KEY_WITHOUT_VALUE(text("word")),
    /** A word that is no flag. */
    UNKNOWN_WORD(text("word")),
    /** A flag given twice. */
    FLAG_TWICE(text("word")),
    // a single set (Meld.parse)
    /** Nothing, for a set. */
    EMPTY_SET,
    /** Tiles that are no set. */
    NOT_A_SET(text("text")),
    /** More than one set where one is asked for. */
    MORE_THAN_ONE_SET;

    private final List<Parameter> parameters;

    NotationProblem(Parameter... parameters) {
        this.parameters = List.of(parameters);
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }
}
