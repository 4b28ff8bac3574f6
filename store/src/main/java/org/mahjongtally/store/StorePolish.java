/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import org.mahjongtally.words.Args;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Phrasebook;
import org.mahjongtally.words.Plural;

/** The store's messages in Polish, in the page's terms (gra, rozdanie, link do edycji). */
final class StorePolish extends Phrasebook<StoreProblem> {

    StorePolish() {
        super(StoreProblem.class, Language.POLISH);
    }

    @Override
    public String text(StoreProblem key, Args a) {
        return switch (key) {
            case GAME_NOT_FOUND -> "nie ma gry '" + a.text("id") + "'; 'tally game list' pokazuje gry";
            case GAME_CHANGED -> "grę '" + a.text("id") + "' ktoś w międzyczasie zmienił" + REPEAT;
            case GAME_CHANGED_NOW_AT -> "grę '" + a.text("id") + "' ktoś w międzyczasie zmienił (jest teraz w wersji "
                    + a.number("version") + ")" + REPEAT;
            case WRONG_EDIT_KEY -> "to nie jest klucz edycji gry '" + a.text("id") + "'; użyj linku do edycji, z którym"
                    + " gra została rozpoczęta (link tylko do odczytu nie pozwala jej zmieniać)";
            case NO_EDIT_KEY -> "gra '" + a.text("id") + "' nie ma klucza edycji (rozpoczęto ją przed wprowadzeniem"
                    + " kluczy albo z wiersza poleceń); administrator klubu może jej go nadać";
            case PLAYER_NOT_FOUND -> "w klubie nie ma gracza " + a.number("id") + "; GET /api/players ich wymienia";
            case PLAYER_HAS_GAMES -> "gracz " + a.number("id") + " gra w " + a.number("games") + " "
                    + Plural.polish(a.number("games"), "grze", "grach", "grach")
                    + "; najpierw usuń te gry (DELETE /api/games/{id}), potem gracza";
            case PLAYER_EXISTS -> "klub ma już gracza o imieniu '" + a.text("name")
                    + "' (wielkość liter nie ma znaczenia); wybierz inne imię";
            case PLAYER_NAME_EMPTY -> "gracz musi mieć imię; podano puste";
            case PLAYER_NAME_INVISIBLE -> "gracz musi mieć imię, które da się przeczytać; podano same niewidoczne znaki";
            case PLAYER_NAME_MISLEADING -> "imię gracza nie może zawierać " + a.text("character") + " (znak "
                    + a.number("position") + "): spacja inna niż zwykła, znak nowego wiersza albo niewidoczny znak"
                    + " sprawia, że imię wygląda inaczej, niż jest; wpisz je ponownie, tylko ze zwykłymi spacjami";
            case PLAYER_NAME_BAD -> "imię gracza ma od 1 do " + a.number("limit") + " "
                    + Plural.polish(a.number("limit"), "znaku", "znaków", "znaków")
                    + ", bez znaków sterujących i bez znaczników kierunku tekstu;"
                    + " sprawdź podane imię";
            case GAME_IN_BACKUP -> "gra " + a.text("id") + " w kopii zapasowej: " + a.message("detail");
            case GAME_IN_BACKUP_DOES_NOT_REPLAY -> "gry " + a.text("id") + " z kopii zapasowej nie da się odtworzyć: "
                    + a.message("detail");
            case DATABASE_NOT_EMPTY -> "baza danych " + a.text("database") + " nie jest pusta; odtwórz kopię w nowej,"
                    + " pustej bazie (zostanie przygotowana przy pierwszym użyciu)";
            case STORED_RULESET_UNREADABLE -> "nie da się odczytać zapisanych zasad gry '" + a.text("id") + "': "
                    + a.message("detail");
            case STORED_RULESET_ALTERED -> "zapisane zasady gry '" + a.text("id") + "' mają skrót " + a.text("found")
                    + ", a gra została rozpoczęta ze skrótem " + a.text("started") + "; zostały zmienione";
            case WRITE_REFUSED -> "baza danych " + a.text("database") + " odrzuciła ten sam zapis " + a.number("attempts")
                    + " " + Plural.polish(a.number("attempts"), "raz", "razy", "razy") + ": " + a.text("reason");
            case DATABASE_FAILED -> "błąd bazy danych " + a.text("database") + ": " + a.text("reason");
            case CANNOT_OPEN -> "nie można otworzyć bazy danych " + a.text("database") + ": " + a.text("reason");
            case CANNOT_OPEN_LOCKED -> "nie można otworzyć bazy danych " + a.text("database") + ": " + a.text("reason")
                    + "; otworzył ją inny program (z pliku H2 korzysta naraz jeden program: zamknij tamten albo"
                    + " używajcie wspólnej bazy PostgreSQL)";
            case CANNOT_CREATE_DATA_DIRECTORY -> "nie można utworzyć katalogu danych " + a.text("directory")
                    + " dla domyślnej bazy (" + a.text("reason") + "); podaj bazę przez --db albo " + a.text("variable");
            case UNSUPPORTED_URL -> "nieobsługiwany adres bazy danych '" + a.text("database") + "'; użyj pliku H2, np."
                    + " jdbc:h2:file:/path/to/games, albo PostgreSQL, np."
                    + " jdbc:postgresql://localhost/tally?user=tally&password=secret";
            case DATABASE_UNAVAILABLE -> "baza danych " + a.text("database") + " jest w tej chwili niedostępna;"
                    + " nic nie zostało zmienione, spróbuj ponownie za chwilę";
            case CURRENCY_TOO_LONG -> "walutę zapisuje się najwyżej " + a.number("most") + " "
                    + Plural.polish(a.number("most"), "znakiem", "znakami", "znakami") + ", np. EUR albo zł; podana ma ich "
                    + a.number("length");
            case RULESET_TOO_LONG -> "zasady gry, zapisane w całości, mają " + a.number("length")
                    + " znaków; z grą przechowuje się najwyżej " + a.number("most") + " (zasady wbudowane mają około 6000)";
            case STORED_FORM_TOO_NEW -> a.message("whole") + " jest w formacie zapisu " + a.text("version")
                    + ", a ten program czyta wersje od 1 do " + a.number("newest")
                    + "; zaktualizuj Mahjong Tally, aby otworzyć tę bazę";
            case STORED_FORM_SHAPE -> a.message("whole") + " musi mieć postać {\"" + a.text("format") + "\": "
                    + a.number("version") + ", \"" + a.text("part") + "\": {...}}";
            case STORED_UNREADABLE -> a.message("whole") + " nie daje się odczytać: " + a.message("detail");
            case BACKUP_NOT_AN_OBJECT -> "kopia zapasowa to obiekt JSON";
            case BACKUP_WRONG_FORMAT -> "to nie jest kopia zapasowa Mahjong Tally: jej \"format\" to nie \""
                    + a.text("format") + "\"; utwórz ją poleceniem 'tally backup FILE'";
            case BACKUP_VERSION -> "kopia zapasowa ma wersję " + a.text("version") + ", a ten program czyta wersje od 1 do "
                    + a.number("reads") + "; zaktualizuj Mahjong Tally, aby ją odtworzyć";
            case BACKUP_FORMAT_FIRST -> "kopia zapasowa musi zaczynać się od pól \"format\" i \"version\"";
            case BACKUP_GAMES_NOT_AN_ARRAY -> "\"games\" musi być tablicą";
            case BACKUP_NO_FORMAT -> "to nie jest kopia zapasowa Mahjong Tally: nie ma pola \"format\"";
            case BACKUP_UNREADABLE -> "nie da się odczytać kopii zapasowej: " + a.text("reason");
            case BACKUP_FOUR_PLAYERS -> "gra ma czterech graczy";
            case BACKUP_NOT_TEXT -> "brakuje pola \"" + a.text("field") + "\" albo nie jest ono tekstem";
            case BACKUP_NOT_A_WHOLE_NUMBER -> "brakuje pola \"" + a.text("field") + "\" albo nie jest ono liczbą całkowitą";
            case BACKUP_NOT_A_TIME -> "\"" + a.text("field") + "\" nie jest czasem w postaci 2026-01-02T03:04:05Z";
            case BACKUP_TWICE -> "kopia zapasowa zawiera dwa razy tę samą grę, ten sam identyfikator linku tylko"
                    + " do odczytu albo tego samego gracza: " + a.text("reason");
            case BACKUP_TRAILING -> "kopia zapasowa ciągnie się za swoim końcem (drugi dokument albo zbędny tekst);"
                    + " odtwórz plik w postaci, w jakiej zapisało go 'tally backup'";
            case BACKUP_GZIP_TRAILING -> "spakowana kopia zapasowa ma inne bajty za strumieniem gzip;"
                    + " odtwórz plik w postaci, w jakiej zapisało go 'tally backup'";
            case BACKUP_NOT_COUNTED -> "\"" + a.text("field") + "\" musi być liczbą całkowitą od 1 do " + a.number("most")
                    + ", podano " + a.text("given");
            case BACKUP_PLAYER_ID -> "\"id\" gracza to liczba całkowita od 1, podano " + a.number("id");
            case BACKUP_PLAYER_ID_TWICE -> "dwóch graczy ma id " + a.number("id");
            case BACKUP_PLAYER_NAME_TWICE -> "gracze '" + a.text("other") + "' i '" + a.text("name")
                    + "' mają to samo imię; imiona w klubie są niepowtarzalne";
            case BACKUP_GAME_ID -> "\"id\" to 10 liter a-z i cyfr 2-7, podano '" + a.text("given") + "'";
            case BACKUP_GAME_TWICE -> "gra jest w kopii zapasowej dwa razy";
            case BACKUP_SHARE_ID -> "\"shareId\" to 16 liter a-z i cyfr 2-7, podano '" + a.text("given") + "'";
            case BACKUP_SHARE_ID_TWICE -> "inna gra ma identyfikator linku " + a.text("given");
            case BACKUP_KEY_HASH -> "\"editKeyHash\" to 64 cyfry szesnastkowe (0-9, a-f), skrót SHA-256 klucza edycji, podano '"
                    + a.text("given") + "'";
            case BACKUP_RULESET_HASH -> "\"ruleset.hash\" to 16 cyfr szesnastkowych (0-9, a-f), podano '"
                    + a.text("given") + "'";
            case BACKUP_TEXT_TOO_LONG -> "\"" + a.text("field") + "\" ma najwyżej " + a.number("limit")
                    + " znaków, podano " + a.number("length");
            case BACKUP_HAND_NUMBERS -> "ręce muszą być ponumerowane 1, 2, 3... po kolei; ręka " + a.number("found")
                    + " jest tam, gdzie powinna być ręka " + a.number("expected");
            case BACKUP_AUDIT_ACTION -> "wpis historii zmian ma nieznaną czynność '" + a.text("given") + "'; czynności to "
                    + a.text("known");
            case BACKUP_VERSION_BEHIND_HANDS -> "gra ma wersję " + a.number("version") + " i " + a.number("hands")
                    + " rąk, a każda zapisana ręka podnosi wersję gry od 1";
            case BACKUP_UNKNOWN_PLAYER -> "\"playerIds\" wskazuje gracza " + a.number("id")
                    + ", którego nie ma wśród graczy kopii zapasowej";
            case BACKUP_FOUR_NUMBERS -> "\"" + a.text("field") + "\" musi zawierać cztery liczby całkowite, po jednej dla"
                    + " każdego gracza w kolejności";
            case BACKUP_BOOKS_PARTLY -> "albo każda ręka ma swoje liczby \"booked\", a gra swoje \"totals\", albo żadna;"
                    + " odtwórz plik w postaci zapisanej przez 'tally backup'";
            case BACKUP_NOT_AN_ARRAY -> "brak pola \"" + a.text("field") + "\" lub nie jest ono tablicą";
            case BACKUP_CHANGE_ID -> "\"id\" zmiany musi mieć od 16 do 64 liter, cyfr, '-' lub '_', podano '"
                    + a.text("given") + "'";
            case BACKUP_CHANGE_VERSION -> "zmiana miała utworzyć wersję " + a.number("made")
                    + ", a gra jest w wersji " + a.number("version");
            case BACKUP_CHANGE_TWICE -> "identyfikator zmiany lub importu " + a.text("given") + " występuje dwa razy";
            case BACKUP_HAND_SCORES -> "gra " + a.text("id") + " w kopii zapasowej: ręka " + a.number("hand")
                    + " została zapisana z wynikami " + a.text("booked") + ", a odtworzona teraz daje "
                    + a.text("replayed") + "; kopię zmieniono albo zapisał ją program, który liczy tę rękę inaczej:"
                    + " odtwórz plik w postaci zapisanej przez 'tally backup', tym programem";
            case BACKUP_HAND_BALANCES -> "gra " + a.text("id") + " w kopii zapasowej: ręka " + a.number("hand")
                    + " została zapisana z bilansami " + a.text("booked") + ", a odtworzona teraz daje "
                    + a.text("replayed") + "; kopię zmieniono albo zapisał ją program, który rozlicza tę rękę inaczej:"
                    + " odtwórz plik w postaci zapisanej przez 'tally backup', tym programem";
            case BACKUP_TOTALS -> "gra " + a.text("id") + " w kopii zapasowej została zapisana z sumami "
                    + a.text("booked") + ", a jej ręce odtworzone teraz dają " + a.text("replayed")
                    + "; brakuje ręki albo ją zmieniono: odtwórz plik w postaci zapisanej przez 'tally backup'";
        };
    }

    private static final String REPEAT = "; nic nie zostało zapisane, obejrzyj ją ponownie i powtórz zmianę";
}
