/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.scoring.NotWinningReason;

/** Why a declared win is not a winning hand, in English. */
final class ScoringEnglish extends Phrasebook<NotWinningReason> {

    ScoringEnglish() {
        super(NotWinningReason.class, Language.ENGLISH);
    }

    @Override
    public String text(NotWinningReason key, Args a) {
        return switch (key) {
            case TOO_MANY_CHOWS -> "the hand has " + a.number("chows") + " chows, and the " + a.text("ruleset")
                    + " rules allow at most " + a.number("most") + (a.number("most") == 1 ? " chow" : " chows")
                    + " in a winning hand";
            case NO_WINNING_SHAPE -> "the tiles do not make four sets and a pair, nor a special hand of the "
                    + a.text("ruleset") + " rules";
        };
    }
}
