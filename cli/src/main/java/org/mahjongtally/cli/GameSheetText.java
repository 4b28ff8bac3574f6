/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.ArrayList;
import java.util.List;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.PlayedHand;
import org.mahjongtally.game.PlayerResult;
import org.mahjongtally.store.StoredGame;
import org.mahjongtally.words.EnglishNames;

/**
 * The score sheet of a game as the table keeps it on paper: one row per hand with the
 * prevailing wind and, for each player, his seat, his score (the winner's marked) and his
 * running total; then the standings with the tallies each holds and the money.
 */
final class GameSheetText {

    private final StoredGame game;
    private final GameSheet sheet;
    private final StringBuilder out = new StringBuilder();

    GameSheetText(StoredGame game) {
        this.game = game;
        this.sheet = game.sheet();
    }

    String render() {
        line("Game " + game.id() + ": " + String.join(", ", sheet.setup().players()));
        line(GameText.rules(sheet.setup()));
        line("");
        if (sheet.hands().isEmpty()) {
            line("No hands yet.");
        } else {
            hands();
        }
        line("");
        standings();
        line("");
        line(GameText.next(sheet));
        return out.toString();
    }

    private void hands() {
        List<String> players = sheet.setup().players();
        int width = Math.max(16, players.stream().mapToInt(String::length).max().orElse(0) + 2);
        StringBuilder header = new StringBuilder(String.format("%4s  %-6s", "Hand", "Round"));
        players.forEach(p -> header.append("  ").append(String.format("%-" + width + "s", p)));
        line(header.toString().stripTrailing());
        for (PlayedHand hand : sheet.hands()) {
            StringBuilder row = new StringBuilder(String.format("%4d  %-6s", hand.number(),
                    EnglishNames.of(hand.prevailing())));
            for (PlayerResult r : hand.players()) {
                row.append("  ").append(String.format("%-" + width + "s", cell(hand, r)));
            }
            row.append(note(hand));
            line(row.toString().stripTrailing());
        }
        line("Each player: seat, score (* went Mah-Jong), running total.");
    }

    /** "E  136*   +816". */
    private static String cell(PlayedHand hand, PlayerResult r) {
        boolean given = hand.record().entries().keySet().stream().anyMatch(r.player()::equalsIgnoreCase);
        boolean won = hand.winner().filter(r.player()::equalsIgnoreCase).isPresent();
        String score = given ? Long.toString(r.score()) : "-";
        return String.format("%s %5s%-1s %7s", r.seat().letter(), score, won ? "*" : "", GameText.signed(r.total()));
    }

    private static String note(PlayedHand hand) {
        List<String> notes = new ArrayList<>();
        if (hand.winner().isEmpty()) {
            notes.add("draw");
        }
        if (!hand.record().penalties().isEmpty()) {
            notes.add("penalty");
        }
        return notes.isEmpty() ? "" : "  " + String.join(", ", notes);
    }

    private void standings() {
        boolean money = sheet.setup().options().stakes().isPlayedForMoney();
        String currency = sheet.setup().options().stakes().currency();
        line((sheet.finished() ? "Final standings" : "Standings") + " after " + sheet.hands().size()
                + (sheet.hands().size() == 1 ? " hand" : " hands"));
        int width = sheet.setup().players().stream().mapToInt(String::length).max().orElse(0);
        for (GameSheet.Standing s : sheet.standings()) {
            line(String.format("  %d. %-" + width + "s  %7s   tallies %6d%s", s.place(), s.player(),
                    GameText.signed(s.total()), s.tallies(),
                    money ? String.format("   %s %s", s.money().toPlainString(), currency).stripTrailing() : ""));
        }
    }

    private void line(String text) {
        out.append(text).append(System.lineSeparator());
    }
}
