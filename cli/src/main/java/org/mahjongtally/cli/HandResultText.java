/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.Penalty;
import org.mahjongtally.game.PlayedHand;
import org.mahjongtally.game.PlayerResult;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.settlement.Payment;
import org.mahjongtally.words.EnglishNames;
import org.mahjongtally.words.ScoringNames;

/**
 * One hand of a game at a glance, as the table needs it right after recording it: who sat
 * where, each score, the payments by name, the balances and running totals, and who is East
 * next. With {@code full}, the whole score sheet of every hand given as tiles follows.
 */
final class HandResultText {

    private final GameSheet sheet;
    private final PlayedHand hand;
    private final StringBuilder out = new StringBuilder();

    HandResultText(GameSheet sheet, int number) {
        this.sheet = sheet;
        this.hand = sheet.hands().get(number - 1);
    }

    String render(boolean full) {
        headline();
        table();
        payments();
        penalties();
        tiles(full);
        line("");
        line(GameText.next(sheet));
        return out.toString();
    }

    /** ", Ann pays for all", ", Ann pays double" or nothing, as the hand was settled. */
    private String liability(String discarder) {
        return switch (hand.settlement().outcome().liability()) {
            case PAYS_FOR_ALL -> ", " + discarder + " pays for all";
            case PAYS_DOUBLE -> ", " + discarder + " pays double";
            case NONE -> "";
        };
    }

    private void headline() {
        String result = hand.winner().map(w -> w + " went Mah-Jong"
                + hand.record().discarder().map(d -> " on " + d + "'s discard"
                        + liability(d)).orElse(""))
                .orElse("A draw: nobody went Mah-Jong");
        line("Hand " + hand.number() + ", " + GameText.round(hand.prevailing()) + ", " + hand.eastPlayer()
                + " is East. " + result + ".");
        line("");
    }

    private void table() {
        int width = Math.max(6, sheet.setup().players().stream().mapToInt(String::length).max().orElse(6));
        line(String.format("%-" + width + "s  %-5s  %7s  %8s  %8s", "Player", "Seat", "Score", "Balance", "Total"));
        for (PlayerResult r : hand.players()) {
            String note = hand.winner().filter(r.player()::equals).isPresent() ? "Mah-Jong" : "";
            if (hand.settlement().isLimited(r.seat())) {
                note = (note + " limited to " + hand.settlement().scores().get(r.seat())).strip();
            }
            String score = hand.record().entries().keySet().stream().anyMatch(r.player()::equalsIgnoreCase)
                    ? Long.toString(r.score()) : "-";
            line(String.format("%-" + width + "s  %-5s  %7s  %8s  %8s  %s", r.player(), EnglishNames.of(r.seat()),
                    score, GameText.signed(r.balance()), GameText.signed(r.total()), note).stripTrailing());
        }
    }

    private void payments() {
        line("");
        if (hand.settlement().payments().isEmpty()) {
            // The balances above have the penalties in them: a draw with one is not a draw where
            // nothing is paid.
            line(hand.record().penalties().isEmpty() ? "Nothing is paid for the hand."
                    : "Nothing is paid for the hand itself: only the penalties below.");
            return;
        }
        line("Payments");
        for (Payment p : hand.settlement().payments()) {
            String sentence = GameText.in(hand, p.from()) + " pays " + GameText.in(hand, p.to()) + " " + p.amount();
            line(String.format("  %-26s (%s)", sentence, ExitCodes.ENGLISH.reason(p)));
        }
    }

    private void penalties() {
        if (hand.record().penalties().isEmpty()) {
            return;
        }
        line("");
        line("Penalties (not doubled for East)");
        for (Penalty p : hand.record().penalties()) {
            String sentence = GameText.and(p.payers()) + " pays " + GameText.and(p.payees()) + " " + p.amount()
                    + (p.payees().size() > 1 ? " each" : "");
            line("  " + sentence + (p.reason().isEmpty() ? "" : "   (" + p.reason() + ")"));
        }
    }

    private void tiles(boolean full) {
        boolean first = true;
        for (PlayerResult r : hand.players()) {
            if (r.sheet().isEmpty()) {
                continue;
            }
            if (first) {
                line("");
                line("Scored from the tiles");
                first = false;
            }
            ScoreSheet s = r.sheet().get();
            if (full) {
                line("");
                line(r.player() + ":");
                ScoreText.render(s, sheet.setup().ruleset().name()).lines()
                        .forEach(l -> line(l.isBlank() ? "" : "  " + l));
            } else {
                line("  " + r.player() + ": " + s.hand() + "  =  " + summary(s));
            }
        }
    }

    private static String summary(ScoreSheet s) {
        String value = ScoringNames.limitHand(s, ExitCodes.ENGLISH).orElse(s.points() + " points × 2^" + s.doubles());
        String joint = s.limited() ? ", capped at the limit: " : s.limitHand().isPresent() ? ": " : " = ";
        return value + joint + s.total();
    }

    private void line(String text) {
        out.append(text).append(System.lineSeparator());
    }
}
