/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.scoring.pattern.PatternProblem;

/** Ошибки в шаблоне особой руки, по-русски (docs/special-hands.md, "Errors"). */
final class PatternRussian extends Phrasebook<PatternProblem> {

    static final String KINDS = "группы: single, pair, pung, kong, chow, set, knitted pair, knitted triple";
    static final String TILES = "тайлы пишутся как в записи руки (5d, 123b, R, ESWN), с мастью x, y, z или числом n, m, k"
            + " как переменной, или классом: any, suited, simple, terminal, major, honour, wind, dragon, own-wind,"
            + " round-wind";

    PatternRussian() {
        super(PatternProblem.class, Language.RUSSIAN);
    }

    @Override
    public String text(PatternProblem key, Args a) {
        if (key == PatternProblem.AT) {
            return "строка " + a.number("line") + ", столбец " + a.number("column") + ": " + a.message("problem");
        }
        return problem(key, a) + "; " + hint(key, a);
    }

    private static String nearest(Args a, String otherwise) {
        return a.text("nearest").isEmpty() ? otherwise : "может быть, '" + a.text("nearest") + "'?";
    }

    private static String problem(PatternProblem key, Args a) {
        return switch (key) {
            case AT -> throw new IllegalArgumentException("у AT нет своей ошибки");
            case TOO_LONG -> "шаблон длиннее " + a.number("max") + " "
                    + Plural.russian(a.number("max"), "символа", "символов", "символов");
            case EMPTY_PATTERN -> "шаблон пуст";
            case UNKNOWN_WORD -> "неизвестное слово '" + a.text("word") + "'";
            case TILES_WITHOUT_GROUP -> "'" + a.text("text") + "' не говорит, что составляют тайлы";
            case UNEXPECTED_CHARACTER -> "неожиданный символ " + a.quoted("char");
            case ZERO_RANK -> "тайла 0 нет";
            case UNKNOWN_SUIT -> "неизвестная масть " + a.quoted("char");
            case NUMBER_WITHOUT_SUIT -> "у '" + a.text("text") + "' нет масти";
            case SMALL_HONOUR -> "неизвестная буква тайла " + a.quoted("char");
            case BAD_OFFSET -> "неверный сдвиг '" + a.text("text") + "'";
            case UNCLOSED_PARENTHESIS -> "'(' не закрыта в своей строке";
            case BONUS_TILE_OUT_OF_PLACE -> "бонусный тайл " + a.text("text") + " не входит в группу";
            case TILE_EXPECTED -> a.text("found").isEmpty() ? "здесь не хватает тайла"
                    : "'" + a.text("found") + "' не тайл";
            case KIND_EXPECTED -> a.text("found").isEmpty() ? "не указан вид группы"
                    : "'" + a.text("found") + "' не вид группы";
            case KNITTED_WHAT -> a.text("found").isEmpty() ? "после 'knitted' нужно 'pair' или 'triple'"
                    : "'knitted " + a.text("found") + "' не группа";
            case ONE_TILE_FOR_SINGULAR -> "'" + a.text("kind") + "' берёт один тайл, а не " + a.number("count");
            case CHOW_BY_LOWEST -> "'chow " + a.text("text") + "' означает три чоу";
            case HOW_MANY -> "сколько " + a.text("kind") + "?";
            case COUNT_WITH_SEVERAL -> "число " + a.number("count") + " стоит перед несколькими тайлами";
            case COUNT_OUT_OF_RANGE -> "число " + a.number("count") + " вне допустимого";
            case KNITTED_TAKES_NO_TILES -> "группа knitted не берёт тайлов, а здесь '" + a.text("found") + "'";
            case CLASS_HAS_NO_SUIT -> "у '" + a.text("word") + "' нет масти";
            case OR_JOINS_SINGLE_TILES -> "'or' в '" + a.text("text") + "' соединяет не одиночные тайлы";
            case TOO_MANY_SETS -> a.number("count") + " " + Plural.russian(a.number("count"), "сет", "сета", "сетов")
                    + ", а в руке их 4";
            case IRREGULAR_TILE_COUNT -> "в группах " + a.number("count") + " "
                    + Plural.russian(a.number("count"), "тайл", "тайла", "тайлов") + ", а не 14";
            case SET_IN_IRREGULAR -> "'set' в руке из одиночных тайлов, групп knitted или пар";
            case EXPOSED_IN_IRREGULAR -> "открытая группа в руке из одиночных тайлов, групп knitted или пар";
            case PART_TWICE -> "'" + a.text("word") + "' указано дважды";
            case WINNING_TWICE -> "выигрышный тайл в двух группах";
            case MODIFIERS_CLASH -> "'" + a.text("word") + "' противоречит слову перед ним";
            case UNKNOWN_METHOD -> a.text("value").isEmpty() ? "не указан способ выигрыша"
                    : "неизвестный способ выигрыша '" + a.text("value") + "'";
            case WIN_NEEDS_BY_OR_WITH -> "'win' не говорит ни как, ни чем";
            case WIND_EXPECTED -> a.text("found").isEmpty() ? "не указан ветер" : "'" + a.text("found") + "' не ветер";
            case BONUS_EXPECTED -> a.text("found").isEmpty() ? "не указан бонусный тайл"
                    : "'" + a.text("found") + "' не бонусный тайл";
            case UNEXPECTED_WORD -> "неожиданное '" + a.text("word") + "'";
        };
    }

    private static String hint(PatternProblem key, Args a) {
        return switch (key) {
            case AT -> throw new IllegalArgumentException("у AT нет своей подсказки");
            case TOO_LONG -> "особая рука умещается в несколько строк";
            case EMPTY_PATTERN -> "напишите группы и условия, например: pungs R G P";
            case UNKNOWN_WORD -> nearest(a, "часть начинается с группы (" + KINDS + ") или условия (concealed, only,"
                    + " holds, no, win, seat, round, bonus или флаг, например twofold-fortune)");
            case TILES_WITHOUT_GROUP -> "сначала скажите, что они составляют, например: pung R, pair 5d, singles 19b";
            case UNEXPECTED_CHARACTER -> "разделяйте части новой строкой, ';' или ','; " + TILES;
            case ZERO_RANK -> "числа от 1 до 9";
            case UNKNOWN_SUIT -> "масти: b, c, d или переменная x, y, z";
            case NUMBER_WITHOUT_SUIT -> "добавьте масть после числа, например " + a.text("text") + "x или " + a.text("text")
                    + "b; северный ветер — N";
            case SMALL_HONOUR -> "козыри пишутся заглавными: E S W N (ветры), R G P (драконы)";
            case BAD_OFFSET -> "сдвиг пишется как (n+1) или (n-2), от 1 до 8";
            case UNCLOSED_PARENTHESIS -> "закройте её, например (n+1)x";
            case BONUS_TILE_OUT_OF_PLACE -> "бонусные тайлы задаются словом 'bonus', например: bonus " + a.text("text");
            case TILE_EXPECTED -> TILES;
            case KIND_EXPECTED -> KINDS + ", например: 4 pungs honour";
            case KNITTED_WHAT -> "напишите 'knitted pair' (одно число в двух мастях) или 'knitted triple' (в трёх)";
            case ONE_TILE_FOR_SINGULAR -> "для нескольких пишите множественное число, например: pungs 1x 9x";
            case CHOW_BY_LOWEST -> "чоу называется по младшему тайлу: chow 1b — это 1b 2b 3b";
            case HOW_MANY -> "укажите число, например 4 " + a.text("kind") + ", или тайлы, например " + a.text("kind")
                    + " R G P";
            case COUNT_WITH_SEVERAL -> "число повторяет один тайл, например 2 pungs R; перечисляя тайлы, число не пишут";
            case COUNT_OUT_OF_RANGE -> "число от 1 до 14 (бонусных тайлов: от 1 до 8)";
            case KNITTED_TAKES_NO_TILES -> "knitted pair — любое число в двух мастях: напишите просто 'knitted pair'";
            case CLASS_HAS_NO_SUIT -> "масть после себя берут только any, suited, simple, terminal и major";
            case OR_JOINS_SINGLE_TILES -> "каждый вариант — один тайл, например: pair 2x or 5x or 8x";
            case TOO_MANY_SETS -> "рука — это четыре сета и пара";
            case IRREGULAR_TILE_COUNT -> "рука из одиночных тайлов, групп knitted или нескольких пар — это 14 тайлов";
            case SET_IN_IRREGULAR -> "напишите там pung, chow или kong";
            case EXPOSED_IN_IRREGULAR -> "такая рука вся закрыта; уберите 'exposed'";
            case PART_TWICE -> "укажите это один раз";
            case WINNING_TWICE -> "пометьте 'winning' одну группу";
            case MODIFIERS_CLASH -> "группа закрыта или открыта, а 'winning' пишется один раз";
            case UNKNOWN_METHOD -> nearest(a, "способы: wall, discard, loose, last-wall, last-discard, robbed, deal,"
                    + " first-discard, self-drawn, claimed");
            case WIN_NEEDS_BY_OR_WITH -> "напишите, например: win by loose with 5d";
            case WIND_EXPECTED -> "ветры: E S W N, через 'or', например: seat S or W";
            case BONUS_EXPECTED -> "напишите f1-f4, s1-s4, flowers, seasons, own-flower или own-season, например: bonus 4 flowers";
            case UNEXPECTED_WORD -> "закончите часть здесь или начните новую строку";
        };
    }
}
