/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.settlement.Payment;
import org.mahjongtally.tile.Wind;

/** Payments in Russian, in the page's terms ({@code reason.*} in {@code ru.js}). */
final class PaymentRussian implements PaymentWords {

    private static final String EAST_DOUBLES = ", Восток вдвойне";

    @Override
    public String pays(Wind from, Wind to, long amount) {
        return Winds.name(from, Language.RUSSIAN) + " платит " + Winds.dative(to, Language.RUSSIAN) + " " + amount;
    }

    @Override
    public String reason(Payment p) {
        int f = p.factor();
        long score = p.score();
        return switch (p.kind()) {
            case TO_WINNER -> f == 1 ? "счёт победителя " + score : f + " × " + score + EAST_DOUBLES;
            case OWN_SCORE -> f == 1 ? "свой счёт " + Winds.genitive(p.to(), Language.RUSSIAN) + " " + score
                    : f + " × " + score + EAST_DOUBLES;
            case DIFFERENCE -> f == 1 ? score + " − " + p.lowerScore()
                    : f + " × (" + score + " − " + p.lowerScore() + ")" + EAST_DOUBLES;
            case DISCARDER_DOUBLE -> f + " × " + score + (f == 2 ? "" : EAST_DOUBLES) + ", сбросивший платит вдвойне";
            case SELF_DRAWN_DOUBLE -> f + " × " + score + (f == 2 ? "" : EAST_DOUBLES)
                    + ", кость из стены: каждый проигравший платит вдвойне";
            case CAPPED_DIFFERENCE -> (f == 1 ? "" : f + " × ") + p.cap() + ", лимит: " + score + " − "
                    + p.lowerScore() + " больше" + (f == 1 ? "" : EAST_DOUBLES);
            case FOR_ALL -> PaymentWords.shares(p) + ", платит за всех троих";
        };
    }
}
