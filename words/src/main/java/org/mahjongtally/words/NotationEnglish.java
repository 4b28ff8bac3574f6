/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.hand.Flag;
import org.mahjongtally.hand.NotationProblem;
import org.mahjongtally.tile.Suit;

/** Notation errors in English: the words of docs/notation.md. */
final class NotationEnglish extends ProblemAndHint<NotationProblem> {

    static final String TILES = "tiles are 1b-9b, 1c-9c, 1d-9d, E S W N (winds), R G P (dragons), f1-f4, s1-s4";
    static final String KEYS = "keys are seat=, round=, win=, by=";
    static final String SETS = "an exposed set is written like [RRR], a concealed kong like {5555d}";
    static final String ONE_SET = "write one set, like 123b, [RRR] or {5555d}";
    static final String BONUS_ON_THEIR_OWN = "bonus tiles are written on their own, like f1 s3";
    static final String WINNING_TILE_IS_PLAYING = "the winning tile is a playing tile, like win=5d or win=R";
    static final String BY_NEEDS_WIN = "by= says how the winning tile came; add win= with the winning tile, or leave out by=";

    NotationEnglish() {
        super(NotationProblem.class, Language.ENGLISH);
    }

    @Override
    protected String problem(NotationProblem key, Args a) {
        return switch (key) {
            case ZERO_RANK -> "there is no tile 0";
            case NOT_A_GAME_TILE -> a.quoted("char") + " is not a tile of this game";
            case SUIT_WITHOUT_RANKS -> "suit letter '" + a.value("suit", Suit.class).letter() + "' without ranks";
            case BONUS_LETTER_AS_SUIT, CAPITAL_SUIT, UNKNOWN_SUIT -> "unknown suit " + a.quoted("char");
            case BONUS_WITHOUT_NUMBER -> a.quoted("char") + " is not followed by a number 1-4";
            case SMALL_HONOUR, UNKNOWN_TILE_LETTER -> "unknown tile letter " + a.quoted("char");
            case UNEXPECTED_CHARACTER -> "unexpected character " + a.quoted("char");
            case DIGITS_WITHOUT_SUIT -> "digits '" + a.text("digits") + "' without a suit letter";
            case EMPTY_HAND, EMPTY_SET -> "empty input";
            case BY_WITHOUT_WIN -> "by= needs win=";
            case CLOSER_WITHOUT_OPENER -> a.quoted("char") + " without an opening "
                    + Notations.quotedOpener(a.codePoint("char"));
            case OPENER_INSIDE_SET -> a.quoted("char") + " inside a set";
            case UNCLOSED -> "unclosed " + a.quoted("char");
            case WRONG_CLOSER -> a.quoted("opener") + " closed by " + a.quoted("closer");
            case BONUS_IN_BRACKETS -> "bonus tile " + a.tile("tile") + " inside brackets";
            case NOT_A_CONCEALED_KONG -> a.text("text") + " is not a kong of four equal tiles";
            case NOT_AN_EXPOSED_SET -> a.text("text") + " is not a chow, pung or kong";
            case UNKNOWN_KEY -> "unknown key '" + a.text("key") + "='";
            case KEY_TWICE -> "key '" + a.text("key") + "=' given twice";
            case BAD_METHOD -> "bad value '" + a.text("value") + "' for by=";
            case BAD_WIND -> "bad value '" + a.text("value") + "' for " + a.text("key") + "=";
            case WIN_TILE_COUNT -> "win= takes one tile, found " + a.number("count");
            case BONUS_WIN_TILE -> "the bonus tile " + a.tile("tile") + " cannot be the winning tile";
            case KEY_WITHOUT_VALUE, UNKNOWN_WORD -> "unknown word '" + a.text("word") + "'";
            case FLAG_TWICE -> "flag '" + a.text("word") + "' given twice";
            case NOT_A_SET -> a.text("text") + " is not a chow, pung, kong or pair";
            case MORE_THAN_ONE_SET -> "more than one set";
        };
    }

    @Override
    protected String hint(NotationProblem key, Args a) {
        return switch (key) {
            case ZERO_RANK -> "ranks are 1-9";
            case NOT_A_GAME_TILE -> "jokers and tile backs are not used";
            case SUIT_WITHOUT_RANKS -> "write the ranks before the suit letter, like 123"
                    + a.value("suit", Suit.class).letter();
            case BONUS_LETTER_AS_SUIT -> "suits are b, c, d; "
                    + (a.codePoint("char") == 's' ? "seasons are s1-s4" : "flowers are f1-f4");
            case BONUS_WITHOUT_NUMBER -> "flowers are f1-f4, seasons are s1-s4"
                    + (a.codePoint("char") == 's' ? "; the South wind is S" : "");
            case CAPITAL_SUIT -> "suits are b, c, d, in small letters";
            case UNKNOWN_SUIT -> "suits are b, c, d";
            case SMALL_HONOUR -> "honours are capitals: E S W N (winds), R G P (dragons)";
            case UNKNOWN_TILE_LETTER -> TILES;
            case UNEXPECTED_CHARACTER -> "separate items with spaces; " + TILES;
            case DIGITS_WITHOUT_SUIT -> "write a suit letter b, c or d after the ranks, like " + a.text("digits") + "b";
            case EMPTY_HAND -> "write the tiles, like 123b 456b 789b 55d [RRR] win=5d";
            case BY_WITHOUT_WIN -> BY_NEEDS_WIN;
            case CLOSER_WITHOUT_OPENER, WRONG_CLOSER -> SETS;
            case OPENER_INSIDE_SET -> "close each set before opening the next, like [RRR] [555d]";
            case UNCLOSED -> "close the set with '" + Notations.closer(a.codePoint("char"))
                    + "' and write it without spaces, like " + Notations.example(a.codePoint("char"));
            case BONUS_IN_BRACKETS -> BONUS_ON_THEIR_OWN;
            case NOT_A_CONCEALED_KONG -> "braces hold a concealed kong, like {5555d} or {RRRR}";
            case NOT_AN_EXPOSED_SET ->
                "brackets hold an exposed set: a chow like [123b], a pung like [555d] or a kong like [9999b]";
            case UNKNOWN_KEY -> KEYS;
            case KEY_TWICE -> "give each key once";
            case BAD_METHOD -> "by= takes " + Notations.methods("or");
            case BAD_WIND -> a.text("key") + "= takes E, S, W or N";
            case WIN_TILE_COUNT -> "name the winning tile, like win=5d or win=R";
            case BONUS_WIN_TILE -> WINNING_TILE_IS_PLAYING;
            case KEY_WITHOUT_VALUE -> "write the key with its value, like " + Notations.keyExample(a.text("word"));
            case UNKNOWN_WORD -> "flags are " + Flag.codes() + "; " + KEYS;
            case FLAG_TWICE -> "give each flag once";
            case EMPTY_SET, MORE_THAN_ONE_SET -> ONE_SET;
            case NOT_A_SET -> "write one set, like 123b, 555d, RR, [RRR] or {5555d}";
        };
    }
}
