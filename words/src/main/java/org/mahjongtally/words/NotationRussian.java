/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.hand.Flag;
import org.mahjongtally.hand.NotationProblem;
import org.mahjongtally.tile.Suit;

/** Notation errors in Russian. */
final class NotationRussian extends ProblemAndHint<NotationProblem> {

    static final String TILES = "кости: 1b-9b, 1c-9c, 1d-9d, E S W N (ветры), R G P (драконы), f1-f4, s1-s4";
    static final String KEYS = "ключи: seat=, round=, win=, by=";
    static final String SETS = "открытый набор пишется как [RRR], закрытый конг — как {5555d}";
    static final String ONE_SET = "введите один набор, напр. 123b, [RRR] или {5555d}";
    static final String BONUS_ON_THEIR_OWN = "бонусные кости пишутся отдельно, напр. f1 s3";
    static final String WINNING_TILE_IS_PLAYING = "выигрышная кость должна быть игровой, напр. win=5d или win=R";
    static final String BY_NEEDS_WIN = "by= говорит, откуда пришла выигрышная кость; добавьте win= с выигрышной"
            + " костью или уберите by=";

    NotationRussian() {
        super(NotationProblem.class, Language.RUSSIAN);
    }

    @Override
    protected String problem(NotationProblem key, Args a) {
        return switch (key) {
            case ZERO_RANK -> "кости 0 не бывает";
            case NOT_A_GAME_TILE -> a.quoted("char") + " — не кость этой игры";
            case SUIT_WITHOUT_RANKS -> "буква масти '" + a.value("suit", Suit.class).letter() + "' без достоинств";
            case BONUS_LETTER_AS_SUIT, CAPITAL_SUIT, UNKNOWN_SUIT -> "неизвестная масть " + a.quoted("char");
            case BONUS_WITHOUT_NUMBER -> "после " + a.quoted("char") + " нет числа 1-4";
            case SMALL_HONOUR, UNKNOWN_TILE_LETTER -> "неизвестная буква кости " + a.quoted("char");
            case UNEXPECTED_CHARACTER -> "неожиданный символ " + a.quoted("char");
            case DIGITS_WITHOUT_SUIT -> "цифры '" + a.text("digits") + "' без буквы масти";
            case EMPTY_HAND, EMPTY_SET -> "пустой ввод";
            case BY_WITHOUT_WIN -> "by= требует win=";
            case CLOSER_WITHOUT_OPENER -> a.quoted("char") + " без открывающей "
                    + Notations.quotedOpener(a.codePoint("char"));
            case OPENER_INSIDE_SET -> a.quoted("char") + " внутри набора";
            case UNCLOSED -> "незакрытая скобка " + a.quoted("char");
            case WRONG_CLOSER -> "скобка " + a.quoted("opener") + " закрыта скобкой " + a.quoted("closer");
            case BONUS_IN_BRACKETS -> "бонусная кость " + a.tile("tile") + " в скобках";
            case NOT_A_CONCEALED_KONG -> a.text("text") + " — не конг из четырёх одинаковых костей";
            case NOT_AN_EXPOSED_SET -> a.text("text") + " — не чоу, не панг и не конг";
            case UNKNOWN_KEY -> "неизвестный ключ '" + a.text("key") + "='";
            case KEY_TWICE -> "ключ '" + a.text("key") + "=' указан дважды";
            case BAD_METHOD -> "неверное значение '" + a.text("value") + "' для by=";
            case BAD_WIND -> "неверное значение '" + a.text("value") + "' для " + a.text("key") + "=";
            case WIN_TILE_COUNT -> "win= принимает одну кость, указано " + a.number("count") + " "
                    + Plural.russian(a.number("count"), "кость", "кости", "костей");
            case BONUS_WIN_TILE -> "бонусная кость " + a.tile("tile") + " не может быть выигрышной";
            case KEY_WITHOUT_VALUE, UNKNOWN_WORD -> "неизвестное слово '" + a.text("word") + "'";
            case FLAG_TWICE -> "флаг '" + a.text("word") + "' указан дважды";
            case NOT_A_SET -> a.text("text") + " — не чоу, не панг, не конг и не пара";
            case MORE_THAN_ONE_SET -> "больше одного набора";
        };
    }

    @Override
    protected String hint(NotationProblem key, Args a) {
        return switch (key) {
            case ZERO_RANK -> "достоинства — от 1 до 9";
            case NOT_A_GAME_TILE -> "джокеры и рубашки костей не используются";
            case SUIT_WITHOUT_RANKS -> "пишите достоинства перед буквой масти, напр. 123" + a.value("suit", Suit.class).letter();
            case BONUS_LETTER_AS_SUIT -> "масти: b, c, d; "
                    + (a.codePoint("char") == 's' ? "сезоны: s1-s4" : "цветы: f1-f4");
            case BONUS_WITHOUT_NUMBER -> "цветы: f1-f4, сезоны: s1-s4"
                    + (a.codePoint("char") == 's' ? "; южный ветер — S" : "");
            case CAPITAL_SUIT -> "масти: b, c, d, строчными буквами";
            case UNKNOWN_SUIT -> "масти: b, c, d";
            case SMALL_HONOUR -> "ветры и драконы пишутся заглавными буквами: E S W N (ветры), R G P (драконы)";
            case UNKNOWN_TILE_LETTER -> TILES;
            case UNEXPECTED_CHARACTER -> "разделяйте элементы пробелами; " + TILES;
            case DIGITS_WITHOUT_SUIT -> "допишите букву масти b, c или d после достоинств, напр. " + a.text("digits") + "b";
            case EMPTY_HAND -> "введите кости, напр. 123b 456b 789b 55d [RRR] win=5d";
            case BY_WITHOUT_WIN -> BY_NEEDS_WIN;
            case CLOSER_WITHOUT_OPENER, WRONG_CLOSER -> SETS;
            case OPENER_INSIDE_SET -> "закройте каждый набор, прежде чем открыть следующий, напр. [RRR] [555d]";
            case UNCLOSED -> "закройте набор скобкой '" + Notations.closer(a.codePoint("char"))
                    + "' и пишите его без пробелов, напр. " + Notations.example(a.codePoint("char"));
            case BONUS_IN_BRACKETS -> BONUS_ON_THEIR_OWN;
            case NOT_A_CONCEALED_KONG -> "в фигурных скобках пишется закрытый конг, напр. {5555d} или {RRRR}";
            case NOT_AN_EXPOSED_SET -> "в квадратных скобках пишется открытый набор: чоу как [123b], панг как [555d]"
                    + " или конг как [9999b]";
            case UNKNOWN_KEY -> KEYS;
            case KEY_TWICE -> "указывайте каждый ключ один раз";
            case BAD_METHOD -> "by= принимает " + Notations.methods("или");
            case BAD_WIND -> a.text("key") + "= принимает E, S, W или N";
            case WIN_TILE_COUNT -> "укажите выигрышную кость, напр. win=5d или win=R";
            case BONUS_WIN_TILE -> WINNING_TILE_IS_PLAYING;
            case KEY_WITHOUT_VALUE -> "пишите ключ вместе со значением, напр. " + Notations.keyExample(a.text("word"));
            case UNKNOWN_WORD -> "флаги: " + Flag.codes() + "; " + KEYS;
            case FLAG_TWICE -> "указывайте каждый флаг один раз";
            case EMPTY_SET, MORE_THAN_ONE_SET -> ONE_SET;
            case NOT_A_SET -> "введите один набор, напр. 123b, 555d, RR, [RRR] или {5555d}";
        };
    }
}
