/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.settlement.SettlementProblem;
import org.mahjongtally.tile.Wind;

/** Settlement problems in Russian. */
final class SettlementRussian extends Phrasebook<SettlementProblem> {

    private static final String TALLY_EXAMPLE = "Harmony=2,Man=10,Earth=100,Heaven=500";

    SettlementRussian() {
        super(SettlementProblem.class, Language.RUSSIAN);
    }

    @Override
    public String text(SettlementProblem key, Args a) {
        return switch (key) {
            case NO_TALLIES -> "в наборе палочек нужен хотя бы один вид палочек, например " + TALLY_EXAMPLE;
            case TOO_MANY_TALLIES -> "в наборе палочек может быть не больше " + a.number("most") + " "
                    + Plural.russian(a.number("most"), "вида", "видов", "видов") + " палочек";
            case TALLY_NAMED_TWICE -> "палочка '" + a.text("name") + "' названа дважды";
            case TALLY_VALUE_TWICE -> "две палочки стоят по " + points(a.number("value"))
                    + "; дайте каждому виду своё значение";
            case TALLY_NOT_A_PAIR -> "запишите набор палочек как пары имя=значение через запятую, например "
                    + TALLY_EXAMPLE + "; получено '" + a.text("given") + "'";
            case TALLY_VALUE_NOT_A_NUMBER -> "палочка '" + a.text("name") + "' должна стоить целое число очков,"
                    + " получено '" + a.text("given") + "'";
            case BAD_TALLY_NAME -> "у палочки должно быть имя без '=' и ',', получено '" + a.text("name") + "'";
            case TALLY_NOT_POSITIVE -> "палочка '" + a.text("name") + "' должна стоить положительное число очков,"
                    + " получено " + a.number("value");
            case UNKNOWN_METHOD -> "неизвестный способ расчёта '" + a.text("given") + "'; напишите 'difference' или"
                    + " 'alternative'";
            case UNKNOWN_DRAW_RULE -> "неизвестное правило ничьей '" + a.text("given") + "'; напишите 'nothing' или"
                    + " 'differences'";
            case BAD_LIMIT -> "лимит должен быть положительным чётным числом очков (любой счёт руки чётный), например"
                    + " 500 или 1000, или 'none'; получено " + a.number("points");
            case LIMIT_NOT_A_NUMBER -> "лимит должен быть 'none' или положительным чётным числом очков, например 500"
                    + " или 1000; получено '" + a.text("given") + "'";
            case LIMIT_OUT_OF_RANGE -> "лимит должен быть 'none' или положительным чётным числом очков, например 500"
                    + " или 1000; получено " + a.text("given");
            case NOT_TRUE_OR_FALSE -> "настройка " + a.text("key") + " должна быть true или false; получено '"
                    + a.text("given") + "'";
            case PAY_FOR_ALL_WITHOUT_DISCARDER -> "чтобы платить за всех, нужен сбросивший выигрышную кость: укажите"
                    + " игрока, чей сброс принёс маджонг, или уберите оплату за всех";
            case DISCARDER_IS_WINNER -> "сбросивший не может быть победителем: маджонг объявил " + seat(a)
                    + ", поэтому укажите сбросившим другое место или никого, если кость пришла из стены";
            case PAY_FOR_ALL_AFTER_DRAW -> "после ничьей никто не платит за всех: выигрышной кости нет; уберите оплату"
                    + " за всех или укажите победителя и сбросившего";
            case NEGATIVE_SCORE -> "счёт " + owner(a) + " должен быть 0 или больше, получено " + a.number("score");
            case SCORE_TOO_HIGH -> "счёт " + owner(a) + " (" + a.number("score")
                    + ") больше, чем может набрать любая рука; самое большее допустимое " + a.number("most");
            case CAP_NEEDS_DIFFERENCE -> "differenceCap требует способа разниц: альтернативный способ перечисляет"
                    + " собственный счёт каждого проигравшего и не может показать урезанную разницу; задайте method ="
                    + " difference или выключите differenceCap";
            case SEAT_TWICE -> "место " + seat(a) + " указано в \"scores\" дважды; укажите каждое место один раз: "
                    + a.text("example");
            case NO_SCORE_FOR -> "нет счёта для места " + seat(a) + "; укажите все четыре места: " + a.text("example");
            case DRAW_WITH_DISCARDER -> "при ничьей нет сбросившего: никто не вышел на сбросе; укажите \"winner\""
                    + " или уберите \"discarder\"";
            case NOT_A_SEAT -> a.text("what") + " должно быть местом: E, S, W или N; получено '" + a.text("given") + "'";
        };
    }

    private static String points(long n) {
        return n + " " + Plural.russian(n, "очку", "очка", "очков");
    }

    private static String seat(Args a) {
        return Winds.name(a.value("seat", Wind.class), Language.RUSSIAN);
    }

    private static String owner(Args a) {
        return Winds.genitive(a.value("seat", Wind.class), Language.RUSSIAN);
    }
}
