/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.scoring.NotWinningReason;

/** Why a declared win is not a winning hand, in Russian. */
final class ScoringRussian extends Phrasebook<NotWinningReason> {

    ScoringRussian() {
        super(NotWinningReason.class, Language.RUSSIAN);
    }

    @Override
    public String text(NotWinningReason key, Args a) {
        return switch (key) {
            case TOO_MANY_CHOWS -> "в руке " + a.number("chows") + " чоу, а правила " + a.text("ruleset")
                    + " допускают в выигрышной руке не больше " + a.number("most") + " чоу";
            case NO_WINNING_SHAPE -> "кости не составляют четыре комбинации и пару или особую руку правил "
                    + a.text("ruleset");
        };
    }
}
