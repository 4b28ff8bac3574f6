/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.hand.HandProblem;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.tile.Wind;

/** Invalid hands in English. */
final class HandEnglish extends ProblemAndHint<HandProblem> {

    HandEnglish() {
        super(HandProblem.class, Language.ENGLISH);
    }

    @Override
    protected String problem(HandProblem key, Args a) {
        return switch (key) {
            case NO_CHOW_AT -> "no chow starts at " + a.tile("tile");
            case BONUS_TILE_IN_SET -> "a " + kind(a) + " cannot hold the bonus tile " + a.tile("tile");
            case BONUS_WINNING_TILE -> "the bonus tile " + a.tile("tile") + " cannot be the winning tile";
            case BONUS_TILE_CONCEALED -> "the bonus tile " + a.tile("tile") + " is among the concealed tiles";
            case NOT_A_BONUS_TILE -> a.tile("tile") + " is not a bonus tile";
            case BONUS_TILE_TWICE -> "the bonus tile " + a.tile("tile") + " is given twice";
            case PAIR_DECLARED -> "the pair " + a.text("set") + " is among the declared sets";
            case CONCEALED_SET_NOT_KONG -> "the concealed " + kind(a) + " " + a.text("set") + " is among the declared sets";
            case FIFTH_COPY -> "a fifth " + a.tile("tile") + " (" + a.number("count") + " in the hand)";
            case METHOD_WITHOUT_WIN -> "by=" + Notations.method(a) + " needs win=";
            case DRAWN_TILE_IN_EXPOSED_SET -> "the winning tile " + a.tile("tile") + " was drawn (by=" + Notations.method(a)
                    + ") but is only in an exposed set, and an exposed set was made before the winning tile came";
            case WINNING_TILE_IN_CONCEALED_KONG -> "the winning tile " + a.tile("tile") + " is only in a concealed kong";
            case WINNING_TILE_NOT_IN_HAND -> "the winning tile " + a.tile("tile") + " is not in the hand";
            case ROBBED_TILE_HELD -> "the hand holds " + a.number("count") + " of " + a.tile("tile")
                    + ", but a tile robbed from a kong is the fourth of that kong and the other three are in it";
            case LOOSE_TILE_WITHOUT_KONG -> "by=loose says the winning tile was a loose tile, but the hand has no kong"
                    + " and no flower or season, after which a loose tile is drawn";
            case DEAL_NOT_EAST -> "by=deal says East went out with his dealt tiles, but this player sits "
                    + Winds.name(a.value("seat", Wind.class), Language.ENGLISH);
            case FIRST_DISCARD_BY_EAST -> "by=first-discard says the winning tile was East's first discard, but this"
                    + " player is East, and nobody claims his own discard";
            case EAST_STREAK_NOT_EAST -> "east-streak is East's run of wins, but this player sits "
                    + Winds.name(a.value("seat", Wind.class), Language.ENGLISH);
            case WINNING_HAND_SIZE -> "a winning hand has " + a.number("expected") + " tiles, found " + a.number("count")
                    + " (a kong counts as 3)";
            case NO_TILES -> "found no tiles; a hand without win= has up to " + a.number("limit")
                    + " playing tiles and any bonus tiles";
            case LOSING_HAND_TOO_BIG -> "a hand without win= has at most " + a.number("limit") + " tiles, found "
                    + a.number("count") + " (a kong counts as 3)";
            case ALREADY_WON -> "this hand has already gone out (win=)";
            case CALLING_HAND_SIZE -> "a calling hand has " + a.number("expected") + " tiles (a kong counts as 3);"
                    + " this one has " + a.number("count");
        };
    }

    @Override
    protected String hint(HandProblem key, Args a) {
        return switch (key) {
            case NO_CHOW_AT -> "a chow is three suited tiles in a row starting at rank 1 to 7, like 123b or 789d";
            case BONUS_TILE_IN_SET -> NotationEnglish.BONUS_ON_THEIR_OWN;
            case BONUS_WINNING_TILE -> NotationEnglish.WINNING_TILE_IS_PLAYING;
            case BONUS_TILE_CONCEALED -> "bonus tiles are listed on their own, like f1 s3";
            case NOT_A_BONUS_TILE -> "bonus tiles are f1-f4 and s1-s4";
            case BONUS_TILE_TWICE -> "there is only one of each flower and season";
            case PAIR_DECLARED -> "only chows, pungs and kongs are declared; write the pair among the concealed tiles";
            case CONCEALED_SET_NOT_KONG -> "only a kong is declared concealed; write other concealed tiles undeclared";
            case FIFTH_COPY -> "there are only four of each tile";
            case METHOD_WITHOUT_WIN -> NotationEnglish.BY_NEEDS_WIN;
            case DRAWN_TILE_IN_EXPOSED_SET -> "write the set the drawn tile completed among the concealed tiles, without"
                    + " brackets, or give by=discard if the tile was claimed";
            case WINNING_TILE_IN_CONCEALED_KONG -> "a concealed kong is made of drawn tiles; the winning tile is a"
                    + " concealed tile or in an exposed set";
            case WINNING_TILE_NOT_IN_HAND -> "win= names a concealed tile or a tile of an exposed set";
            case ROBBED_TILE_HELD -> "with by=robbed the winning tile completes a chow; check the tiles or by=";
            case LOOSE_TILE_WITHOUT_KONG -> "write the kong as [5555c] or {5555c}, or give the way the tile really came,"
                    + " such as by=wall";
            case DEAL_NOT_EAST -> "give the way the winning tile really came, such as by=wall or by=first-discard"
                    + " (East's first discard), or seat=E if this player is East";
            case FIRST_DISCARD_BY_EAST -> "give by=deal if East went out with his dealt tiles, or the winner's own seat,"
                    + " such as seat=S";
            case EAST_STREAK_NOT_EAST -> "remove east-streak, or give seat=E if this player is East";
            case WINNING_HAND_SIZE -> "four sets and a pair make " + a.number("expected")
                    + "; leave out win= if this player did not go Mah-Jong";
            case NO_TILES -> "write the player's tiles, like 123b 55d [RRR] f1, or only his bonus tiles, like f1 s3";
            case LOSING_HAND_TOO_BIG -> "if this player went Mah-Jong, add win= with the winning tile";
            case ALREADY_WON -> "leave out win= and by= to see what a calling hand of " + a.number("expected")
                    + " tiles is waiting for";
            case CALLING_HAND_SIZE -> "write the " + a.number("expected") + " tiles held before the winning tile arrives";
        };
    }

    private static String kind(Args a) {
        return switch (a.value("kind", Meld.Kind.class)) {
            case CHOW -> "chow";
            case PUNG -> "pung";
            case KONG -> "kong";
            case PAIR -> "pair";
        };
    }
}
