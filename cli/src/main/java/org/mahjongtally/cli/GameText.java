/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.List;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.PlayedHand;
import org.mahjongtally.game.Stakes;
import org.mahjongtally.tile.Wind;
import org.mahjongtally.words.EnglishNames;

/** Phrases the game commands share: the rules line, where the game stands, signed numbers. */
final class GameText {

    private GameText() {
    }

    /** "+448", "-24", "0". */
    static String signed(long n) {
        return n > 0 ? "+" + n : Long.toString(n);
    }

    /** "East round". */
    static String round(Wind prevailing) {
        return EnglishNames.of(prevailing) + " round";
    }

    /** "Rules: bmja (British ...), hash ...; 4 rounds; East keeps the deal after a draw". */
    static String rules(GameSetup setup) {
        GameOptions o = setup.options();
        String text = "Rules: " + setup.ruleset().id() + " (" + setup.ruleset().name() + "), hash "
                + setup.ruleset().hash() + "; " + o.rounds() + (o.rounds() == 1 ? " round" : " rounds") + "; "
                + (o.drawPassesDeal() ? "a draw passes the deal" : "East keeps the deal after a draw")
                + (o.seatExchange() ? "; players change places each round" : "");
        return text + "; tallies " + o.startingTallies() + " each" + stakes(o.stakes());
    }

    private static String stakes(Stakes s) {
        return s.isPlayedForMoney() ? "; " + s.perPoint().toPlainString() + " " + s.currency() + " a point" : "";
    }

    /** "Next: hand 5, East round, Bob is East." or "The game is over after 16 hands." */
    static String next(GameSheet sheet) {
        if (sheet.finished()) {
            return "The game is over after " + sheet.hands().size() + " hands.";
        }
        return "Next: hand " + (sheet.hands().size() + 1) + ", " + round(sheet.next().prevailing()) + ", "
                + sheet.nextEast() + " is East.";
    }

    /** "Ann, Bob and Cid". */
    static String and(List<String> names) {
        if (names.size() < 2) {
            return String.join("", names);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    /** The player who sat in a seat in a hand. */
    static String in(PlayedHand hand, Wind seat) {
        return GameSheet.playerIn(hand, seat);
    }
}
