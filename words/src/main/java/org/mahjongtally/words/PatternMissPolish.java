/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.scoring.pattern.PatternMiss;

/** Dlaczego ręka nie jest układem specjalnym, po polsku. */
final class PatternMissPolish extends Phrasebook<PatternMiss> {

    PatternMissPolish() {
        super(PatternMiss.class, Language.POLISH);
    }

    @Override
    public String text(PatternMiss key, Args a) {
        return switch (key) {
            case NOT_A_WINNER -> "tylko ręka zwycięzcy może być układem specjalnym";
            case NOT_SETS_AND_PAIR -> "ręka nie jest czterema zestawami i parą";
            case NOT_FOURTEEN_CONCEALED -> "ręka musi mieć czternaście zakrytych kamieni, bez zgłoszonych zestawów";
            case GROUP_MISSING -> "ręce brakuje: " + a.text("part");
            case NOT_CONCEALED -> "ręka nie jest zakryta: " + a.text("part");
            case TILE_NOT_ALLOWED -> "kamień ręki jest niedozwolony: " + a.text("part");
            case TILE_MISSING -> "brakuje kamienia: " + a.text("part");
            case FORBIDDEN -> "ręka ma to, co wykluczono: " + a.text("part");
            case WRONG_WIN -> "wygrana nie taka, jak trzeba: " + a.text("part");
            case WRONG_SEAT -> "nie to miejsce: " + a.text("part");
            case WRONG_ROUND -> "nie ten wiatr rundy: " + a.text("part");
            case FLAG_MISSING -> "ręka tego nie zaznacza: " + a.text("part");
            case BONUS_MISSING -> "brakuje kamieni dodatkowych: " + a.text("part");
        };
    }
}
