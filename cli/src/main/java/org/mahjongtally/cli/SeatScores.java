/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.mahjongtally.settlement.SeatAmounts;
import org.mahjongtally.tile.Wind;
import org.mahjongtally.words.EnglishNames;

/** Reads the four scores of {@code tally settle}, written {@code E=80 S=12 W=48 N=112}. */
final class SeatScores {

    private static final String EXAMPLE = "E=80 S=12 W=48 N=112";

    private SeatScores() {
    }

    /**
     * The scores, one per seat.
     *
     * @throws UsageException naming the first problem and how to write it
     */
    static SeatAmounts parse(List<String> items) {
        Map<Wind, Long> scores = new EnumMap<>(Wind.class);
        for (String item : items) {
            int eq = item.indexOf('=');
            if (eq < 0) {
                throw new UsageException("'" + item + "' is not a score; write each seat's score"
                        + " as SEAT=POINTS, e.g. " + EXAMPLE);
            }
            String seatText = item.substring(0, eq);
            Wind seat = Wind.parse(seatText).orElseThrow(() -> new UsageException("'" + seatText
                    + "' is not a seat; the seats are E, S, W and N, e.g. " + EXAMPLE));
            long points = points(seat, item.substring(eq + 1));
            if (scores.put(seat, points) != null) {
                throw new UsageException(EnglishNames.of(seat) + " is given twice; give each seat's"
                        + " score once, e.g. " + EXAMPLE);
            }
        }
        for (Wind seat : Wind.values()) {
            if (!scores.containsKey(seat)) {
                throw new UsageException("no score for " + EnglishNames.of(seat) + "; write "
                        + seat.letter() + "=POINTS, all four seats, e.g. " + EXAMPLE);
            }
        }
        return SeatAmounts.of(scores);
    }

    private static long points(Wind seat, String text) {
        String t = text.trim();
        if (!t.matches("\\d{1,18}")) {
            throw new UsageException("the score of " + EnglishNames.of(seat) + " must be a whole"
                    + " number of points, 0 or more; got '" + text + "' (write e.g. "
                    + seat.letter() + "=48)");
        }
        return Long.parseLong(t);
    }
}
