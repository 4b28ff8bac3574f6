/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.hand.HandProblem;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.tile.Wind;

/** Invalid hands in Russian. */
final class HandRussian extends ProblemAndHint<HandProblem> {

    HandRussian() {
        super(HandProblem.class, Language.RUSSIAN);
    }

    @Override
    protected String problem(HandProblem key, Args a) {
        return switch (key) {
            case NO_CHOW_AT -> "ни одно чоу не начинается с " + a.tile("tile");
            case BONUS_TILE_IN_SET -> kind(a) + " не может содержать бонусную кость " + a.tile("tile");
            case BONUS_WINNING_TILE -> "бонусная кость " + a.tile("tile") + " не может быть выигрышной";
            case BONUS_TILE_CONCEALED -> "бонусная кость " + a.tile("tile") + " среди закрытых костей";
            case NOT_A_BONUS_TILE -> a.tile("tile") + " — не бонусная кость";
            case BONUS_TILE_TWICE -> "бонусная кость " + a.tile("tile") + " указана дважды";
            case PAIR_DECLARED -> "пара " + a.text("set") + " среди объявленных наборов";
            case CONCEALED_SET_NOT_KONG -> concealedKind(a) + " " + a.text("set") + " среди объявленных наборов";
            case FIFTH_COPY -> "пятая кость " + a.tile("tile") + " (в руке их " + a.number("count") + ")";
            case METHOD_WITHOUT_WIN -> "by=" + Notations.method(a) + " требует win=";
            case DRAWN_TILE_IN_EXPOSED_SET -> "выигрышная кость " + a.tile("tile") + " добрана (by=" + Notations.method(a)
                    + "), но есть только в открытом наборе, а открытый набор собран до прихода выигрышной кости";
            case WINNING_TILE_IN_CONCEALED_KONG -> "выигрышная кость " + a.tile("tile") + " есть только в закрытом конге";
            case WINNING_TILE_NOT_IN_HAND -> "выигрышной кости " + a.tile("tile") + " нет в руке";
            case ROBBED_TILE_HELD -> "в руке " + tiles(a.number("count")) + " " + a.tile("tile")
                    + ", но кость, взятая ограблением конга, — четвёртая кость этого конга, а остальные три в нём";
            case LOOSE_TILE_WITHOUT_KONG -> "by=loose означает, что выигрышная кость добрана после конга, цветка или"
                    + " сезона, но в руке нет ни конга, ни цветка, ни сезона";
            case DEAL_NOT_EAST -> "by=deal означает, что Восток вышел с костями раздачи, но этот игрок сидит на месте "
                    + Winds.genitive(a.value("seat", Wind.class), Language.RUSSIAN);
            case FIRST_DISCARD_BY_EAST -> "by=first-discard означает, что выигрышная кость была первым сбросом Востока,"
                    + " но этот игрок и есть Восток, а свой сброс никто не забирает";
            case EAST_STREAK_NOT_EAST -> "east-streak — это серия побед Востока, но этот игрок сидит на месте "
                    + Winds.genitive(a.value("seat", Wind.class), Language.RUSSIAN);
            case WINNING_HAND_SIZE -> "в выигрышной руке " + tiles(a.number("expected")) + ", а найдено "
                    + a.number("count") + " (конг считается за 3)";
            case NO_TILES -> "кости не найдены; в руке без win= бывает до " + a.number("limit") + " "
                    + Plural.russian(a.number("limit"), "игровой кости", "игровых костей", "игровых костей")
                    + " и любые бонусные кости";
            case LOSING_HAND_TOO_BIG -> "в руке без win= не больше " + a.number("limit") + " "
                    + Plural.russian(a.number("limit"), "кости", "костей", "костей") + ", а найдено "
                    + a.number("count") + " (конг считается за 3)";
            case ALREADY_WON -> "эта рука уже выиграла (win=)";
            case CALLING_HAND_SIZE -> "в ждущей руке " + tiles(a.number("expected"))
                    + " (конг считается за 3), а в этой — " + a.number("count");
        };
    }

    @Override
    protected String hint(HandProblem key, Args a) {
        return switch (key) {
            case NO_CHOW_AT -> "чоу — это три кости одной масти подряд, начиная с достоинства от 1 до 7,"
                    + " напр. 123b или 789d";
            case BONUS_TILE_IN_SET -> NotationRussian.BONUS_ON_THEIR_OWN;
            case BONUS_WINNING_TILE -> NotationRussian.WINNING_TILE_IS_PLAYING;
            case BONUS_TILE_CONCEALED -> "бонусные кости перечисляются отдельно, напр. f1 s3";
            case NOT_A_BONUS_TILE -> "бонусные кости: f1-f4 и s1-s4";
            case BONUS_TILE_TWICE -> "каждый цветок и каждый сезон есть только в одном экземпляре";
            case PAIR_DECLARED -> "объявляются только чоу, панги и конги; запишите пару среди закрытых костей";
            case CONCEALED_SET_NOT_KONG -> "закрытым объявляется только конг; остальные закрытые кости пишите без скобок";
            case FIFTH_COPY -> "каждой кости всего четыре экземпляра";
            case METHOD_WITHOUT_WIN -> NotationRussian.BY_NEEDS_WIN;
            case DRAWN_TILE_IN_EXPOSED_SET -> "запишите набор, который завершила добранная кость, среди закрытых костей"
                    + " без скобок или укажите by=discard, если кость взята со сброса";
            case WINNING_TILE_IN_CONCEALED_KONG -> "закрытый конг собирается из добранных костей; выигрышная кость —"
                    + " среди закрытых костей или в открытом наборе";
            case WINNING_TILE_NOT_IN_HAND -> "win= называет закрытую кость или кость открытого набора";
            case ROBBED_TILE_HELD -> "при by=robbed выигрышная кость завершает чоу; проверьте кости или by=";
            case LOOSE_TILE_WITHOUT_KONG -> "запишите конг как [5555c] или {5555c} или укажите, откуда кость пришла"
                    + " на самом деле, напр. by=wall";
            case DEAL_NOT_EAST -> "укажите, откуда на самом деле пришла выигрышная кость, например by=wall или"
                    + " by=first-discard (первый сброс Востока), или seat=E, если этот игрок — Восток";
            case FIRST_DISCARD_BY_EAST -> "укажите by=deal, если Восток вышел с костями раздачи, или место победителя,"
                    + " например seat=S";
            case EAST_STREAK_NOT_EAST -> "уберите east-streak или укажите seat=E, если этот игрок — Восток";
            case WINNING_HAND_SIZE -> "четыре набора и пара дают " + a.number("expected")
                    + "; уберите win=, если этот игрок не объявил маджонг";
            case NO_TILES -> "запишите кости игрока, напр. 123b 55d [RRR] f1, или только его бонусные кости, напр. f1 s3";
            case LOSING_HAND_TOO_BIG -> "если этот игрок объявил маджонг, добавьте win= с выигрышной костью";
            case ALREADY_WON -> "уберите win= и by=, чтобы увидеть, чего ждёт рука из " + a.number("expected") + " "
                    + Plural.russian(a.number("expected"), "кости", "костей", "костей");
            case CALLING_HAND_SIZE -> "запишите " + tiles(a.number("expected"))
                    + ", которые были в руке до прихода выигрышной кости";
        };
    }

    /** A number of tiles: "1 кость", "3 кости", "14 костей". */
    private static String tiles(long n) {
        return n + " " + Plural.russian(n, "кость", "кости", "костей");
    }

    private static String kind(Args a) {
        return switch (a.value("kind", Meld.Kind.class)) {
            case CHOW -> "чоу";
            case PUNG -> "панг";
            case KONG -> "конг";
            case PAIR -> "пара";
        };
    }

    private static String concealedKind(Args a) {
        return switch (a.value("kind", Meld.Kind.class)) {
            case CHOW -> "закрытое чоу";
            case PUNG -> "закрытый панг";
            case KONG -> "закрытый конг";
            case PAIR -> "закрытая пара";
        };
    }
}
