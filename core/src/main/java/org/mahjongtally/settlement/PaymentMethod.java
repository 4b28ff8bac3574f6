/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.Locale;

/**
 * How the losers' settlement is written out (docs/settlement.md). Both give the same balances; they
 * differ only in the list of payments shown to the table.
 */
public enum PaymentMethod {
    /** The loser with the lower score pays the difference (the seeds' first method). */
    DIFFERENCE,
    /** Each loser receives his own score from each other loser (the "alternative method"). */
    ALTERNATIVE;

    /** The lower-case name used on the command line and in files. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads {@code difference} or {@code alternative}. */
    public static PaymentMethod parse(String text) {
        for (PaymentMethod m : values()) {
            if (m.code().equalsIgnoreCase(text.trim())) {
                return m;
            }
        }
        throw new SettlementException(SettlementProblem.UNKNOWN_METHOD, text);
    }
}
