/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.settlement.SettlementProblem;
import org.mahjongtally.tile.Wind;

/** Settlement problems in English. */
final class SettlementEnglish extends Phrasebook<SettlementProblem> {

    private static final String TALLY_EXAMPLE = "Harmony=2,Man=10,Earth=100,Heaven=500";

    SettlementEnglish() {
        super(SettlementProblem.class, Language.ENGLISH);
    }

    @Override
    public String text(SettlementProblem key, Args a) {
        return switch (key) {
            case NO_TALLIES -> "a tally set needs at least one kind of tally, e.g. " + TALLY_EXAMPLE;
            case TOO_MANY_TALLIES -> "a tally set may have at most " + a.number("most") + " kinds of tally";
            case TALLY_NAMED_TWICE -> "the tally '" + a.text("name") + "' is named twice";
            case TALLY_VALUE_TWICE -> "two tallies are worth " + a.number("value") + "; give each kind its own value";
            case TALLY_NOT_A_PAIR -> "write a tally set as name=value pairs separated by commas, e.g. " + TALLY_EXAMPLE
                    + "; got '" + a.text("given") + "'";
            case TALLY_VALUE_NOT_A_NUMBER -> "the tally '" + a.text("name") + "' needs a whole number of points, got '"
                    + a.text("given") + "'";
            case BAD_TALLY_NAME -> "a tally needs a name without '=' or ',', got '" + a.text("name") + "'";
            case TALLY_NOT_POSITIVE -> "the tally '" + a.text("name") + "' must be worth a positive number of points, got "
                    + a.number("value");
            case UNKNOWN_METHOD -> "unknown payment method '" + a.text("given") + "'; write 'difference' or 'alternative'";
            case UNKNOWN_DRAW_RULE -> "unknown draw rule '" + a.text("given") + "'; write 'nothing' or 'differences'";
            case BAD_LIMIT -> "the limit must be a positive even number of points (every hand score is even), such as"
                    + " 500 or 1000, or 'none'; got " + a.number("points");
            case LIMIT_NOT_A_NUMBER -> "the limit must be 'none' or a positive even number of points, such as 500 or"
                    + " 1000; got '" + a.text("given") + "'";
            case LIMIT_OUT_OF_RANGE -> "the limit must be 'none' or a positive even number of points, such as 500 or"
                    + " 1000; got " + a.text("given");
            case NOT_TRUE_OR_FALSE -> "the option " + a.text("key") + " must be true or false; got '" + a.text("given")
                    + "'";
            case PAY_FOR_ALL_WITHOUT_DISCARDER -> "paying for all needs the discarder of the winning tile: name the"
                    + " player whose discard went out, or leave paying for all out";
            case DISCARDER_IS_WINNER -> "the discarder cannot be the winner: " + seat(a) + " went Mah-Jong, so name"
                    + " another seat as the discarder, or none if the tile came from the wall";
            case PAY_FOR_ALL_AFTER_DRAW -> "after a draw nobody pays for all: there is no winning tile; leave paying"
                    + " for all out, or name the winner and the discarder";
            case NEGATIVE_SCORE -> "the score of " + seat(a) + " must be 0 or more, got " + a.number("score");
            case SCORE_TOO_HIGH -> "the score of " + seat(a) + " (" + a.number("score")
                    + ") is more than any hand can score; the most accepted is " + a.number("most");
            case CAP_NEEDS_DIFFERENCE -> "differenceCap needs the difference method: the alternative method lists each"
                    + " loser's own score, which cannot show a capped difference; set method to difference, or turn"
                    + " differenceCap off";
            case SEAT_TWICE -> seat(a) + " is given twice in \"scores\"; give each seat once: " + a.text("example");
            case NO_SCORE_FOR -> "no score for " + seat(a) + "; give all four seats: " + a.text("example");
            case DRAW_WITH_DISCARDER -> "a draw has no discarder: nobody went out on a discard; give \"winner\", or"
                    + " leave \"discarder\" out";
            case NOT_A_SEAT -> a.text("what") + " must be a seat: E, S, W or N; got '" + a.text("given") + "'";
        };
    }

    private static String seat(Args a) {
        return Winds.name(a.value("seat", Wind.class), Language.ENGLISH);
    }
}
