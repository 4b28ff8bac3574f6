/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.settlement.Payment;
import org.mahjongtally.tile.Wind;

/**
 * Payments in one language: who pays whom, and the arithmetic of the amount. One implementation
 * per language, each an exhaustive {@code switch} over {@link org.mahjongtally.settlement.PaymentKind}.
 */
interface PaymentWords {

    /** "West pays East 64". */
    String pays(Wind from, Wind to, long amount);

    /** The arithmetic of the amount: {@code "2 × (80 - 12), East doubles"}. */
    String reason(Payment p);

    /** The payment words of a language. */
    static PaymentWords of(Language language) {
        return switch (language) {
            case ENGLISH -> new PaymentEnglish();
            case POLISH -> new PaymentPolish();
            case RUSSIAN -> new PaymentRussian();
        };
    }

    /** The shares of a payment for all: {@code "2 × 112 + 112 + 112"}. */
    static String shares(Payment p) {
        StringBuilder s = new StringBuilder();
        for (int share : p.shares()) {
            if (s.length() > 0) {
                s.append(" + ");
            }
            s.append(share == 1 ? "" : share + " × ").append(p.score());
        }
        return s.toString();
    }
}
