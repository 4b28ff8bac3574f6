/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.game.GameProblem;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/** Game and hand record problems in Polish. */
final class GamePolish extends Phrasebook<GameProblem> {

    private static final Language LANGUAGE = Language.POLISH;

    GamePolish() {
        super(GameProblem.class, Language.POLISH);
    }

    @Override
    public String text(GameProblem key, Args a) {
        return switch (key) {
            case IN_HAND -> "rozdanie " + a.number("hand") + ": " + a.message("detail");
            case IN_PLAYERS_TILES -> "rozdanie " + a.number("hand") + ", płytki gracza " + a.text("player")
                    + ": " + a.message("detail");
            case GAME_OVER -> "gra jest skończona (rozegrano " + a.number("rounds") + " "
                    + Plural.polish(a.number("rounds"), "rundę", "rundy", "rund") + "); zacznij nową grę, by grać dalej";
            case WINNER_IS_DISCARDER -> a.text("player") + " nie może być jednocześnie zwycięzcą i odrzucającym";
            case NO_SUCH_PLAYER -> "w tej grze nie ma gracza '" + a.text("player") + "'; gracze to "
                    + String.join(", ", GameArgs.names(a));
            case GIVEN_TWICE -> a.text("player") + " jest podany dwa razy; podaj wynik lub płytki każdego gracza raz";
            case SCORES_MISSING -> "podaj wynik lub płytki: " + String.join(" i ", GameArgs.names(a))
                    + "; do rozliczenia potrzebny jest wynik każdego gracza";
            case SEAT_SAID -> "płytki gracza " + a.text("player") + " mówią seat=" + GameArgs.letter(a, "said") + ", ale "
                    + a.text("player") + " siedzi w tym rozdaniu jako " + Winds.name(a.value("seat", Wind.class), LANGUAGE)
                    + "; pomiń seat=, a gra uzupełni to sama";
            case ROUND_SAID -> "płytki gracza " + a.text("player") + " mówią round=" + GameArgs.letter(a, "said")
                    + ", ale wiatr rundy to " + Winds.name(a.value("prevailing", Wind.class), LANGUAGE)
                    + "; pomiń round=, a gra uzupełni to sama";
            case WIN_IN_A_DRAW -> "płytki gracza " + a.text("player") + " mówią win=, ale rozdanie zapisano jako remis; "
                    + removeWin(a);
            case WIN_OF_ANOTHER -> "płytki gracza " + a.text("player") + " mówią win=, ale mahjong ogłosił(a) "
                    + a.text("winner") + "; " + removeWin(a);
            case WINNER_WITHOUT_WIN -> a.text("player") + " ogłosił(a) mahjong, więc płytki gracza " + a.text("player")
                    + " potrzebują win=PŁYTKA (zwycięska płytka) i by= (skąd przyszła), np. win=5d by=discard";
            case NOT_A_WINNING_HAND -> "płytki gracza " + a.text("player") + " nie są ręką zwycięską według zasad "
                    + a.text("ruleset") + ": " + a.message("reason") + "; popraw płytki lub zwycięzcę";
            case TILE_TOO_OFTEN -> a.tile("tile") + " występuje na stole " + a.number("count") + " "
                    + Plural.polish(a.number("count"), "raz", "razy", "razy") + " ("
                    + String.join(", ", a.messages("holders")) + "), a w komplecie "
                    + (a.value("tile", Tile.class).isBonus() ? "jest tylko jedna" : "są tylko cztery") + "; sprawdź te ręce, czy nie ma literówki";
            case NOT_FOUR_PLAYERS -> "gra potrzebuje czterech graczy, najpierw tego, kto zaczyna jako Wschód,"
                    + " np. Ann,Bob,Cid,Dee; podano " + a.number("count");
            case EMPTY_NAME -> "każdy gracz potrzebuje imienia; podano puste";
            case INVISIBLE_NAME -> "każdy gracz potrzebuje imienia, które da się przeczytać; podano same niewidoczne znaki";
            case BAD_NAME -> "imię gracza ma od 1 do " + a.number("most") + " znaków"
                    + " i nie ma znaków sterujących; podano '" + a.text("player") + "'";
            case MISLEADING_NAME -> "imię gracza nie może zawierać " + a.text("character") + " (znak "
                    + a.number("position") + "): spacja inna niż zwykła, znak nowego wiersza albo niewidoczny znak"
                    + " sprawia, że imię wygląda inaczej, niż jest; wpisz je ponownie, tylko ze zwykłymi spacjami";
            case SAME_NAME -> "dwóch graczy nazywa się '" + a.text("player") + "'; nadaj każdemu inne imię (np. dodaj inicjał)";
            case NO_SUCH_PLAYER_AS -> "w tej grze nie ma gracza '" + a.text("player") + "', który byłby "
                    + role(a.value("role", GameSetup.Role.class)) + "; gracze to " + String.join(", ", GameArgs.names(a));
            case STAKE_NOT_DECIMAL -> "stawka za punkt musi być liczbą dziesiętną, np. \"0.01\"; podano '" + a.text("stake") + "'";
            case NEGATIVE_STAKE -> "stawka za punkt nie może być ujemna, podano " + a.text("stake");
            case STAKE_TOO_BIG -> "stawka za punkt wynosi najwyżej " + a.text("most") + ", podano " + a.text("stake");
            case STAKE_TOO_PRECISE -> "stawka za punkt ma najwyżej " + a.number("decimals")
                    + " miejsc po przecinku, np. 0.000001, podano " + a.text("stake");
            case MONEY_DECIMALS -> "pieniądze zaokrągla się do " + least(a) + "–" + most(a) + " miejsc po przecinku, podano "
                    + a.text("sent");
            case NO_ROUNDING -> "wybierz zaokrąglanie pieniędzy: half-up, half-even, up, down...";
            case UNKNOWN_ROUNDING -> "nieznane zaokrąglanie '" + a.text("given") + "'; napisz half-up, half-even, half-down,"
                    + " up, down, ceiling lub floor";
            case PENALTY_AMOUNT -> "kara to całkowita liczba punktów od " + least(a) + " do " + most(a) + ", podano " + a.text("sent");
            case TOO_MANY_PENALTIES -> "ręka ma od " + least(a) + " do " + most(a) + " kar, podano " + a.text("sent")
                    + "; zsumuj kary między tymi samymi graczami";
            case REASON_TOO_LONG -> "powód kary ma od " + least(a) + " do " + most(a) + " znaków, podano " + a.text("sent")
                    + "; napisz go w kilku słowach";
            case TOO_MANY_PAYERS -> "karę płaci od " + least(a) + " do " + most(a) + " graczy, podano " + a.text("sent")
                    + "; wpisz każdego płacącego raz";
            case TOO_MANY_PAYEES -> "karę otrzymuje od " + least(a) + " do " + most(a) + " graczy, podano " + a.text("sent")
                    + "; wpisz każdego otrzymującego raz";
            case TILES_TOO_LONG -> "zapis kamieni gracza ma od " + least(a) + " do " + most(a) + " znaków, podano "
                    + a.text("sent") + "; wpisz każdy zestaw raz, oddzielając pojedynczą spacją, np. \"[RRR] 123b 55d\"";
            case TOO_MANY_HANDS -> "gra ma od " + least(a) + " do " + most(a) + " rąk, podano " + a.text("sent")
                    + "; kolejne ręce zapisz w nowej grze";
            case PENALTY_WITHOUT_SIDES -> "kara wymaga co najmniej jednego płacącego i jednego otrzymującego";
            case PENALTY_TO_ONESELF -> a.text("player") + " nie może płacić kary samemu sobie";
            case SCORE_OUT_OF_RANGE -> "wpisany wynik to całkowita liczba punktów od " + least(a) + " do " + most(a)
                    + ", podano " + a.text("sent");
            case NO_TILES_GIVEN -> "ręka podana jako płytki potrzebuje płytek, np. \"[RRR] 123b 55d ...\"";
            case DRAW_WITH_DISCARDER -> "remis nie ma odrzucającego; podaj zwycięzcę albo pomiń odrzucającego";
            case DISCARDER_OF_SELF_DRAWN_TILE -> "płytki gracza " + a.text("winner") + " mówią by=" + Notations.method(a)
                    + ", czyli zwycięskiej płytki nikt nie odrzucił, a jako odrzucający podano gracza "
                    + a.text("player") + "; usuń odrzucającego albo podaj by=discard, jeśli " + a.text("winner")
                    + " wygrał na odrzucie gracza " + a.text("player");
            case SCORE_AND_TILES -> "dla gracza " + a.text("player") + " podano i wynik, i płytki; podaj jedno z nich";
            case ROUNDS_OUT_OF_RANGE -> "gra ma od " + least(a) + " do " + most(a) + " rund (4 to od Wschodu do Północy), podano "
                    + a.text("sent");
            case STARTING_TALLIES_OUT_OF_RANGE -> "początkowe żetony to od " + least(a) + " do " + most(a) + " punktów, podano "
                    + a.text("sent");
            case HOLDER -> a.text("player") + ": " + a.number("count");
        };
    }

    private static String least(Args a) {
        return GameArgs.grouped(a, "least", " ");
    }

    private static String most(Args a) {
        return GameArgs.grouped(a, "most", " ");
    }

    private static String removeWin(Args a) {
        return "usuń win= z ręki gracza " + a.text("player") + " lub zmień zwycięzcę";
    }

    private static String role(GameSetup.Role role) {
        return switch (role) {
            case WINNER -> "zwycięzcą";
            case DISCARDER -> "odrzucającym";
            case PAYER -> "płacącym karę";
            case PAYEE -> "otrzymującym karę";
        };
    }
}
