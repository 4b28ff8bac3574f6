/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.hand.Flag;
import org.mahjongtally.hand.NotationProblem;
import org.mahjongtally.tile.Suit;

/** Notation errors in Polish. */
final class NotationPolish extends ProblemAndHint<NotationProblem> {

    static final String TILES = "płytki to 1b-9b, 1c-9c, 1d-9d, E S W N (wiatry), R G P (smoki), f1-f4, s1-s4";
    static final String KEYS = "klucze to seat=, round=, win=, by=";
    static final String SETS = "odkryty zestaw zapisuje się jak [RRR], ukryty kong jak {5555d}";
    static final String ONE_SET = "wpisz jeden zestaw, np. 123b, [RRR] lub {5555d}";
    static final String BONUS_ON_THEIR_OWN = "płytki premiowe pisze się osobno, np. f1 s3";
    static final String WINNING_TILE_IS_PLAYING = "zwycięska płytka to płytka do gry, np. win=5d lub win=R";
    static final String BY_NEEDS_WIN = "by= mówi, skąd przyszła zwycięska płytka; dodaj win= ze zwycięską płytką"
            + " albo usuń by=";

    NotationPolish() {
        super(NotationProblem.class, Language.POLISH);
    }

    @Override
    protected String problem(NotationProblem key, Args a) {
        return switch (key) {
            case ZERO_RANK -> "nie ma płytki 0";
            case NOT_A_GAME_TILE -> a.quoted("char") + " nie jest płytką tej gry";
            case SUIT_WITHOUT_RANKS -> "litera koloru '" + a.value("suit", Suit.class).letter() + "' bez wartości";
            case BONUS_LETTER_AS_SUIT, CAPITAL_SUIT, UNKNOWN_SUIT -> "nieznany kolor " + a.quoted("char");
            case BONUS_WITHOUT_NUMBER -> "po " + a.quoted("char") + " brak liczby 1-4";
            case SMALL_HONOUR, UNKNOWN_TILE_LETTER -> "nieznana litera płytki " + a.quoted("char");
            case UNEXPECTED_CHARACTER -> "nieoczekiwany znak " + a.quoted("char");
            case DIGITS_WITHOUT_SUIT -> "cyfry '" + a.text("digits") + "' bez litery koloru";
            case EMPTY_HAND, EMPTY_SET -> "nic nie wpisano";
            case BY_WITHOUT_WIN -> "by= wymaga win=";
            case CLOSER_WITHOUT_OPENER -> a.quoted("char") + " bez otwierającego "
                    + Notations.quotedOpener(a.codePoint("char"));
            case OPENER_INSIDE_SET -> a.quoted("char") + " wewnątrz zestawu";
            case UNCLOSED -> "niezamknięty nawias " + a.quoted("char");
            case WRONG_CLOSER -> a.quoted("opener") + " zamknięty przez " + a.quoted("closer");
            case BONUS_IN_BRACKETS -> "płytka premiowa " + a.tile("tile") + " w nawiasach";
            case NOT_A_CONCEALED_KONG -> a.text("text") + " nie jest kongiem z czterech jednakowych płytek";
            case NOT_AN_EXPOSED_SET -> a.text("text") + " nie jest ani chowem, ani pungiem, ani kongiem";
            case UNKNOWN_KEY -> "nieznany klucz '" + a.text("key") + "='";
            case KEY_TWICE -> "klucz '" + a.text("key") + "=' podany dwa razy";
            case BAD_METHOD -> "zła wartość '" + a.text("value") + "' dla by=";
            case BAD_WIND -> "zła wartość '" + a.text("value") + "' dla " + a.text("key") + "=";
            case WIN_TILE_COUNT -> "win= przyjmuje jedną płytkę, podano " + a.number("count") + " "
                    + Plural.polish(a.number("count"), "płytkę", "płytki", "płytek");
            case BONUS_WIN_TILE -> "płytka premiowa " + a.tile("tile") + " nie może być zwycięską płytką";
            case KEY_WITHOUT_VALUE, UNKNOWN_WORD -> "nieznane słowo '" + a.text("word") + "'";
            case FLAG_TWICE -> "flaga '" + a.text("word") + "' podana dwa razy";
            case NOT_A_SET -> a.text("text") + " nie jest ani chowem, ani pungiem, ani kongiem, ani parą";
            case MORE_THAN_ONE_SET -> "więcej niż jeden zestaw";
        };
    }

    @Override
    protected String hint(NotationProblem key, Args a) {
        return switch (key) {
            case ZERO_RANK -> "wartości to 1-9";
            case NOT_A_GAME_TILE -> "dżokerów ani rewersów płytek się nie używa";
            case SUIT_WITHOUT_RANKS -> "wpisz wartości przed literą koloru, np. 123" + a.value("suit", Suit.class).letter();
            case BONUS_LETTER_AS_SUIT -> "kolory to b, c, d; "
                    + (a.codePoint("char") == 's' ? "pory roku to s1-s4" : "kwiaty to f1-f4");
            case BONUS_WITHOUT_NUMBER -> "kwiaty to f1-f4, pory roku to s1-s4"
                    + (a.codePoint("char") == 's' ? "; wiatr południowy to S" : "");
            case CAPITAL_SUIT -> "kolory to b, c, d, małymi literami";
            case UNKNOWN_SUIT -> "kolory to b, c, d";
            case SMALL_HONOUR -> "wiatry i smoki pisze się wielkimi literami: E S W N (wiatry), R G P (smoki)";
            case UNKNOWN_TILE_LETTER -> TILES;
            case UNEXPECTED_CHARACTER -> "oddzielaj elementy spacjami; " + TILES;
            case DIGITS_WITHOUT_SUIT -> "dopisz literę koloru b, c lub d po wartościach, np. " + a.text("digits") + "b";
            case EMPTY_HAND -> "wpisz płytki, np. 123b 456b 789b 55d [RRR] win=5d";
            case BY_WITHOUT_WIN -> BY_NEEDS_WIN;
            case CLOSER_WITHOUT_OPENER, WRONG_CLOSER -> SETS;
            case OPENER_INSIDE_SET -> "zamknij każdy zestaw przed otwarciem następnego, np. [RRR] [555d]";
            case UNCLOSED -> "zamknij zestaw znakiem '" + Notations.closer(a.codePoint("char"))
                    + "' i pisz go bez spacji, np. " + Notations.example(a.codePoint("char"));
            case BONUS_IN_BRACKETS -> BONUS_ON_THEIR_OWN;
            case NOT_A_CONCEALED_KONG -> "w nawiasach klamrowych pisze się ukryty kong, np. {5555d} lub {RRRR}";
            case NOT_AN_EXPOSED_SET -> "w nawiasach kwadratowych pisze się odkryty zestaw: chow jak [123b], pung jak"
                    + " [555d] lub kong jak [9999b]";
            case UNKNOWN_KEY -> KEYS;
            case KEY_TWICE -> "podaj każdy klucz raz";
            case BAD_METHOD -> "by= przyjmuje " + Notations.methods("lub");
            case BAD_WIND -> a.text("key") + "= przyjmuje E, S, W lub N";
            case WIN_TILE_COUNT -> "podaj zwycięską płytkę, np. win=5d lub win=R";
            case BONUS_WIN_TILE -> WINNING_TILE_IS_PLAYING;
            case KEY_WITHOUT_VALUE -> "wpisz klucz z wartością, np. " + Notations.keyExample(a.text("word"));
            case UNKNOWN_WORD -> "flagi to " + Flag.codes() + "; " + KEYS;
            case FLAG_TWICE -> "podaj każdą flagę raz";
            case EMPTY_SET, MORE_THAN_ONE_SET -> ONE_SET;
            case NOT_A_SET -> "wpisz jeden zestaw, np. 123b, 555d, RR, [RRR] lub {5555d}";
        };
    }
}
