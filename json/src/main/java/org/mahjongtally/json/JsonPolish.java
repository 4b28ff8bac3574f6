/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import org.mahjongtally.words.Args;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Phrasebook;
import org.mahjongtally.words.Plural;

/**
 * Why JSON is refused, in Polish. What was read ({@code whole}) is a singular noun in the
 * nominative (treść żądania, plik gry, zapis rozdania), so every sentence has it as its subject
 * with a verb in the present tense, which agrees with any gender.
 */
final class JsonPolish extends Phrasebook<JsonProblem> {

    JsonPolish() {
        super(JsonProblem.class, Language.POLISH);
    }

    @Override
    public String text(JsonProblem key, Args a) {
        return switch (key) {
            case BODY -> "treść żądania";
            case GAME_FILE -> "plik gry";
            case STORED_OPTIONS -> "zapis opcji gry";
            case STORED_HAND -> "zapis rozdania " + a.number("hand");
            case AUDIT_HAND -> "zapis rozdania w dzienniku zmian";
            case NO_JSON -> a.message("whole") + " nie zawiera JSON-u; musi to być obiekt JSON, {...}";
            case WHOLE_NULL -> a.message("whole") + " ma wartość null; musi to być obiekt JSON, {...}";
            case WHOLE_MUST_BE -> a.message("whole") + " musi być " + type(a);
            case WHOLE_MUST_NOT_BE_NULL -> a.message("whole") + " musi być " + type(a) + ", a nie null";
            case NUMBER_IN_MUST_BE -> a.message("whole") + " zawiera liczbę, która musi być " + type(a);
            case FIELD_MUST_BE -> "pole '" + a.text("field") + "' musi być " + type(a);
            case FIELD_MUST_NOT_BE_NULL -> "pole '" + a.text("field") + "' musi być " + type(a) + ", a nie null";
            case TOO_DEEP -> a.message("whole") + " ma więcej niż " + a.number("depth") + " "
                    + Plural.polish(a.number("depth"), "poziom", "poziomy", "poziomów")
                    + " zagnieżdżenia albo przekracza inny limit rozmiaru; wystarczy kilka poziomów";
            // The reason is the JSON parser's own English: the position (AT, around it) says where.
            case NOT_JSON -> a.message("whole") + " nie jest poprawnym JSON-em";
            case UNREADABLE -> a.message("whole") + " nie daje się odczytać: " + a.text("reason");
            case AT -> a.message("detail") + " (wiersz " + a.number("line") + ", kolumna " + a.number("column") + ")";
            case UNKNOWN_FIELD -> "nieznane pole '" + a.text("field") + "'; " + a.message("fields");
            case UNKNOWN_FIELD_MEANT -> "nieznane pole '" + a.text("field") + "'; czy chodziło o '" + a.text("meant")
                    + "'? " + JsonWords.capitalised(a.message("fields"));
            case FIELDS_HERE -> "pola na tym poziomie to " + a.text("names");
            case FIELDS_OF -> "pola obiektu '" + a.text("parent") + "' to " + a.text("names");
            case FIELD_MISSING -> "brakuje pola '" + a.text("field") + "'; " + a.message("how");
            case FIELD_NOT_TEXT_OR_NULL -> "pole '" + a.text("field") + "' musi być tekstem albo null; "
                    + a.message("how");
            case WINNER_HINT -> "podaj gracza, który zrobił mahjonga, albo null przy remisie";
            case AMOUNT_HINT -> "podaj, ile punktów każdy płacący płaci każdemu otrzymującemu";
            case PAYERS_HINT -> "podaj, kto płaci, np. [\"Ann\"]";
            case PAYEES_HINT -> "podaj, kto otrzymuje, np. [\"Bob\", \"Cid\"]";
            case NO_RULESETS_TO_COMPARE -> "pole 'rulesets' musi wymieniać identyfikatory zestawów zasad, np. [\"bmja\"];"
                    + " pomiń je, aby porównać wszystkie zestawy";
            case LIMIT_NOT_A_NUMBER -> "pole 'options.limit' musi być liczbą całkowitą albo \"none\"";
            case HAND_HINT -> "podaj płytki w notacji, np. {\"hand\": \"[RRR] [GGG] 222b 33c 345d win=3c by=wall\"}";
            case SCORES_HINT -> "podaj wynik każdego miejsca: \"scores\": " + a.text("example");
            case WINNER_SEAT_HINT -> "podaj miejsce, które zrobiło mahjonga, E, S, W albo N, albo null przy remisie";
            case HAND_IN_GAME_FILE -> "rozdanie " + a.number("hand") + " w pliku gry: " + a.message("detail");
            case NO_SUCH_HAND -> "gra '" + a.text("id") + "' " + (a.number("count") == 0 ? "nie ma jeszcze rozdań"
                    : a.number("count") == 1 ? "ma jedno rozdanie, numer 1" : "ma rozdania od 1 do " + a.number("count"))
                    + "; nie ma rozdania " + a.number("hand");
            case NOT_A_GAME_FILE -> "to nie jest plik gry Mahjong Tally: nie ma w nim \"format\": \"" + a.text("format")
                    + "\"; wyeksportuj go poleceniem 'tally game export GAME --format json'";
            case GAME_FILE_NO_VERSION -> "plik gry nie ma wersji, a ten program czyta wersję " + a.number("reads");
            case GAME_FILE_VERSION -> "plik gry ma wersję " + a.text("version") + ", a ten program czyta wersję "
                    + a.number("reads");
            case GAME_FILE_TOO_NEW -> "plik gry ma wersję " + a.text("version") + ", a ten program czyta wersję "
                    + a.number("reads") + "; zaktualizuj Mahjong Tally, aby go odczytać";
            case GAME_FILE_RULESET_CHANGED -> "zasady w pliku gry zostały zmienione: ich skrót to " + a.text("found")
                    + ", a plik podaje " + a.text("given");
            case GAME_FILE_RULESET_HINT -> "podaj zasady zapisane w całości: {\"id\", \"name\", \"hash\", \"toml\"}";
            case GAME_FILE_PLAYERS_HINT -> "podaj czterech graczy, zaczynając od Wschodu";
            case GAME_FILE_TOML_HINT -> "podaj zasady zapisane w całości";
        };
    }

    /** What the value must be, in the instrumental ("musi być liczbą"). */
    private static String type(Args a) {
        return switch (a.value("type", JsonType.class)) {
            case WHOLE_NUMBER -> "liczbą całkowitą";
            case WHOLE_NUMBER_IN_RANGE -> "liczbą całkowitą od " + Long.MIN_VALUE + " do " + Long.MAX_VALUE;
            case NUMBER -> "liczbą";
            case BOOLEAN -> "wartością true albo false";
            case STRING -> "tekstem";
            case ARRAY -> "tablicą";
            case OBJECT -> "obiektem JSON";
            case SCALAR -> "tekstem, liczbą albo wartością true lub false";
            case OTHER -> "innego typu";
        };
    }
}
