/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.util.ArrayList;
import java.util.List;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.PlayedHand;
import org.mahjongtally.game.PlayerResult;
import org.mahjongtally.words.EnglishNames;

/**
 * A game's score sheet as CSV (RFC 4180: comma separated, CRLF line ends, fields with a comma,
 * quote or line end in double quotes, quotes doubled), for a spreadsheet. A header row, then
 * one row per hand: its number, the prevailing wind, who was East, the winner (empty for a
 * draw), and for each player in starting seat order his score, his balance for the hand
 * (penalties included) and his running total. A name that a spreadsheet would take for a
 * formula ({@code =}, {@code +}, {@code -}, {@code @}) is written with a leading {@code '}.
 */
public final class ScoreSheetCsv {

    private static final String CRLF = "\r\n";

    private ScoreSheetCsv() {
    }

    /** The CSV text of the score sheet. */
    public static String write(GameSheet sheet) {
        StringBuilder out = new StringBuilder();
        List<String> header = new ArrayList<>(List.of("hand", "prevailing", "east", "winner"));
        for (String player : sheet.setup().players()) {
            header.add(text(player) + " score");
            header.add(text(player) + " balance");
            header.add(text(player) + " total");
        }
        row(out, header);
        for (PlayedHand hand : sheet.hands()) {
            List<String> cells = new ArrayList<>();
            cells.add(Integer.toString(hand.number()));
            cells.add(EnglishNames.of(hand.prevailing()));
            cells.add(text(hand.eastPlayer()));
            cells.add(text(hand.winner().orElse("")));
            for (PlayerResult r : hand.players()) {
                cells.add(Long.toString(r.score()));
                cells.add(Long.toString(r.balance()));
                cells.add(Long.toString(r.total()));
            }
            row(out, cells);
        }
        return out.toString();
    }

    private static void row(StringBuilder out, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(field(cells.get(i)));
        }
        out.append(CRLF);
    }

    /** A field, quoted when RFC 4180 needs it. */
    static String field(String value) {
        boolean quote = value.indexOf(',') >= 0 || value.indexOf('"') >= 0
                || value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0;
        return quote ? '"' + value.replace("\"", "\"\"") + '"' : value;
    }

    /** Text a person typed: kept from being read as a formula. */
    private static String text(String value) {
        return !value.isEmpty() && "=+-@".indexOf(value.charAt(0)) >= 0 ? "'" + value : value;
    }
}
