/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.Optional;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.scoring.Alternative;
import org.mahjongtally.scoring.Award;
import org.mahjongtally.scoring.NotAWinningHand;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.words.ScoringNames;

/** A score sheet as a person reads it: the hand in words, the reading, every line, the total. */
final class ScoreText {

    private ScoreText() {
    }

    static String render(ScoreResult result, String rulesetName) {
        StringBuilder out = new StringBuilder();
        Hand hand = result.hand();
        line(out, "Hand:        " + hand);
        line(out, "In words:    " + HandInWords.describe(hand));
        line(out, "Rules:       " + result.rulesetId() + " (" + rulesetName + ")");
        if (result instanceof NotAWinningHand not) {
            line(out, "");
            line(out, "Not a winning hand: " + ExitCodes.say(not.reason()) + ".");
            line(out, "Total: 0");
            return out.toString();
        }
        ScoreSheet sheet = (ScoreSheet) result;
        String reading = sheet.arrangement().notation();
        line(out, "Reading:     " + (reading.isEmpty() ? "no playing tiles, only bonus tiles" : reading)
                + (sheet.winner() ? "" : "   (a loser scores only his complete sets, scoring pairs and bonus tiles)"));
        line(out, "");
        for (Award a : sheet.lines()) {
            String value = a.doubles() > 0 && a.points() == 0
                    ? a.doubles() + (a.doubles() == 1 ? " double" : " doubles")
                    : a.points() + " points" + (a.doubles() > 0 ? ", " + a.doubles() + " doubles" : "");
            line(out, String.format("  %-44s %-12s %s", ScoringNames.of(a, ExitCodes.ENGLISH), a.sets(), value).stripTrailing());
        }
        if (sheet.lines().isEmpty()) {
            line(out, "  nothing scores");
        }
        line(out, "");
        Optional<String> limitHand = ScoringNames.limitHand(sheet, ExitCodes.ENGLISH);
        if (limitHand.isPresent()) {
            line(out, "Special hand: " + limitHand.get() + ", worth " + sheet.points()
                    + (sheet.limited() ? ", capped at the limit" : ""));
        } else {
            line(out, "Points " + sheet.points() + " × 2^" + sheet.doubles() + " = "
                    + Long.toString(sheet.points() << Math.min(sheet.doubles(), 40))
                    + (sheet.limited() ? ", capped at the limit" : ""));
        }
        line(out, "Total: " + sheet.total());
        if (!sheet.runnersUp().isEmpty()) {
            line(out, "");
            line(out, "Other readings:");
            for (Alternative alt : sheet.runnersUp()) {
                line(out, "  " + alt.arrangement() + "  = " + alt.total()
                        + ScoringNames.limitHand(alt, ExitCodes.ENGLISH).map(n -> " (" + n + ")").orElse(""));
            }
        }
        return out.toString();
    }

    private static void line(StringBuilder out, String text) {
        out.append(text).append(System.lineSeparator());
    }
}
