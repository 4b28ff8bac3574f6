package org.mahjongtally.store;

import org.mahjongtally.words.Args;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Phrasebook;
import org.mahjongtally.words.Plural;

/** The store's messages in Polish, in the page's terms (gra, rozdanie, link do edycji). */
final class StorePolish implements Phrasebook<StoreProblem> {

    @Override
    public Class<StoreProblem> keys() {
        return StoreProblem.class;
    }

    @Override
    public Language language() {
        return Language.POLISH;
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
            case HAND_IN_GAME_FILE -> "rozdanie " + a.number("hand") + " w pliku gry: " + a.message("detail");
            case GAME_IN_BACKUP -> "gra " + a.text("id") + " w kopii zapasowej: " + a.message("detail");
            case GAME_IN_BACKUP_DOES_NOT_REPLAY -> "gry " + a.text("id") + " z kopii zapasowej nie da się odtworzyć: "
                    + a.message("detail");
            case DATABASE_UNAVAILABLE -> "baza danych " + a.text("database") + " jest w tej chwili niedostępna;"
                    + " nic nie zostało zmienione, spróbuj ponownie za chwilę";
        };
    }

    private static final String REPEAT = "; nic nie zostało zapisane, obejrzyj ją ponownie i powtórz zmianę";
}
