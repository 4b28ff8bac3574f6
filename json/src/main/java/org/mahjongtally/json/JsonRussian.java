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
 * Why JSON is refused, in Russian. What was read ({@code whole}) is a noun in the nominative of
 * any gender (тело запроса, файл игры, запись раздачи), so the sentences about it use verbs in
 * the present tense or a dash, never a past tense or a short adjective that would have to agree.
 */
final class JsonRussian extends Phrasebook<JsonProblem> {

    JsonRussian() {
        super(JsonProblem.class, Language.RUSSIAN);
    }

    @Override
    public String text(JsonProblem key, Args a) {
        return switch (key) {
            case BODY -> "тело запроса";
            case GAME_FILE -> "файл игры";
            case STORED_OPTIONS -> "запись параметров игры";
            case STORED_HAND -> "запись раздачи " + a.number("hand");
            case AUDIT_HAND -> "запись раздачи в журнале изменений";
            case NO_JSON -> a.message("whole") + " не содержит JSON; нужен объект JSON, {...}";
            case WHOLE_NULL -> a.message("whole") + " — это null; нужен объект JSON, {...}";
            case WHOLE_MUST_BE -> a.message("whole") + ": ожидается " + nominative(a);
            case WHOLE_MUST_NOT_BE_NULL -> a.message("whole") + ": ожидается " + nominative(a) + ", а не null";
            case NUMBER_IN_MUST_BE -> a.message("whole") + " содержит число, которое должно быть " + instrumental(a);
            case FIELD_MUST_BE -> "поле '" + a.text("field") + "' должно быть " + instrumental(a);
            case FIELD_MUST_NOT_BE_NULL -> "поле '" + a.text("field") + "' должно быть " + instrumental(a)
                    + ", а не null";
            case TOO_DEEP -> a.message("whole") + " имеет больше " + a.number("depth") + " "
                    + Plural.russian(a.number("depth"), "уровня", "уровней", "уровней")
                    + " вложенности или превышает другой предел размера; достаточно нескольких уровней";
            // The reason is the JSON parser's own English: the position (AT, around it) says where.
            case NOT_JSON -> a.message("whole") + " не является корректным JSON";
            case UNREADABLE -> "ошибка чтения — " + a.message("whole") + ": " + a.text("reason");
            case AT -> a.message("detail") + " (строка " + a.number("line") + ", столбец " + a.number("column") + ")";
            case UNKNOWN_FIELD -> "неизвестное поле '" + a.text("field") + "'; " + a.message("fields");
            case UNKNOWN_FIELD_MEANT -> "неизвестное поле '" + a.text("field") + "'; может быть, имелось в виду '"
                    + a.text("meant") + "'? " + JsonWords.capitalised(a.message("fields"));
            case FIELDS_HERE -> "поля на этом уровне: " + a.text("names");
            case FIELDS_OF -> "поля объекта '" + a.text("parent") + "': " + a.text("names");
            case FIELD_MISSING -> "нет поля '" + a.text("field") + "'; " + a.message("how");
            case FIELD_NOT_TEXT_OR_NULL -> "поле '" + a.text("field") + "' должно быть строкой или null; "
                    + a.message("how");
            case WINNER_HINT -> "укажите игрока, который объявил маджонг, или null при ничьей";
            case AMOUNT_HINT -> "укажите, сколько очков каждый плательщик платит каждому получателю";
            case PAYERS_HINT -> "укажите, кто платит, напр. [\"Ann\"]";
            case PAYEES_HINT -> "укажите, кто получает, напр. [\"Bob\", \"Cid\"]";
            case NO_RULESETS_TO_COMPARE -> "поле 'rulesets' должно перечислять идентификаторы наборов правил, например"
                    + " [\"bmja\"]; уберите его, чтобы сравнить все наборы";
            case LIMIT_NOT_A_NUMBER -> "поле 'options.limit' должно быть целым числом или \"none\"";
            case HAND_HINT -> "укажите кости в нотации, напр. {\"hand\": \"[RRR] [GGG] 222b 33c 345d win=3c by=wall\"}";
            case SCORES_HINT -> "укажите счёт каждого места: \"scores\": " + a.text("example");
            case WINNER_SEAT_HINT -> "укажите место, которое объявило маджонг, E, S, W или N, или null при ничьей";
            case HAND_IN_GAME_FILE -> "раздача " + a.number("hand") + " в файле игры: " + a.message("detail");
            case NO_SUCH_HAND -> (a.number("count") == 0 ? "в игре '" + a.text("id") + "' ещё нет раздач"
                    : a.number("count") == 1 ? "в игре '" + a.text("id") + "' одна раздача, номер 1"
                    : "в игре '" + a.text("id") + "' раздачи с 1 по " + a.number("count"))
                    + "; раздачи " + a.number("hand") + " нет";
            case NOT_A_GAME_FILE -> "это не файл игры Mahjong Tally: в нём нет \"format\": \"" + a.text("format")
                    + "\"; экспортируйте игру командой 'tally game export GAME --format json'";
            case GAME_FILE_NO_VERSION -> "у файла игры нет версии, а эта программа читает версию " + a.number("reads");
            case GAME_FILE_VERSION -> "у файла игры версия " + a.text("version") + ", а эта программа читает версию "
                    + a.number("reads");
            case GAME_FILE_TOO_NEW -> "у файла игры версия " + a.text("version") + ", а эта программа читает версию "
                    + a.number("reads") + "; обновите Mahjong Tally, чтобы прочитать его";
            case GAME_FILE_RULESET_CHANGED -> "правила в файле игры были изменены: их хеш " + a.text("found")
                    + ", а в файле указан " + a.text("given");
            case GAME_FILE_RULESET_HINT -> "укажите правила полностью: {\"id\", \"name\", \"hash\", \"toml\"}";
            case GAME_FILE_PLAYERS_HINT -> "укажите четырёх игроков, первым — Восток";
            case GAME_FILE_TOML_HINT -> "укажите правила полностью";
        };
    }

    /** What the value must be, after "должно быть". */
    private static String instrumental(Args a) {
        return switch (a.value("type", JsonType.class)) {
            case WHOLE_NUMBER -> "целым числом";
            case WHOLE_NUMBER_IN_RANGE -> "целым числом от " + Long.MIN_VALUE + " до " + Long.MAX_VALUE;
            case NUMBER -> "числом";
            case BOOLEAN -> "значением true или false";
            case STRING -> "строкой";
            case ARRAY -> "массивом";
            case OBJECT -> "объектом JSON";
            case SCALAR -> "строкой, числом или значением true или false";
            case OTHER -> "другого типа";
        };
    }

    /** What the value must be, after "ожидается". */
    private static String nominative(Args a) {
        return switch (a.value("type", JsonType.class)) {
            case WHOLE_NUMBER -> "целое число";
            case WHOLE_NUMBER_IN_RANGE -> "целое число от " + Long.MIN_VALUE + " до " + Long.MAX_VALUE;
            case NUMBER -> "число";
            case BOOLEAN -> "значение true или false";
            case STRING -> "строка";
            case ARRAY -> "массив";
            case OBJECT -> "объект JSON";
            case SCALAR -> "строка, число или значение true или false";
            case OTHER -> "значение другого типа";
        };
    }
}
