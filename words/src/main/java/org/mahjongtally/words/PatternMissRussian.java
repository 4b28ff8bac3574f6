/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.scoring.pattern.PatternMiss;

/** Почему рука не является особой рукой, по-русски. */
final class PatternMissRussian extends Phrasebook<PatternMiss> {

    PatternMissRussian() {
        super(PatternMiss.class, Language.RUSSIAN);
    }

    @Override
    public String text(PatternMiss key, Args a) {
        return switch (key) {
            case NOT_A_WINNER -> "особой рукой может быть только рука победителя";
            case NOT_SETS_AND_PAIR -> "рука не состоит из четырёх сетов и пары";
            case NOT_FOURTEEN_CONCEALED -> "рука должна быть из четырнадцати закрытых тайлов, без объявленных сетов";
            case GROUP_MISSING -> "в руке нет: " + a.text("part");
            case NOT_CONCEALED -> "рука не закрыта: " + a.text("part");
            case TILE_NOT_ALLOWED -> "в руке есть недопустимый тайл: " + a.text("part");
            case TILE_MISSING -> "не хватает тайла: " + a.text("part");
            case FORBIDDEN -> "в руке есть то, что исключено: " + a.text("part");
            case WRONG_WIN -> "выигрыш не такой, как нужно: " + a.text("part");
            case WRONG_SEAT -> "не то место: " + a.text("part");
            case WRONG_ROUND -> "не тот ветер раунда: " + a.text("part");
            case FLAG_MISSING -> "в руке это не отмечено: " + a.text("part");
            case BONUS_MISSING -> "не хватает бонусных тайлов: " + a.text("part");
        };
    }
}
