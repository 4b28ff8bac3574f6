/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import org.mahjongtally.words.Args;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Phrasebook;
import org.mahjongtally.words.Plural;

/** The web adapter's messages in Polish; names of headers, fields and options stay as they are sent. */
final class WebPolish extends Phrasebook<WebProblem> {

    WebPolish() {
        super(WebProblem.class, Language.POLISH);
    }

    @Override
    public String text(WebProblem key, Args a) {
        return switch (key) {
            case EDIT_KEY_MISSING -> "zmiana gry wymaga jej klucza edycji w nagłówku 'Authorization: Bearer KEY';"
                    + " klucz jest w linku do edycji gry (#/game/ID?key=KEY)";
            case EDIT_KEY_MALFORMED -> "klucz edycji podaje się w nagłówku 'Authorization: Bearer KEY'; ten nagłówek"
                    + " Authorization ma inną postać";
            case CHANGE_ID_MALFORMED -> "Idempotency-Key musi mieć od 16 do " + a.number("longest")
                    + " liter, cyfr, - i _, np. losowy UUID; ten sam klucz wysyłaj ponownie tylko, by powtórzyć tę samą zmianę";
            case IF_MATCH_MALFORMED -> "If-Match musi być wersją gry, którą widziałeś, np. If-Match: \"3\""
                    + " (\"version\" i ETag gry)";
            case VERSION_FIELD_MALFORMED -> "pole 'version' musi być wersją gry, którą widziałeś: liczbą całkowitą,"
                    + " np. 3";
            case VERSIONS_DISAGREE -> "If-Match podaje wersję " + a.number("header") + ", a treść żądania wersję "
                    + a.number("body") + "; podaj jedną wersję, tę, którą widziałeś";
            case VERSION_MISSING -> "podaj, którą wersję gry widziałeś, w nagłówku If-Match: \"3\" albo w polu"
                    + " \"version\": 3, aby niczyja zmiana nie przepadła; \"version\" gry jest w każdej odpowiedzi o niej";
            case ADMINISTRATION_OFF -> "administracja klubu jest na tym serwerze wyłączona: uruchom go z"
                    + " --admin-password-file PLIK (albo TALLY_ADMIN_PASSWORD)";
            case ADMIN_PASSWORD_MISSING -> "to wymaga hasła administratora klubu, przez uwierzytelnianie HTTP Basic"
                    + " (dowolna nazwa użytkownika), np. curl -u admin";
            case WRONG_ADMIN_PASSWORD -> "to nie jest hasło administratora";
            case TOO_MANY_GUESSES -> "ostatnio podano za dużo błędnych haseł administratora; odczekaj "
                    + a.number("seconds") + " " + Plural.polish(a.number("seconds"), "sekundę", "sekundy", "sekund")
                    + " (Retry-After) i spróbuj ponownie";
            case BUSY -> "serwer ma już tyle połączeń z tego adresu, ile przyjmuje naraz (klub za jednym routerem"
                    + " dzieli jeden adres); spróbuj ponownie za " + a.number("seconds") + " "
                    + Plural.polish(a.number("seconds"), "sekundę", "sekundy", "sekund") + " (Retry-After)";
            case TOO_MANY_NEW_GAMES -> "ostatnio rozpoczęto lub zaimportowano za dużo gier, z tego adresu albo"
                    + " ze wszystkich razem; odczekaj " + a.number("seconds") + " "
                    + Plural.polish(a.number("seconds"), "sekundę", "sekundy", "sekund")
                    + " (Retry-After) i spróbuj ponownie. Limit ustala administrator serwera (new-games-per-hour)";
            case NOT_JSON -> "wyślij treść żądania jako JSON, z nagłówkiem Content-Type: application/json"
                    + (a.text("given").isEmpty() ? "; to żądanie nie ma nagłówka Content-Type"
                    : "; to żądanie podaje '" + a.text("given") + "'");
            case UNKNOWN_HOST -> "ten serwer nie odpowiada pod nazwą '" + a.text("host") + "' (nagłówek Host);"
                    + " odpowiada pod: " + a.text("names") + ". Jeśli to jego nazwa, uruchom go z --allowed-hosts "
                    + a.text("host");
            case BAD_HAND_NUMBER -> "numer rozdania musi wynosić 1 lub więcej, jak w /api/games/{id}/hands/3; podano '"
                    + a.text("given") + "'";
            case BAD_PLAYER_ID -> "identyfikator gracza jest liczbą, jak w /api/players/3; podano '" + a.text("given") + "'";
            case BAD_DATE -> "'" + a.text("name") + "' musi być dniem, np. 2025-03-31 (od roku 1900)";
            case DATES_REVERSED -> "'from' (" + a.text("from") + ") jest po 'to' (" + a.text("to") + ")";
            case BAD_UNICODE -> "treść żądania zawiera tekst, który nie jest poprawnym Unicode: znak NUL albo połowę"
                    + " pary zastępczej (np. samo \"\\ud800\"); wyślij tekst w UTF-8";
            case BODY_UNREADABLE -> "nie udało się odczytać treści żądania: " + a.text("reason");
            case BODY_NOT_AN_OBJECT -> "treść żądania musi być obiektem JSON, {...}";
            case NO_BODY -> "żądanie nie ma treści; wyślij obiekt JSON";
            case RULESET_IN_GAME -> "gra liczy punkty według własnych zasad ('" + a.text("ruleset")
                    + "'); pomiń pole 'ruleset' albo użyj POST /api/score, by wypróbować inne";
            case BAD_ESCAPE -> "adres zawiera '%', po którym nie ma dwóch cyfr szesnastkowych (np. %2F); zakoduj tekst"
                    + " adresu jako bajty UTF-8, każdy zapisany %XX";
            case METHOD_OVERRIDE -> "nagłówek " + a.text("header") + " nie jest przyjmowany; wyślij żądanie jego własną"
                    + " metodą, np. DELETE";
            case NOTHING_AT -> "pod " + a.text("method") + " " + a.text("path")
                    + " nic nie ma; /openapi.json wymienia wszystkie ścieżki, a /api/docs je objaśnia";
            case TOO_LARGE -> "treść żądania jest większa niż " + a.number("kilobytes")
                    + " KB; rozdanie czy gra są dużo mniejsze, sprawdź więc, co jest wysyłane";
            case GAME_FILE_TOO_LARGE -> "plik gry jest większy niż " + a.number("kilobytes") + " KB; gra z "
                    + a.number("hands") + " rękami, najdłuższa dozwolona, jest mniejsza, sprawdź więc, czy to plik gry"
                    + " zapisany przez Mahjong Tally";
            case REQUEST_TIMEOUT -> "żądanie docierało zbyt długo; wyślij je ponownie";
            case INTERNAL -> "na serwerze coś poszło nie tak (" + a.text("exception")
                    + "); żądanie nie zostało wykonane. Zgłoś to, podając, co zostało wysłane";
            case DATABASE_FAILED -> "baza danych nie mogła wykonać żądania; nic nie zostało zmienione."
                    + " Przyczynę podaje dziennik serwera";
            case HTTP_VERSION -> "ten serwer mówi HTTP/1.1 (i 1.0); wyślij żądanie jako HTTP/1.1";
            case HEADERS_TOO_LARGE -> "nagłówki żądania są za duże; wyślij mniej lub krótsze nagłówki (także ciasteczka)";
            case ADDRESS_TOO_LONG -> "adres żądania jest za długi; wyślij dane w treści żądania";
            case SERVER_FAULT -> "na serwerze coś poszło nie tak; żądanie nie zostało wykonane";
            case UNREADABLE_REQUEST -> "serwer nie może odczytać tego żądania (" + a.number("status")
                    + (a.text("reason").isEmpty() ? "" : " " + a.text("reason"))
                    + "): sprawdź jego ścieżkę, nagłówki i treść";
            case PORT_IN_USE -> "port " + a.number("port") + " jest zajęty (czy Mahjong Tally już działa?);"
                    + " zatrzymaj tamten program albo wybierz inny port, np. --port " + a.number("other");
            case PLAYERS_HINT -> "podaj czterech graczy, zaczynając od tego, który zaczyna jako Wschód:"
                    + " {\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}";
            case NAME_HINT -> "wyślij {\"name\": \"Ann\"}";
        };
    }
}
