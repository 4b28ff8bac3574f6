/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.scoring.pattern.PatternMiss;

/** Why a hand is not a special hand, in English (docs/special-hands.md, "Why a hand does not match"). */
final class PatternMissEnglish extends Phrasebook<PatternMiss> {

    PatternMissEnglish() {
        super(PatternMiss.class, Language.ENGLISH);
    }

    @Override
    public String text(PatternMiss key, Args a) {
        return switch (key) {
            case NOT_A_WINNER -> "only the winner's hand can be a special hand";
            case NOT_SETS_AND_PAIR -> "the hand is not four sets and a pair";
            case NOT_FOURTEEN_CONCEALED -> "the hand must be fourteen concealed tiles, with no set declared";
            case GROUP_MISSING -> "the hand lacks: " + a.text("part");
            case NOT_CONCEALED -> "the hand is not concealed: " + a.text("part");
            case TILE_NOT_ALLOWED -> "a tile of the hand is not allowed: " + a.text("part");
            case TILE_MISSING -> "a tile is missing: " + a.text("part");
            case FORBIDDEN -> "the hand has what is ruled out: " + a.text("part");
            case WRONG_WIN -> "not won as asked: " + a.text("part");
            case WRONG_SEAT -> "not the seat asked for: " + a.text("part");
            case WRONG_ROUND -> "not the prevailing wind asked for: " + a.text("part");
            case FLAG_MISSING -> "the hand does not say: " + a.text("part");
            case BONUS_MISSING -> "bonus tiles are missing: " + a.text("part");
        };
    }
}
