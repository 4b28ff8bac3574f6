/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.scoring.pattern.PatternProblem;

/** Błędy we wzorze układu specjalnego, po polsku (docs/special-hands.md, "Errors"). */
final class PatternPolish extends Phrasebook<PatternProblem> {

    static final String KINDS = "grupy to single, pair, pung, kong, chow, set, knitted pair, knitted triple";
    static final String TILES = "kamienie pisze się jak w zapisie rąk (5d, 123b, R, ESWN), z kolorem x, y, z lub liczbą n, m,"
            + " k jako zmienną, albo klasą: any, suited, simple, terminal, major, honour, wind, dragon, own-wind,"
            + " round-wind";

    PatternPolish() {
        super(PatternProblem.class, Language.POLISH);
    }

    @Override
    public String text(PatternProblem key, Args a) {
        if (key == PatternProblem.AT) {
            return "wiersz " + a.number("line") + ", kolumna " + a.number("column") + ": " + a.message("problem");
        }
        return problem(key, a) + "; " + hint(key, a);
    }

    private static String nearest(Args a, String otherwise) {
        return a.text("nearest").isEmpty() ? otherwise : "czy chodziło o '" + a.text("nearest") + "'?";
    }

    private static String problem(PatternProblem key, Args a) {
        return switch (key) {
            case AT -> throw new IllegalArgumentException("AT nie ma własnego problemu");
            case TOO_LONG -> "wzór jest dłuższy niż " + a.number("max") + " "
                    + Plural.polish(a.number("max"), "znak", "znaki", "znaków");
            case EMPTY_PATTERN -> "wzór jest pusty";
            case UNKNOWN_WORD -> "nieznane słowo '" + a.text("word") + "'";
            case TILES_WITHOUT_GROUP -> "'" + a.text("text") + "' nie mówi, co tworzą kamienie";
            case UNEXPECTED_CHARACTER -> "nieoczekiwany znak " + a.quoted("char");
            case ZERO_RANK -> "nie ma kamienia 0";
            case UNKNOWN_SUIT -> "nieznany kolor " + a.quoted("char");
            case NUMBER_WITHOUT_SUIT -> "'" + a.text("text") + "' nie ma koloru";
            case SMALL_HONOUR -> "nieznana litera kamienia " + a.quoted("char");
            case BAD_OFFSET -> "błędne przesunięcie '" + a.text("text") + "'";
            case UNCLOSED_PARENTHESIS -> "'(' nie jest zamknięty w swoim wierszu";
            case BONUS_TILE_OUT_OF_PLACE -> "kamień dodatkowy " + a.text("text") + " nie należy do grupy";
            case TILE_EXPECTED -> a.text("found").isEmpty() ? "brakuje tu kamienia"
                    : "'" + a.text("found") + "' nie jest kamieniem";
            case KIND_EXPECTED -> a.text("found").isEmpty() ? "brakuje rodzaju grupy"
                    : "'" + a.text("found") + "' nie jest rodzajem grupy";
            case KNITTED_WHAT -> a.text("found").isEmpty() ? "po 'knitted' musi być 'pair' albo 'triple'"
                    : "'knitted " + a.text("found") + "' nie jest grupą";
            case ONE_TILE_FOR_SINGULAR -> "'" + a.text("kind") + "' bierze jeden kamień, nie " + a.number("count");
            case CHOW_BY_LOWEST -> "'chow " + a.text("text") + "' to trzy sekwensy";
            case HOW_MANY -> "ile " + a.text("kind") + "?";
            case COUNT_WITH_SEVERAL -> "liczba " + a.number("count") + " stoi przed kilkoma kamieniami";
            case COUNT_OUT_OF_RANGE -> "liczba " + a.number("count") + " jest poza zakresem";
            case KNITTED_TAKES_NO_TILES -> "grupa knitted nie bierze kamieni, jest '" + a.text("found") + "'";
            case CLASS_HAS_NO_SUIT -> "'" + a.text("word") + "' nie ma koloru";
            case OR_JOINS_SINGLE_TILES -> "'or' w '" + a.text("text") + "' łączy więcej niż pojedyncze kamienie";
            case TOO_MANY_SETS -> a.number("count") + " " + Plural.polish(a.number("count"), "zestaw", "zestawy", "zestawów")
                    + ", a ręka ma 4";
            case IRREGULAR_TILE_COUNT -> "grupy mają " + a.number("count") + " "
                    + Plural.polish(a.number("count"), "kamień", "kamienie", "kamieni") + ", nie 14";
            case SET_IN_IRREGULAR -> "'set' w ręce z pojedynczych kamieni, grup knitted lub par";
            case EXPOSED_IN_IRREGULAR -> "odkryta grupa w ręce z pojedynczych kamieni, grup knitted lub par";
            case PART_TWICE -> "'" + a.text("word") + "' podano dwa razy";
            case WINNING_TWICE -> "dwie grupy zawierają kamień wygrywający";
            case MODIFIERS_CLASH -> "'" + a.text("word") + "' kłóci się ze słowem przed nim";
            case UNKNOWN_METHOD -> a.text("value").isEmpty() ? "brakuje sposobu wygranej"
                    : "nieznany sposób wygranej '" + a.text("value") + "'";
            case WIN_NEEDS_BY_OR_WITH -> "'win' nie mówi ani jak, ani czym";
            case WIND_EXPECTED -> a.text("found").isEmpty() ? "brakuje wiatru" : "'" + a.text("found") + "' nie jest wiatrem";
            case BONUS_EXPECTED -> a.text("found").isEmpty() ? "brakuje kamienia dodatkowego"
                    : "'" + a.text("found") + "' nie jest kamieniem dodatkowym";
            case UNEXPECTED_WORD -> "nieoczekiwane '" + a.text("word") + "'";
        };
    }

    private static String hint(PatternProblem key, Args a) {
        return switch (key) {
            case AT -> throw new IllegalArgumentException("AT nie ma własnej wskazówki");
            case TOO_LONG -> "układ specjalny mieści się w kilku wierszach";
            case EMPTY_PATTERN -> "wpisz grupy i warunki, np.: pungs R G P";
            case UNKNOWN_WORD -> nearest(a, "część zaczyna się od grupy (" + KINDS + ") albo warunku (concealed, only,"
                    + " holds, no, win, seat, round, bonus albo flaga, np. twofold-fortune)");
            case TILES_WITHOUT_GROUP -> "najpierw napisz, co tworzą, np.: pung R, pair 5d, singles 19b";
            case UNEXPECTED_CHARACTER -> "oddzielaj części nowym wierszem, ';' lub ','; " + TILES;
            case ZERO_RANK -> "liczby to 1-9";
            case UNKNOWN_SUIT -> "kolory to b, c, d albo zmienna x, y, z";
            case NUMBER_WITHOUT_SUIT -> "dopisz kolor po liczbie, np. " + a.text("text") + "x albo " + a.text("text")
                    + "b; wiatr północny to N";
            case SMALL_HONOUR -> "honory to wielkie litery: E S W N (wiatry), R G P (smoki)";
            case BAD_OFFSET -> "przesunięcie pisze się jak (n+1) albo (n-2), od 1 do 8";
            case UNCLOSED_PARENTHESIS -> "zamknij go, np. (n+1)x";
            case BONUS_TILE_OUT_OF_PLACE -> "o kamienie dodatkowe pyta 'bonus', np.: bonus " + a.text("text");
            case TILE_EXPECTED -> TILES;
            case KIND_EXPECTED -> KINDS + ", np.: 4 pungs honour";
            case KNITTED_WHAT -> "napisz 'knitted pair' (jedna liczba w dwóch kolorach) albo 'knitted triple' (w trzech)";
            case ONE_TILE_FOR_SINGULAR -> "dla kilku użyj liczby mnogiej, np.: pungs 1x 9x";
            case CHOW_BY_LOWEST -> "sekwens nazywa się najniższym kamieniem: chow 1b to 1b 2b 3b";
            case HOW_MANY -> "podaj liczbę, np. 4 " + a.text("kind") + ", albo kamienie, np. " + a.text("kind") + " R G P";
            case COUNT_WITH_SEVERAL -> "liczba powtarza jeden kamień, np. 2 pungs R; wyliczając kamienie, pomiń liczbę";
            case COUNT_OUT_OF_RANGE -> "liczba to 1-14 (kamienie dodatkowe: 1-8)";
            case KNITTED_TAKES_NO_TILES -> "knitted pair to dowolna liczba w dwóch kolorach: napisz samo 'knitted pair'";
            case CLASS_HAS_NO_SUIT -> "kolor po sobie biorą tylko any, suited, simple, terminal i major";
            case OR_JOINS_SINGLE_TILES -> "każdy wybór to jeden kamień, np.: pair 2x or 5x or 8x";
            case TOO_MANY_SETS -> "ręka to cztery zestawy i para";
            case IRREGULAR_TILE_COUNT -> "ręka z pojedynczych kamieni, grup knitted lub kilku par ma 14 kamieni";
            case SET_IN_IRREGULAR -> "napisz tam pung, chow albo kong";
            case EXPOSED_IN_IRREGULAR -> "taka ręka jest cała zakryta; usuń 'exposed'";
            case PART_TWICE -> "podaj to raz";
            case WINNING_TWICE -> "oznacz jako 'winning' jedną grupę";
            case MODIFIERS_CLASH -> "grupa jest zakryta albo odkryta, a 'winning' pisze się raz";
            case UNKNOWN_METHOD -> nearest(a, "sposoby to wall, discard, loose, last-wall, last-discard, robbed, deal,"
                    + " first-discard, self-drawn, claimed");
            case WIN_NEEDS_BY_OR_WITH -> "napisz np.: win by loose with 5d";
            case WIND_EXPECTED -> "wiatry to E S W N, łączone 'or', np.: seat S or W";
            case BONUS_EXPECTED -> "napisz f1-f4, s1-s4, flowers, seasons, own-flower albo own-season, np.: bonus 4 flowers";
            case UNEXPECTED_WORD -> "zakończ tu część albo zacznij nowy wiersz";
        };
    }
}
