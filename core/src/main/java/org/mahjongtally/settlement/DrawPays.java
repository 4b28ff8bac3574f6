/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.Locale;

/** What is paid after a draw (nobody went Mah-Jong). */
public enum DrawPays {
    /** Nothing at all: the classical rule of every seed. */
    NOTHING,
    /** House rule: all four players settle the differences of their scores as losers do. */
    DIFFERENCES;

    /** The lower-case name used on the command line and in files. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads {@code nothing} or {@code differences}. */
    public static DrawPays parse(String text) {
        for (DrawPays d : values()) {
            if (d.code().equalsIgnoreCase(text.trim())) {
                return d;
            }
        }
        throw new SettlementException(SettlementProblem.UNKNOWN_DRAW_RULE, text);
    }
}
