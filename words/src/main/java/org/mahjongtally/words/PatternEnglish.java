/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.scoring.pattern.PatternProblem;

/** Mistakes in a special hand's pattern, in English: the words of docs/special-hands.md, "Errors". */
final class PatternEnglish extends Phrasebook<PatternProblem> {

    static final String KINDS = "groups are single, pair, pung, kong, chow, set, knitted pair, knitted triple";
    static final String TILES = "tiles are written as in the notation (5d, 123b, R, ESWN), with a suit x, y, z or a number n,"
            + " m, k as a variable, or as a class: any, suited, simple, terminal, major, honour, wind, dragon, own-wind,"
            + " round-wind";

    PatternEnglish() {
        super(PatternProblem.class, Language.ENGLISH);
    }

    @Override
    public String text(PatternProblem key, Args a) {
        if (key == PatternProblem.AT) {
            return "line " + a.number("line") + ", column " + a.number("column") + ": " + a.message("problem");
        }
        return problem(key, a) + "; " + hint(key, a);
    }

    private static String nearest(Args a, String otherwise) {
        return a.text("nearest").isEmpty() ? otherwise : "did you mean '" + a.text("nearest") + "'?";
    }

    private static String problem(PatternProblem key, Args a) {
        return switch (key) {
            case AT -> throw new IllegalArgumentException("AT has no problem of its own");
            case TOO_LONG -> "the pattern is longer than " + a.number("max") + " characters";
            case EMPTY_PATTERN -> "the pattern is empty";
            case UNKNOWN_WORD -> "unknown word '" + a.text("word") + "'";
            case TILES_WITHOUT_GROUP -> "'" + a.text("text") + "' does not say what the tiles make";
            case UNEXPECTED_CHARACTER -> "unexpected character " + a.quoted("char");
            case ZERO_RANK -> "there is no tile 0";
            case UNKNOWN_SUIT -> "unknown suit " + a.quoted("char");
            case NUMBER_WITHOUT_SUIT -> "'" + a.text("text") + "' has no suit";
            case SMALL_HONOUR -> "unknown tile letter " + a.quoted("char");
            case BAD_OFFSET -> "bad offset '" + a.text("text") + "'";
            case UNCLOSED_PARENTHESIS -> "'(' is not closed on its line";
            case BONUS_TILE_OUT_OF_PLACE -> "the bonus tile " + a.text("text") + " is not a tile of a group";
            case TILE_EXPECTED -> a.text("found").isEmpty() ? "a tile is missing here" : "'" + a.text("found") + "' is not a tile";
            case KIND_EXPECTED -> a.text("found").isEmpty() ? "the kind of group is missing"
                    : "'" + a.text("found") + "' is not a kind of group";
            case KNITTED_WHAT -> a.text("found").isEmpty() ? "'knitted' needs 'pair' or 'triple' after it"
                    : "'knitted " + a.text("found") + "' is no group";
            case ONE_TILE_FOR_SINGULAR -> "'" + a.text("kind") + "' takes one tile, not " + a.number("count");
            case CHOW_BY_LOWEST -> "'chow " + a.text("text") + "' names three chows";
            case HOW_MANY -> "how many " + a.text("kind") + "?";
            case COUNT_WITH_SEVERAL -> "the count " + a.number("count") + " stands before several tiles";
            case COUNT_OUT_OF_RANGE -> "the count " + a.number("count") + " is out of range";
            case KNITTED_TAKES_NO_TILES -> "a knitted group takes no tiles, found '" + a.text("found") + "'";
            case CLASS_HAS_NO_SUIT -> "'" + a.text("word") + "' has no suit";
            case OR_JOINS_SINGLE_TILES -> "'or' in '" + a.text("text") + "' joins more than single tiles";
            case TOO_MANY_SETS -> a.number("count") + " sets, but a hand has 4";
            case IRREGULAR_TILE_COUNT -> "the groups hold " + a.number("count") + " tiles, not 14";
            case SET_IN_IRREGULAR -> "'set' in a hand of singles, knitted groups or pairs";
            case EXPOSED_IN_IRREGULAR -> "an exposed group in a hand of singles, knitted groups or pairs";
            case PART_TWICE -> "'" + a.text("word") + "' is given twice";
            case WINNING_TWICE -> "two groups hold the winning tile";
            case MODIFIERS_CLASH -> "'" + a.text("word") + "' clashes with a word before it";
            case UNKNOWN_METHOD -> a.text("value").isEmpty() ? "the way of winning is missing"
                    : "unknown way of winning '" + a.text("value") + "'";
            case WIN_NEEDS_BY_OR_WITH -> "'win' says neither how nor with what";
            case WIND_EXPECTED -> a.text("found").isEmpty() ? "a wind is missing" : "'" + a.text("found") + "' is not a wind";
            case BONUS_EXPECTED -> a.text("found").isEmpty() ? "a bonus tile is missing"
                    : "'" + a.text("found") + "' is not a bonus tile";
            case UNEXPECTED_WORD -> "unexpected '" + a.text("word") + "'";
        };
    }

    private static String hint(PatternProblem key, Args a) {
        return switch (key) {
            case AT -> throw new IllegalArgumentException("AT has no hint of its own");
            case TOO_LONG -> "a special hand fits in a few lines";
            case EMPTY_PATTERN -> "write the groups and conditions, like: pungs R G P";
            case UNKNOWN_WORD -> nearest(a, "a part starts with a group (" + KINDS + ") or a condition (concealed, only,"
                    + " holds, no, win, seat, round, bonus, or a flag such as twofold-fortune)");
            case TILES_WITHOUT_GROUP -> "say what they make first, like: pung R, pair 5d, singles 19b";
            case UNEXPECTED_CHARACTER -> "separate parts with new lines, ';' or ','; " + TILES;
            case ZERO_RANK -> "numbers are 1 to 9";
            case UNKNOWN_SUIT -> "suits are b, c, d, or a variable x, y, z";
            case NUMBER_WITHOUT_SUIT -> "write a suit after the number, like " + a.text("text") + "x or " + a.text("text")
                    + "b; the North wind is N";
            case SMALL_HONOUR -> "honours are capitals: E S W N (winds), R G P (dragons)";
            case BAD_OFFSET -> "write an offset like (n+1) or (n-2), from 1 to 8";
            case UNCLOSED_PARENTHESIS -> "close it, like (n+1)x";
            case BONUS_TILE_OUT_OF_PLACE -> "bonus tiles are asked for with 'bonus', like: bonus " + a.text("text");
            case TILE_EXPECTED -> TILES;
            case KIND_EXPECTED -> KINDS + ", like: 4 pungs honour";
            case KNITTED_WHAT -> "write 'knitted pair' (one number in two suits) or 'knitted triple' (in three)";
            case ONE_TILE_FOR_SINGULAR -> "for several, write the plural, like: pungs 1x 9x";
            case CHOW_BY_LOWEST -> "a chow is named by its lowest tile: chow 1b is 1b 2b 3b";
            case HOW_MANY -> "write a count, like 4 " + a.text("kind") + ", or the tiles, like " + a.text("kind") + " R G P";
            case COUNT_WITH_SEVERAL -> "a count repeats one tile, like 2 pungs R; to list tiles, leave the count out";
            case COUNT_OUT_OF_RANGE -> "a count is 1 to 14 (bonus tiles: 1 to 8)";
            case KNITTED_TAKES_NO_TILES -> "a knitted pair is any number in two suits: write just 'knitted pair'";
            case CLASS_HAS_NO_SUIT -> "only any, suited, simple, terminal and major take a suit after them";
            case OR_JOINS_SINGLE_TILES -> "write each choice as one tile, like: pair 2x or 5x or 8x";
            case TOO_MANY_SETS -> "four sets and a pair make a hand";
            case IRREGULAR_TILE_COUNT -> "a hand of singles, knitted groups or several pairs is 14 tiles";
            case SET_IN_IRREGULAR -> "write pung, chow or kong there";
            case EXPOSED_IN_IRREGULAR -> "such a hand is all concealed; leave out 'exposed'";
            case PART_TWICE -> "write it once";
            case WINNING_TWICE -> "mark one group 'winning'";
            case MODIFIERS_CLASH -> "a group is concealed or exposed, and 'winning' once";
            case UNKNOWN_METHOD -> nearest(a, "ways are wall, discard, loose, last-wall, last-discard, robbed, deal,"
                    + " first-discard, self-drawn, claimed");
            case WIN_NEEDS_BY_OR_WITH -> "write like: win by loose with 5d";
            case WIND_EXPECTED -> "winds are E S W N, joined by 'or', like: seat S or W";
            case BONUS_EXPECTED -> "write f1-f4, s1-s4, flowers, seasons, own-flower or own-season, like: bonus 4 flowers";
            case UNEXPECTED_WORD -> "end the part here, or start a new line";
        };
    }
}
