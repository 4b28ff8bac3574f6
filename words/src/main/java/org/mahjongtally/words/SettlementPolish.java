/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.settlement.SettlementProblem;
import org.mahjongtally.tile.Wind;

/** Settlement problems in Polish. */
final class SettlementPolish extends Phrasebook<SettlementProblem> {

    private static final String TALLY_EXAMPLE = "Harmony=2,Man=10,Earth=100,Heaven=500";

    SettlementPolish() {
        super(SettlementProblem.class, Language.POLISH);
    }

    @Override
    public String text(SettlementProblem key, Args a) {
        return switch (key) {
            case NO_TALLIES -> "zestaw patyczków potrzebuje co najmniej jednego rodzaju patyczka, np. " + TALLY_EXAMPLE;
            case TOO_MANY_TALLIES -> "zestaw patyczków może mieć najwyżej " + a.number("most") + " "
                    + Plural.polish(a.number("most"), "rodzaj", "rodzaje", "rodzajów") + " patyczków";
            case TALLY_NAMED_TWICE -> "patyczek '" + a.text("name") + "' występuje dwa razy";
            case TALLY_VALUE_TWICE -> "dwa patyczki są warte " + points(a.number("value"))
                    + "; daj każdemu rodzajowi własną wartość";
            case TALLY_NOT_A_PAIR -> "zapisz zestaw patyczków jako pary nazwa=wartość oddzielone przecinkami, np. "
                    + TALLY_EXAMPLE + "; podano '" + a.text("given") + "'";
            case TALLY_VALUE_NOT_A_NUMBER -> "patyczek '" + a.text("name") + "' musi być wart całkowitą liczbę punktów,"
                    + " podano '" + a.text("given") + "'";
            case BAD_TALLY_NAME -> "patyczek potrzebuje nazwy bez '=' i ',', podano '" + a.text("name") + "'";
            case TALLY_NOT_POSITIVE -> "patyczek '" + a.text("name") + "' musi być wart dodatnią liczbę punktów, podano "
                    + a.number("value");
            case UNKNOWN_METHOD -> "nieznana metoda płatności '" + a.text("given") + "'; wpisz 'difference' lub"
                    + " 'alternative'";
            case UNKNOWN_DRAW_RULE -> "nieznana zasada remisu '" + a.text("given") + "'; wpisz 'nothing' lub"
                    + " 'differences'";
            case BAD_LIMIT -> "limit musi być dodatnią parzystą liczbą punktów (każdy wynik ręki jest parzysty), np. 500"
                    + " lub 1000, albo 'none'; podano " + a.number("points");
            case LIMIT_NOT_A_NUMBER -> "limit musi być 'none' albo dodatnią parzystą liczbą punktów, np. 500 lub 1000;"
                    + " podano '" + a.text("given") + "'";
            case LIMIT_OUT_OF_RANGE -> "limit musi być 'none' albo dodatnią parzystą liczbą punktów, np. 500 lub 1000;"
                    + " podano " + a.text("given");
            case NOT_TRUE_OR_FALSE -> "opcja " + a.text("key") + " musi mieć wartość true lub false; podano '"
                    + a.text("given") + "'";
            case PAY_FOR_ALL_WITHOUT_DISCARDER -> "płacenie za całą trójkę wymaga gracza, który odrzucił zwycięską"
                    + " płytkę: wskaż go albo zrezygnuj z płacenia za całą trójkę";
            case DISCARDER_IS_WINNER -> "odrzucający nie może być zwycięzcą: mahjonga zrobił " + seat(a)
                    + ", więc wskaż inne miejsce jako odrzucającego albo nikogo, jeśli płytka przyszła ze ściany";
            case PAY_FOR_ALL_AFTER_DRAW -> "po remisie nikt nie płaci za całą trójkę: nie ma zwycięskiej płytki;"
                    + " zrezygnuj z płacenia za całą trójkę albo wskaż zwycięzcę i odrzucającego";
            case NEGATIVE_SCORE -> "wynik " + owner(a) + " musi wynosić 0 lub więcej, podano " + a.number("score");
            case SCORE_TOO_HIGH -> "wynik " + owner(a) + " (" + a.number("score")
                    + ") jest większy, niż może dać jakakolwiek ręka; najwięcej można podać " + a.number("most");
            case CAP_NEEDS_DIFFERENCE -> "differenceCap wymaga metody różnic: metoda alternatywna wypisuje własny wynik"
                    + " każdego przegranego, więc nie pokaże obciętej różnicy; ustaw method na difference albo wyłącz"
                    + " differenceCap";
            case SEAT_TWICE -> "miejsce " + seat(a) + " podano dwa razy w \"scores\"; podaj każde miejsce raz: "
                    + a.text("example");
            case NO_SCORE_FOR -> "brak wyniku dla miejsca " + seat(a) + "; podaj wszystkie cztery miejsca: "
                    + a.text("example");
            case DRAW_WITH_DISCARDER -> "remis nie ma odrzucającego: nikt nie wygrał na odrzuconej płytce; podaj"
                    + " \"winner\" albo pomiń \"discarder\"";
            case NOT_A_SEAT -> a.text("what") + " musi być miejscem: E, S, W lub N; podano '" + a.text("given") + "'";
        };
    }

    private static String points(long n) {
        return n + " " + Plural.polish(n, "punkt", "punkty", "punktów");
    }

    private static String seat(Args a) {
        return Winds.name(a.value("seat", Wind.class), Language.POLISH);
    }

    private static String owner(Args a) {
        return Winds.genitive(a.value("seat", Wind.class), Language.POLISH);
    }
}
