/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.settlement.Payment;
import org.mahjongtally.tile.Wind;

/** Payments in English, as the table and {@code --json} have always written them. */
final class PaymentEnglish implements PaymentWords {

    private static final String EAST_DOUBLES = ", East doubles";

    @Override
    public String pays(Wind from, Wind to, long amount) {
        return EnglishNames.of(from) + " pays " + EnglishNames.of(to) + " " + amount;
    }

    @Override
    public String reason(Payment p) {
        int f = p.factor();
        long score = p.score();
        return switch (p.kind()) {
            case TO_WINNER -> f == 1 ? "winner's score " + score : f + " × " + score + EAST_DOUBLES;
            case OWN_SCORE -> f == 1 ? EnglishNames.of(p.to()) + "'s score " + score : f + " × " + score + EAST_DOUBLES;
            case DIFFERENCE -> f == 1 ? score + " - " + p.lowerScore()
                    : f + " × (" + score + " - " + p.lowerScore() + ")" + EAST_DOUBLES;
            case DISCARDER_DOUBLE -> f + " × " + score + (f == 2 ? "" : EAST_DOUBLES) + ", the discarder pays double";
            case SELF_DRAWN_DOUBLE -> f + " × " + score + (f == 2 ? "" : EAST_DOUBLES)
                    + ", self-drawn: every loser pays double";
            case CAPPED_DIFFERENCE -> (f == 1 ? "" : f + " × ") + p.cap() + ", the limit: " + score + " - "
                    + p.lowerScore() + " is more" + (f == 1 ? "" : EAST_DOUBLES);
            case FOR_ALL -> PaymentWords.shares(p) + ", pays for all three";
        };
    }
}
