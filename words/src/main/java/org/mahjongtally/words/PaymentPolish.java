/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.settlement.Payment;
import org.mahjongtally.tile.Wind;

/** Payments in Polish, in the page's terms ({@code reason.*} in {@code pl.js}). */
final class PaymentPolish implements PaymentWords {

    private static final String EAST_DOUBLES = ", Wschód podwójnie";

    @Override
    public String pays(Wind from, Wind to, long amount) {
        return Winds.name(from, Language.POLISH) + " płaci " + Winds.dative(to, Language.POLISH) + " " + amount;
    }

    @Override
    public String reason(Payment p) {
        int f = p.factor();
        long score = p.score();
        return switch (p.kind()) {
            case TO_WINNER -> f == 1 ? "wynik zwycięzcy " + score : f + " × " + score + EAST_DOUBLES;
            case OWN_SCORE -> f == 1 ? "własny wynik " + Winds.genitive(p.to(), Language.POLISH) + " " + score
                    : f + " × " + score + EAST_DOUBLES;
            case DIFFERENCE -> f == 1 ? score + " − " + p.lowerScore()
                    : f + " × (" + score + " − " + p.lowerScore() + ")" + EAST_DOUBLES;
            case DISCARDER_DOUBLE -> f + " × " + score + (f == 2 ? "" : EAST_DOUBLES)
                    + ", odrzucający płaci podwójnie";
            case SELF_DRAWN_DOUBLE -> f + " × " + score + (f == 2 ? "" : EAST_DOUBLES)
                    + ", płytka z muru: każdy przegrany płaci podwójnie";
            case CAPPED_DIFFERENCE -> (f == 1 ? "" : f + " × ") + p.cap() + ", limit: " + score + " − "
                    + p.lowerScore() + " to więcej" + (f == 1 ? "" : EAST_DOUBLES);
            case FOR_ALL -> PaymentWords.shares(p) + ", płaci za całą trójkę";
        };
    }
}
