/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import static org.mahjongtally.Parameter.character;
import static org.mahjongtally.Parameter.message;
import static org.mahjongtally.Parameter.number;
import static org.mahjongtally.Parameter.text;

import java.util.List;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;

/**
 * Everything that can be wrong with the text of a special hand's pattern (docs/special-hands.md),
 * one constant per message: the key of a {@link PatternException}'s message. {@link #AT} says
 * where (line and column, both from 1) and wraps one of the others. Parameters named {@code word},
 * {@code found}, {@code text}, {@code kind}, {@code value} are the user's own text (empty
 * {@code found}: the end of the part); {@code nearest} the closest known word to a typo (empty
 * when none is close); {@code char} one character typed; numbers are numbers. The words, a
 * problem and a hint in each language, are in the {@code words} module.
 */
public enum PatternProblem implements MessageKey {
    /** Where a problem is: the line and the column of the pattern's text, from 1. */
    AT(number("line"), number("column"), message("problem")),
    /** Longer than a pattern may be. */
    TOO_LONG(number("max")),
    /** Nothing but blanks and comments. */
    EMPTY_PATTERN,
    /** A word the language does not know. */
    UNKNOWN_WORD(text("word"), text("nearest")),
    /** Tiles at the start of a part, without saying what they make. */
    TILES_WITHOUT_GROUP(text("text")),
    /** A character that has no place in a pattern. */
    UNEXPECTED_CHARACTER(character("char")),
    /** The digit 0. */
    ZERO_RANK,
    /** A letter after numbers that is neither a suit nor a suit variable. */
    UNKNOWN_SUIT(character("char")),
    /** Numbers (or a number variable) without a suit after them. */
    NUMBER_WITHOUT_SUIT(text("text")),
    /** A small e, s, w, n, r, g or p alone where an honour was meant. */
    SMALL_HONOUR(character("char")),
    /** An offset that is not (n+1) to (n+8) or (n-1) to (n-8). */
    BAD_OFFSET(text("text")),
    /** An opening parenthesis never closed on its line. */
    UNCLOSED_PARENTHESIS,
    /** A flower or season outside a {@code bonus} part. */
    BONUS_TILE_OUT_OF_PLACE(text("text")),
    /** A tile was expected; {@code found} is what came instead (empty: nothing). */
    TILE_EXPECTED(text("found")),
    /** A kind of group was expected after a count or a word such as {@code concealed}. */
    KIND_EXPECTED(text("found")),
    /** {@code knitted} not followed by {@code pair} or {@code triple}. */
    KNITTED_WHAT(text("found")),
    /** A singular kind ({@code pung}) with several tiles. */
    ONE_TILE_FOR_SINGULAR(text("kind"), number("count")),
    /** {@code chow 123b}: a chow is named by its lowest tile. */
    CHOW_BY_LOWEST(text("text")),
    /** A plural kind with neither a count nor tiles. */
    HOW_MANY(text("kind")),
    /** A count before several tiles. */
    COUNT_WITH_SEVERAL(number("count")),
    /** A count that is 0 or above 14. */
    COUNT_OUT_OF_RANGE(number("count")),
    /** Knitted groups take no tiles. */
    KNITTED_TAKES_NO_TILES(text("found")),
    /** A class of tiles that has no suit, given a suit ({@code wind x}). */
    CLASS_HAS_NO_SUIT(text("word")),
    /** {@code or} next to a run of several tiles. */
    OR_JOINS_SINGLE_TILES(text("text")),
    /** More than four sets in a hand of sets. */
    TOO_MANY_SETS(number("count")),
    /** An irregular hand (singles, knitted groups, several pairs) whose groups are not 14 tiles. */
    IRREGULAR_TILE_COUNT(number("count")),
    /** {@code set} (any chow, pung or kong) in an irregular hand. */
    SET_IN_IRREGULAR,
    /** An exposed group in an irregular hand, which is all concealed. */
    EXPOSED_IN_IRREGULAR,
    /** A part given twice, such as two {@code win} parts. */
    PART_TWICE(text("word")),
    /** Two groups marked {@code winning}. */
    WINNING_TWICE,
    /** {@code concealed}, {@code exposed} or {@code winning} twice, or concealed and exposed. */
    MODIFIERS_CLASH(text("word")),
    /** A way of winning that is none of the notation's. */
    UNKNOWN_METHOD(text("value"), text("nearest")),
    /** {@code win} without {@code by} or {@code with}. */
    WIN_NEEDS_BY_OR_WITH,
    /** {@code seat} or {@code round} with something that is not a wind letter. */
    WIND_EXPECTED(text("found")),
    /** A bonus tile, {@code flowers}, {@code seasons}, {@code own-flower} or {@code own-season} expected. */
    BONUS_EXPECTED(text("found")),
    /** A word where the part should have ended. */
    UNEXPECTED_WORD(text("word"));

    private final List<Parameter> parameters;

    PatternProblem(Parameter... parameters) {
        this.parameters = List.of(parameters);
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }
}
