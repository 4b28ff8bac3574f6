/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.game.GameProblem;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/** Game and hand record problems in English. */
final class GameEnglish extends Phrasebook<GameProblem> {

    GameEnglish() {
        super(GameProblem.class, Language.ENGLISH);
    }

    @Override
    public String text(GameProblem key, Args a) {
        return switch (key) {
            case IN_HAND -> "hand " + a.number("hand") + ": " + a.message("detail");
            case IN_PLAYERS_TILES -> "hand " + a.number("hand") + ", " + a.text("player")
                    + "'s tiles: " + a.message("detail");
            case GAME_OVER -> "the game is over (" + a.number("rounds") + (a.number("rounds") == 1 ? " round" : " rounds")
                    + " played); start a new game for more hands";
            case WINNER_IS_DISCARDER -> a.text("player") + " cannot be both the winner and the discarder";
            case NO_SUCH_PLAYER -> "there is no player '" + a.text("player") + "' in this game; the players are "
                    + String.join(", ", GameArgs.names(a));
            case GIVEN_TWICE -> a.text("player") + " is given twice; give each player's score or tiles once";
            case SCORES_MISSING -> "give the score or the tiles of " + String.join(" and ", GameArgs.names(a))
                    + "; every player's score is needed to settle up";
            case SEAT_SAID -> a.text("player") + "'s tiles say seat=" + GameArgs.letter(a, "said") + ", but " + a.text("player")
                    + " sits " + EnglishNames.of(a.value("seat", Wind.class))
                    + " in this hand; leave seat= out and the game fills it in";
            case ROUND_SAID -> a.text("player") + "'s tiles say round=" + GameArgs.letter(a, "said") + ", but the prevailing wind is "
                    + EnglishNames.of(a.value("prevailing", Wind.class)) + "; leave round= out and the game fills it in";
            case WIN_IN_A_DRAW -> a.text("player") + "'s tiles say win=, but the hand is recorded as a draw; "
                    + removeWin(a);
            case WIN_OF_ANOTHER -> a.text("player") + "'s tiles say win=, but " + a.text("winner") + " went Mah-Jong; "
                    + removeWin(a);
            case WINNER_WITHOUT_WIN -> a.text("player") + " went Mah-Jong, so " + a.text("player")
                    + "'s tiles need win=TILE (the winning tile) and by= how it came, e.g. win=5d by=discard";
            case NOT_A_WINNING_HAND -> a.text("player") + "'s tiles are not a winning hand under the " + a.text("ruleset")
                    + " rules: " + a.message("reason") + "; correct the tiles or the winner";
            case TILE_TOO_OFTEN -> EnglishNames.of(a.value("tile", Tile.class)) + " appears " + a.number("count")
                    + " times across the table (" + String.join(", ", a.messages("holders")) + "), but a set has "
                    + (a.value("tile", Tile.class).isBonus() ? "only one" : "only four") + "; check those hands for a typo";
            case NOT_FOUR_PLAYERS -> "a game needs four players, first the one who starts as East,"
                    + " e.g. Ann,Bob,Cid,Dee; got " + a.number("count");
            case EMPTY_NAME -> "every player needs a name; got an empty one";
            case INVISIBLE_NAME -> "every player needs a name that can be read; got one of invisible characters only";
            case BAD_NAME -> "a player's name has 1 to " + a.number("most") + " characters"
                    + " and no control characters; got '" + a.text("player") + "'";
            case MISLEADING_NAME -> "a player's name may not hold " + a.text("character") + " (character "
                    + a.number("position") + "): a space other than the plain one, a line separator or an invisible"
                    + " character makes a name look other than it is; type it again with plain spaces only";
            case SAME_NAME -> "two players are called '" + a.text("player") + "'; give each a different name (e.g. add an initial)";
            case NO_SUCH_PLAYER_AS -> "there is no player '" + a.text("player") + "' in this game to be the "
                    + role(a.value("role", GameSetup.Role.class)) + "; the players are " + String.join(", ", GameArgs.names(a));
            case STAKE_NOT_DECIMAL -> "the stake per point must be a decimal such as \"0.01\"; got '" + a.text("stake") + "'";
            case NEGATIVE_STAKE -> "the stake per point cannot be negative, got " + a.text("stake");
            case STAKE_TOO_BIG -> "the stake per point is at most " + a.text("most") + " a point, got " + a.text("stake");
            case STAKE_TOO_PRECISE -> "the stake per point has at most " + a.number("decimals")
                    + " decimal places, such as 0.000001, got " + a.text("stake");
            case MONEY_DECIMALS -> "money is rounded to " + range(a) + " decimal places, got " + a.text("sent");
            case NO_ROUNDING -> "choose a rounding for money: half-up, half-even, up, down...";
            case UNKNOWN_ROUNDING -> "unknown rounding '" + a.text("given") + "'; write half-up, half-even, half-down, up, down,"
                    + " ceiling or floor";
            case PENALTY_AMOUNT -> "a penalty is a whole number of points from " + range(a) + ", got " + a.text("sent");
            case TOO_MANY_PENALTIES -> "a hand has " + range(a) + " penalties, got " + a.text("sent")
                    + "; add the amounts of penalties between the same players";
            case REASON_TOO_LONG -> "a penalty's reason has " + range(a) + " characters, got " + a.text("sent")
                    + "; say why in a few words";
            case TOO_MANY_PAYERS -> "a penalty is paid by " + range(a) + " players, got " + a.text("sent")
                    + "; name each payer once";
            case TOO_MANY_PAYEES -> "a penalty is paid to " + range(a) + " players, got " + a.text("sent")
                    + "; name each payee once";
            case TILES_TOO_LONG -> "a player's tiles are written in " + range(a) + " characters, got " + a.text("sent")
                    + "; write each set once, with single spaces, e.g. \"[RRR] 123b 55d\"";
            case TOO_MANY_HANDS -> "a game has " + range(a) + " hands, got " + a.text("sent")
                    + "; start a new game for the next hands";
            case PENALTY_WITHOUT_SIDES -> "a penalty needs at least one payer and one payee";
            case PENALTY_TO_ONESELF -> a.text("player") + " cannot pay a penalty to himself";
            case SCORE_OUT_OF_RANGE -> "a typed score is a whole number of points from " + range(a)
                    + ", got " + a.text("sent");
            case NO_TILES_GIVEN -> "a hand given as tiles needs its tiles, e.g. \"[RRR] 123b 55d ...\"";
            case DRAW_WITH_DISCARDER -> "a draw has no discarder; name the winner, or leave the discarder out";
            case DISCARDER_OF_SELF_DRAWN_TILE -> a.text("winner") + "'s tiles say by=" + Notations.method(a)
                    + ", a winning tile nobody discarded, but " + a.text("player") + " is named as the discarder;"
                    + " remove the discarder, or say by=discard if " + a.text("winner") + " went out on "
                    + a.text("player") + "'s discard";
            case SCORE_AND_TILES -> a.text("player") + " is given both a score and tiles; give one of them";
            case ROUNDS_OUT_OF_RANGE -> "a game has " + range(a) + " rounds (4 is East to North), got " + a.text("sent");
            case STARTING_TALLIES_OUT_OF_RANGE -> "the starting tallies must be " + range(a) + " points, got "
                    + a.text("sent");
            case HOLDER -> a.text("player") + " has " + a.number("count");
        };
    }

    /** A bound's range: {@code 1 to 16}. */
    private static String range(Args a) {
        return GameArgs.grouped(a, "least", ",") + " to " + most(a);
    }

    private static String most(Args a) {
        return GameArgs.grouped(a, "most", ",");
    }

    private static String removeWin(Args a) {
        return "remove win= from " + a.text("player") + "'s hand or change the winner";
    }

    private static String role(GameSetup.Role role) {
        return switch (role) {
            case WINNER -> "winner";
            case DISCARDER -> "discarder";
            case PAYER -> "payer of a penalty";
            case PAYEE -> "payee of a penalty";
        };
    }
}
