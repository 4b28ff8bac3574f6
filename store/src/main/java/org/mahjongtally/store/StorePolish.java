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
            case PLAYER_EXISTS -> "klub ma już gracza o imieniu '" + a.text("name")
                    + "' (wielkość liter nie ma znaczenia); wybierz inne imię";
            case PLAYER_NAME_EMPTY -> "gracz musi mieć imię; podano puste";
            case PLAYER_NAME_BAD -> "imię gracza ma od 1 do " + a.number("limit") + " "
                    + Plural.polish(a.number("limit"), "znaku", "znaków", "znaków")
                    + ", bez spacji na początku i na końcu, bez znaków sterujących i bez znaczników kierunku tekstu;"
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
            case STORED_FORM_TOO_NEW -> a.message("whole") + " jest w formacie zapisu " + a.text("version")
                    + ", a ten program czyta wersje od 1 do " + a.number("newest")
                    + "; zaktualizuj Mahjong Tally, aby otworzyć tę bazę";
            case STORED_FORM_SHAPE -> a.message("whole") + " musi mieć postać {\"" + a.text("format") + "\": "
                    + a.number("version") + ", \"" + a.text("part") + "\": {...}}";
            case STORED_UNREADABLE -> a.message("whole") + " nie daje się odczytać: " + a.message("detail");
            case BACKUP_NOT_AN_OBJECT -> "kopia zapasowa to obiekt JSON";
            case BACKUP_WRONG_FORMAT -> "to nie jest kopia zapasowa Mahjong Tally: jej \"format\" to nie \""
                    + a.text("format") + "\"; utwórz ją poleceniem 'tally backup FILE'";
            case BACKUP_VERSION -> "kopia zapasowa ma wersję " + a.text("version") + ", a ten program czyta wersję "
                    + a.number("reads");
            case BACKUP_FORMAT_FIRST -> "kopia zapasowa musi zaczynać się od pola \"format\"";
            case BACKUP_GAMES_NOT_AN_ARRAY -> "\"games\" musi być tablicą";
            case BACKUP_NO_FORMAT -> "to nie jest kopia zapasowa Mahjong Tally: nie ma pola \"format\"";
            case BACKUP_UNREADABLE -> "nie da się odczytać kopii zapasowej: " + a.text("reason");
            case BACKUP_FOUR_PLAYERS -> "gra ma czterech graczy";
            case BACKUP_NOT_TEXT -> "brakuje pola \"" + a.text("field") + "\" albo nie jest ono tekstem";
            case BACKUP_NOT_A_WHOLE_NUMBER -> "brakuje pola \"" + a.text("field") + "\" albo nie jest ono liczbą całkowitą";
            case BACKUP_NOT_A_TIME -> "\"" + a.text("field") + "\" nie jest czasem w postaci 2026-01-02T03:04:05Z";
            case BACKUP_TWICE -> "kopia zapasowa zawiera dwa razy tę samą grę, ten sam identyfikator linku tylko"
                    + " do odczytu albo tego samego gracza: " + a.text("reason");
        };
    }

    private static final String REPEAT = "; nic nie zostało zapisane, obejrzyj ją ponownie i powtórz zmianę";
}
