/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.rules.RulesetIssue;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.rules.ValueKind;

/** The ruleset loader's problems in Polish. */
final class RulesetPolish extends Phrasebook<RulesetIssue> {

    private static final String LIMIT = "musi być \"none\" albo dodatnią parzystą liczbą punktów, np. 1000, a nie ";

    RulesetPolish() {
        super(RulesetIssue.class, Language.POLISH);
    }

    @Override
    public String text(RulesetIssue key, Args a) {
        return switch (key) {
            case PROBLEMS -> a.number("count") + " " + Plural.polish(a.number("count"), "problem", "problemy", "problemów")
                    + " w zestawie zasad:\n  " + String.join("\n  ", a.messages("problems"))
                    + (a.number("more") > 0 ? "\n  i jeszcze " + a.number("more") + "; popraw te i sprawdź ponownie" : "");
            case AT_LINE -> a.text("file") + ", wiersz " + a.number("line") + ": " + a.message("problem");
            case AT_LINE_COLUMN -> a.text("file") + ", wiersz " + a.number("line") + ", kolumna " + a.number("column")
                    + ": " + a.message("problem");
            case IN_FILE -> "plik " + a.text("file") + ": " + a.message("problem");
            case IN_TABLE_OPTIONS -> "opcje stołu: " + a.message("problem");
            case NOT_A_STRING -> "musi być tekstem w cudzysłowie, a nie " + kind(a);
            case NOT_A_WHOLE_NUMBER -> "musi być liczbą całkowitą, a nie " + kind(a);
            case OUT_OF_RANGE -> "musi być liczbą od " + a.number("min") + " do " + a.number("max") + ", a nie "
                    + a.number("number");
            case NOT_TRUE_OR_FALSE -> "musi być true lub false (bez cudzysłowu), a nie " + kind(a);
            case NOT_A_LIST -> "musi być listą tekstów, np. [\"own-flower\"], a nie " + kind(a);
            case EMPTY_TEXT -> "musi być jednym niepustym wierszem tekstu";
            case NEGATIVE -> "musi być liczbą 0 lub większą, a nie " + a.number("number");
            case ABOVE_BOUND -> "może wynosić najwyżej " + a.number("max") + ", a nie " + a.number("number")
                    + "; żadne przepisy nie zbliżają się do tego (zob. docs/rulesets.md, Bounds)";
            case BAD_LIMIT_NUMBER -> LIMIT + a.number("number");
            case BAD_LIMIT_KIND -> LIMIT + kind(a);
            case EAST_STREAK_OF_ONE -> "musi być 0 (brak takiej ręki limitowej) albo serią co najmniej 2 wygranych,"
                    + " np. 13 (Millington) lub 9 (liga niemiecka), a nie 1";
            case NOT_POSITIVE -> "musi być dodatnią liczbą punktów, a nie " + a.number("number");
            case UNKNOWN_ROUNDING -> "musi być jedną z wartości " + a.text("known") + ", a nie '" + a.text("value") + "'"
                    + nearest(a);
            case CORE_REFUSED -> "jest błędna: " + a.message("detail");
            case NOT_USABLE -> "nie nadaje się do użycia (" + a.text("error") + ")";
            case KEY_VALUE -> "wartość '" + a.text("key") + "' " + a.message("detail");
            case OPTION_VALUE -> "wartość opcji '" + a.text("key") + "' " + a.message("detail");
            case ELEMENT_VALUE -> "'" + a.text("element") + "': wartość '" + a.text("key") + "' " + a.message("detail");
            case STRING_NOT_CLOSED -> "tekst nie jest zamknięty; dodaj zamykający \"";
            case LIST_NOT_CLOSED -> "lista otwarta w tym wierszu nie jest zamknięta; dodaj ']'";
            case LIST_ITEM_NOT_STRING -> "lista może zawierać tylko teksty w cudzysłowie, np."
                    + " [\"own-flower\", \"own-season\"]";
            case LIST_SEPARATOR_MISSING -> "po elemencie listy oczekiwano ',' lub ']'";
            case BAD_ESCAPE -> "sekwencja \\" + a.text("value") + " nie należy do TOML; wpisz \\\", \\\\, \\b, \\t, \\n, \\f,"
                    + " \\r, \\uXXXX lub \\UXXXXXXXX (znak Unicode w cyfrach szesnastkowych)";
            case NOT_WHOLE -> "'" + a.text("word") + "' nie jest liczbą całkowitą; obsługiwane są tylko liczby całkowite";
            case NOT_A_VALUE -> "'" + a.text("word") + "' nie jest wartością; wpisz tekst w cudzysłowie, liczbę całkowitą,"
                    + " true lub false albo listę [\"...\"]";
            case NUMBER_TOO_LARGE -> "liczba " + a.text("word") + " jest za duża";
            case KEY_TOO_LONG -> "klucz '" + a.text("key") + "' ma " + a.number("length") + " "
                    + Plural.polish(a.number("length"), "znak", "znaki", "znaków") + "; klucz może mieć najwyżej "
                    + a.number("max");
            case STRING_TOO_LONG -> "tekst '" + a.text("value") + "' ma " + a.number("length") + " "
                    + Plural.polish(a.number("length"), "znak", "znaki", "znaków")
                    + "; tekst w zestawie zasad może mieć najwyżej " + a.number("max");
            case TOO_MANY_ENTRIES -> "więcej niż " + a.number("max") + " kluczy, tabel i pozycji list; czytanie"
                    + " przerwano tutaj. Zestaw zasad wypisany w całości ma mniej niż połowę tego: czy to plik zestawu zasad?";
            case NUMBER_MALFORMED -> "'" + a.text("word") + "' nie jest liczbą zapisaną tak, jak w TOML: bez zer"
                    + " na początku, a '_' tylko między dwiema cyframi (np. 1_000)";
            case DOTTED_TABLE -> "nazwy tabel z kropką, takie jak [" + a.text("table") + ".x], nie są obsługiwane";
            case TABLE_BRACKETS_MIXED -> "nie można użyć jednocześnie [" + a.text("table") + "] i [[" + a.text("table")
                    + "]]; użyj " + a.text("first") + ", jak w wierszu " + a.number("line");
            case TABLE_TWICE -> "tabela [" + a.text("table") + "] występuje dwa razy (po raz pierwszy w wierszu "
                    + a.number("line") + "); umieść wszystkie jej klucze w jednym miejscu";
            case TABLE_NAME_EXPECTED -> "oczekiwano nazwy tabeli, znaleziono " + found(a);
            case KEY_EXPECTED -> "oczekiwano klucza (np. name = \"...\"), znaleziono " + found(a);
            case VALUE_EXPECTED -> "po '=' oczekiwano wartości, znaleziono " + found(a);
            case TEXT_AFTER_STATEMENT -> "nieoczekiwane " + found(a) + " po końcu instrukcji; w każdym wierszu wpisz"
                    + " jedno klucz = wartość";
            case TABLE_NOT_CLOSED -> "po nazwie tabeli '" + a.text("table") + "' oczekiwano '" + a.text("closing") + "'";
            case DOTTED_KEY -> "klucze z kropką, takie jak " + a.text("key") + ".x, nie są obsługiwane";
            case EQUALS_EXPECTED -> "po kluczu '" + a.text("key") + "' oczekiwano '='";
            case KEY_TWICE -> "klucz '" + a.text("key") + "' jest tu ustawiony dwa razy (po raz pierwszy w wierszu "
                    + a.number("line") + ")";
            case VALUE_MISSING -> "po '=' brakuje wartości";
            case INLINE_TABLE -> "tabele w wierszu ({...}) nie są obsługiwane; użyj zamiast nich [tabeli]";
            case DID_YOU_MEAN -> "; czy chodziło o '" + a.text("nearest") + "'?";
            case NAMES -> " (" + switch (a.value("what", RulesetIssue.Names.class)) {
                case KEYS -> "klucze";
                case TABLES -> "tabele";
                case OPTIONS -> "opcje";
                case GROUPS -> "grupy";
            } + ": " + a.text("known") + ")";
            case UNKNOWN_TOP_KEY -> "nieznany klucz '" + a.text("key") + "' na początku pliku" + a.message("hint");
            case OPTION_AT_TOP -> "nieznany klucz '" + a.text("key") + "' na początku pliku" + a.message("hint")
                    + "; opcje wpisuje się pod [options]";
            case OPTIONS_IN_DOUBLE_BRACKETS -> "zapisz [options] w pojedynczych nawiasach";
            case SINGLE_BRACKETS -> "zapisz [[" + a.text("table") + "]] w podwójnych nawiasach: każdy wpis "
                    + a.text("table") + " to jeden element listy";
            case UNKNOWN_TABLE -> "nieznana tabela [" + a.text("table") + "]" + a.message("hint");
            case UNKNOWN_OPTION -> "nieznana opcja '" + a.text("key") + "'" + a.message("hint");
            case ELEMENT_TWICE -> "element '" + a.text("element") + "' podano dwa razy (po raz pierwszy w wierszu "
                    + a.number("line") + "); podaj każdy element tylko raz";
            case REMOVED_AND_GIVEN -> "element '" + a.text("element") + "' jest tu usuwany, a zarazem podany w wierszu "
                    + a.number("line") + "; zostaw jedno z dwojga";
            case REMOVED_TWICE -> "element '" + a.text("element") + "' jest usuwany dwa razy (po raz pierwszy w wierszu "
                    + a.number("line") + ")";
            case KEY_MISSING -> "w pliku brakuje klucza " + a.text("key") + "; dodaj " + a.text("example")
                    + " na początku, przed pierwszą [tabelą]";
            case BAD_ID -> "'id' musi mieć od 1 do 40 małych liter, cyfr i '-' i zaczynać się literą lub cyfrą,"
                    + " np. \"bmja-club\"; a nie '" + a.text("value") + "'";
            case UNKNOWN_ELEMENT -> "nieznany element '" + a.text("element") + "'" + nearest(a);
            case NO_ID -> "ta tabela " + a.text("table") + " nie ma id; dodaj id = \"...\", np. id = \"dragon-set\"";
            case UNKNOWN_TABLE_KEY -> "nieznany klucz '" + a.text("key") + "' w " + a.text("table")
                    + a.message("hint");
            case VALUE_NOT_FOR_KIND -> "'" + a.text("element") + "' to " + switch (a.value("needs", RulesetIssue.Needs.class)) {
                case POINTS -> "element punktowy: podaj mu points";
                case DOUBLES -> "element podwojeń: podaj mu doubles";
                case DOUBLES_OR_POINTS -> "element podwojeń: podaj mu doubles lub points";
                case LIMIT_OR_DOUBLES -> "ręka specjalna: podaj jej limit (procent limitu) lub doubles oraz fishing";
            } + ", a nie " + a.text("key");
            case EXCLUDES_UNKNOWN -> "'" + a.text("element") + "' wyklucza nieznany element '" + a.text("other") + "'"
                    + nearest(a);
            case EXCLUDES_ITSELF -> "'" + a.text("element") + "' nie może wykluczać samego siebie";
            case EXCLUDES_TWICE -> "'" + a.text("element") + "' wyklucza '" + a.text("other") + "' dwa razy";
            case SCOPE_FIXED -> "nie może być ustawiona: ręka specjalna zawsze należy do zwycięzcy";
            case UNKNOWN_SCOPE -> "musi być \"winner\" lub \"every-player\", a nie '" + a.text("value") + "'" + nearest(a);
            case UNKNOWN_GROUP -> "podaje nieznaną grupę '" + a.text("value") + "'" + a.message("hint");
            case GROUP_TWICE -> "podaje '" + a.text("value") + "' dwa razy";
            case OPTIONS_MISSING -> "zestaw zasad, który nie rozszerza innego, musi ustawić każdą opcję; brakuje pod"
                    + " [options]: " + a.text("known");
            case NOTHING_TO_REMOVE -> "nie ma czego usuwać: ten plik nie rozszerza innego zestawu zasad; po prostu pomiń '"
                    + a.text("element") + "'";
            case NOT_IN_BASE -> "nie można usunąć '" + a.text("element") + "': zestaw zasad, który ten plik rozszerza,"
                    + " go nie punktuje";
            case NEW_ELEMENT_NEEDS_NAME -> "element '" + a.text("element") + "' jest tu nowy i potrzebuje nazwy,"
                    + " np. name = \"...\"";
            case NEW_ELEMENT_NEEDS_VALUE -> "element '" + a.text("element") + "' jest tu nowy i potrzebuje "
                    + switch (a.value("kind", ElementKind.class)) {
                        case POINTS -> "points = ...";
                        case DOUBLES -> "doubles = ...";
                        case SPECIAL_HAND -> "limit = (procent limitu) lub doubles = ...";
                    };
            case SPECIAL_HAND_UNVALUED -> "ręka specjalna '" + a.text("element") + "' nie ma ani limitu, ani podwojeń;"
                    + " podaj limit = (procent limitu, np. 100) lub doubles = ...";
            case SPECIAL_HAND_BOTH -> "ręka specjalna '" + a.text("element") + "' ma zarówno limit (" + a.number("limit")
                    + "), jak i podwojenia (" + a.number("doubles") + "); podaj jedno, a drugie ustaw na 0";
            case SPECIAL_HAND_POINTS_AND -> "ręka specjalna '" + a.text("element") + "' ma punkty (" + a.number("points")
                    + ") oraz limit lub podwojenia; podaj tylko jedno z: limit, doubles, points";
            case UNKNOWN_ELEMENT_NO_PATTERN -> "nieznany element '" + a.text("element") + "'" + nearest(a)
                    + "; własna ręka specjalna potrzebuje wzorca, np.: pattern = \"7 pairs\"";
            case PATTERN -> "'" + a.text("element") + "': wzorzec: " + a.message("detail");
            case PATTERN_NOT_FOR_KIND -> "'" + a.text("element") + "' nie jest ręką specjalną, więc nie ma wzorca;"
                    + " wzorcami zapisuje się tylko ręce specjalne";
            case BAD_NAME_LANGUAGE -> "'" + a.text("key") + "' nie jest nazwą w języku; napisz name- i kod języka"
                    + " z dwóch lub trzech małych liter, np. name-pl lub name-ru";
            case FISHING_ABOVE_LIMIT -> "ręka specjalna '" + a.text("element") + "': czekający przegrany (fishing "
                    + a.number("fishing") + ") nie może dostać więcej niż zwycięzca (limit " + a.number("limit") + ")";
            case EXCLUDES_UNSCORED -> "'" + a.text("element") + "' wyklucza '" + a.text("other")
                    + "', którego ten zestaw zasad nie punktuje";
            case REMOVED_BUT_EXCLUDED -> "nie można usunąć samego '" + a.text("other") + "': wyklucza go '"
                    + a.text("element") + "'; usuń też '" + a.text("element") + "' albo podaj mu excludes = []";
            case EAST_STREAK_WITHOUT_LIMIT -> "'east-streak' punktuje N-tą z rzędu wygraną Wschodu, ale opcja"
                    + " eastStreakLimit wynosi 0 (brak); ustaw eastStreakLimit = 13 (Millington) lub 9 (liga niemiecka)"
                    + " albo usuń 'east-streak'";
            case OPTIONS_CLASH -> "te opcje do siebie nie pasują: " + a.message("detail");
            case PRESET_ID -> "'" + a.text("value") + "' to id wbudowanego zestawu zasad; nadaj temu zestawowi własne id,"
                    + " np. \"" + a.text("value") + "-club\"";
            case NOT_A_PRESET -> "extends '" + a.text("value") + "', a to nie jest wbudowany zestaw zasad; wbudowane"
                    + " zestawy to " + a.text("known");
            case NEITHER_PRESET_NOR_FILE -> "extends '" + a.text("value") + "', a to nie jest ani wbudowany zestaw zasad ("
                    + a.text("known") + "), ani plik (szukano: " + a.text("path") + ")";
            case EXTENDS_UNREADABLE -> "extends '" + a.text("value") + "', ale nie da się go odczytać: "
                    + a.message("detail");
            case CYCLE -> "extends tworzy cykl: " + a.text("path") + " -> " + a.text("file")
                    + "; zestaw zasad nie może rozszerzać samego siebie";
            case EXTENDS_NOT_A_NAME -> "extends '" + a.text("value") + "', a to nie jest ani wbudowany zestaw zasad ("
                    + a.text("known") + "), ani nazwa pliku obok tego; wpisz nazwę taką jak \"club.toml\", bez ścieżki"
                    + " ('/', '\\', '..') i znaków sterujących";
            case EXTENDS_IN_FULL_RULESET -> "extends '" + a.text("value") + "', ale zestaw zasad w pliku gry jest"
                    + " wypisany w całości i niczego nie rozszerza; wyeksportuj grę ponownie z programu, który ją zapisał";
            case CHAIN_TOO_LONG -> "extends tworzy łańcuch dłuższy niż " + a.number("max") + " "
                    + Plural.polish(a.number("max"), "zestaw", "zestawy", "zestawów") + " zasad (" + a.text("path")
                    + "); rozszerz wbudowany zestaw albo plik, który go rozszerza";
            case NO_PRESET -> "nie ma wbudowanego zestawu zasad '" + a.text("value") + "'; wbudowane zestawy to "
                    + a.text("known");
            case FILE_UNREADABLE -> "nie można odczytać pliku zestawu zasad: " + a.message("detail");
            case NEITHER_PRESET_NOR_RULESET -> "to nie jest ani wbudowany zestaw zasad, ani plik zestawu zasad;"
                    + " wbudowane zestawy to " + a.text("known") + "; można też podać ścieżkę pliku .toml";
            case PRESET_MISSING -> "w classpath brakuje pliku wbudowanego zestawu " + a.text("path");
            case PRESET_UNREADABLE -> "nie można odczytać pliku wbudowanego zestawu: " + a.message("detail");
            case NO_SUCH_FILE -> "nie ma takiego pliku";
            case ACCESS_DENIED -> "brak uprawnień do odczytu";
            case FILE_TOO_LARGE -> "plik ma więcej niż " + a.number("max") + " "
                    + Plural.polish(a.number("max"), "bajt", "bajty", "bajtów") + ", za dużo jak na zestaw zasad";
            case TEXT_TOO_LARGE -> "zestaw zasad ma " + a.number("length") + " "
                    + Plural.polish(a.number("length"), "znak", "znaki", "znaków") + ", więcej niż dozwolone "
                    + a.number("max");
            case NOT_UTF8 -> "plik nie jest tekstem UTF-8";
            case IO_ERROR -> "błąd odczytu: " + a.text("error");
            case UNKNOWN_TABLE_OPTION -> "nieznana opcja '" + a.text("key") + "'"
                    + (a.text("nearest").isEmpty() ? "" : " (czy chodziło o '" + a.text("nearest") + "'?)")
                    + "; opcje to " + a.text("known");
            case TABLE_OPTION_NOT_A_VALUE -> "opcja '" + a.text("key") + "' musi być liczbą, true lub false albo tekstem,"
                    + " np. \"none\"";
        };
    }

    /** The kind, as the instrument of "być": "tekstem", "listą". */
    private static String kind(Args a) {
        return switch (a.value("kind", ValueKind.class)) {
            case STRING -> "tekstem";
            case WHOLE_NUMBER -> "liczbą całkowitą";
            case TRUE_OR_FALSE -> "wartością true/false";
            case LIST -> "listą";
        };
    }

    private static String found(Args a) {
        return a.text("found").isEmpty() ? "koniec wiersza" : "'" + a.text("found") + "'";
    }

    private static String nearest(Args a) {
        return a.text("nearest").isEmpty() ? "" : "; czy chodziło o '" + a.text("nearest") + "'?";
    }
}
