/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.scoring.NotWinningReason;

/** Why a declared win is not a winning hand, in Polish. */
final class ScoringPolish extends Phrasebook<NotWinningReason> {

    ScoringPolish() {
        super(NotWinningReason.class, Language.POLISH);
    }

    @Override
    public String text(NotWinningReason key, Args a) {
        return switch (key) {
            case TOO_MANY_CHOWS -> "ręka ma " + a.number("chows") + " "
                    + Plural.polish(a.number("chows"), "chow", "chowy", "chowów") + ", a zasady " + a.text("ruleset")
                    + " dopuszczają w ręce wygrywającej najwyżej " + a.number("most") + " "
                    + Plural.polish(a.number("most"), "chow", "chowy", "chowów");
            case NO_WINNING_SHAPE -> "płytki nie tworzą czterech zestawów i pary ani ręki specjalnej zasad "
                    + a.text("ruleset");
        };
    }
}
