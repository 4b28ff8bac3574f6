/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import org.mahjongtally.json.BadJsonException;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;
import org.mahjongtally.json.GameOptionsJson;
import org.mahjongtally.json.JsonProblem;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * The refusals of JSON, game files and backups in words: the English the product has always
 * printed, and Polish and Russian samples word for word. (That every key is worded in every
 * language with every parameter is {@code AdapterWordsTest}'s, in the web module.)
 */
class JsonWordsTest {

    private static String in(Language language, Message message) {
        return Words.in(language).with(StorePhrasebooks.of(language)).render(message);
    }

    private static String in(Language language, TallyException e) {
        return in(language, e.message());
    }

    private static TallyException refusal(ThrowingCallable read) {
        return catchThrowableOfType(TallyException.class, read);
    }

    @Test
    void theHintsOfAHandsFieldsReadAsBefore() {
        assertThat(in(Language.ENGLISH, Message.of(JsonProblem.FIELD_MISSING, "payees",
                Message.of(JsonProblem.PAYEES_HINT)))).isEqualTo("field 'payees' is missing; give who receives, such as"
                        + " [\"Bob\", \"Cid\"]");
        assertThat(in(Language.ENGLISH, Message.of(JsonProblem.FIELD_MISSING, "amount",
                Message.of(JsonProblem.AMOUNT_HINT)))).isEqualTo("field 'amount' is missing; give the points each payer"
                        + " pays each payee");
        assertThat(in(Language.ENGLISH, Message.of(JsonProblem.FIELD_NOT_TEXT_OR_NULL, "winner",
                Message.of(JsonProblem.WINNER_HINT)))).isEqualTo("field 'winner' must be a string or null; give the"
                        + " player who went Mah-Jong, or null for a draw");
    }

    @Test
    void aMisspeltFieldIsNamedInEveryLanguage() {
        TallyException e = refusal(() -> StrictJson.read("{\"rounds\": 2, \"drawPasesDeal\": true}"
                .getBytes(StandardCharsets.UTF_8), GameOptionsJson.class, Message.of(JsonProblem.BODY)));

        assertThat(e).isInstanceOf(BadJsonException.class);
        assertThat(in(Language.ENGLISH, e)).isEqualTo("unknown field 'drawPasesDeal'; did you mean 'drawPassesDeal'?"
                + " The fields here are drawPassesDeal, rounds, seatExchange, stakes, startingTallies");
        assertThat(in(Language.POLISH, e)).isEqualTo("nieznane pole 'drawPasesDeal'; czy chodziło o 'drawPassesDeal'?"
                + " Pola na tym poziomie to drawPassesDeal, rounds, seatExchange, stakes, startingTallies");
        assertThat(in(Language.RUSSIAN, e)).isEqualTo("неизвестное поле 'drawPasesDeal'; может быть, имелось в виду"
                + " 'drawPassesDeal'? Поля на этом уровне: drawPassesDeal, rounds, seatExchange, stakes, startingTallies");
    }

    @Test
    void aWrongTypeAndTextThatIsNotJsonToo() {
        TallyException type = refusal(() -> StrictJson.read("{\"rounds\": \"two\"}".getBytes(StandardCharsets.UTF_8),
                GameOptionsJson.class, Message.of(JsonProblem.GAME_FILE)));
        TallyException notJson = refusal(() -> StrictJson.tree("{\"rounds\": ".getBytes(StandardCharsets.UTF_8),
                Message.of(JsonProblem.BODY)));

        assertThat(in(Language.ENGLISH, type)).startsWith("field 'rounds' must be a whole number (line 1, column ");
        assertThat(in(Language.POLISH, type)).startsWith("pole 'rounds' musi być liczbą całkowitą (wiersz 1, kolumna ");
        assertThat(in(Language.RUSSIAN, type)).startsWith("поле 'rounds' должно быть целым числом (строка 1, столбец ");
        assertThat(in(Language.ENGLISH, notJson)).startsWith("the body is not valid JSON: ");
        assertThat(in(Language.POLISH, notJson)).as("no English of the parser inside")
                .matches("treść żądania nie jest poprawnym JSON-em \\(wiersz 1, kolumna \\d+\\)");
        assertThat(in(Language.RUSSIAN, notJson)).as("no English of the parser inside")
                .matches("тело запроса не является корректным JSON \\(строка 1, столбец \\d+\\)");
    }

    @Test
    void aStoredHandThatDoesNotReadIsNamedWithItsNumber() {
        TallyException e = refusal(() -> StoredGameCodec.readHand("{\"format\": 2, \"hand\": {}, \"more\": 1}",
                Message.of(JsonProblem.STORED_HAND, 3)));

        assertThat(in(Language.ENGLISH, e)).isEqualTo("stored hand 3 must be {\"format\": 2, \"hand\": {...}}");
        assertThat(in(Language.POLISH, e)).isEqualTo("zapis rozdania 3 musi mieć postać {\"format\": 2, \"hand\": {...}}");
        assertThat(in(Language.RUSSIAN, e)).isEqualTo("запись раздачи 3: ожидается {\"format\": 2, \"hand\": {...}}");
    }

    @Test
    void numbersAreWordedWithTheirPluralForms() {
        Message deep = Message.of(JsonProblem.TOO_DEEP, Message.of(JsonProblem.BODY), StrictJson.MAX_DEPTH);
        Message currency = Message.of(StoreProblem.CURRENCY_TOO_LONG, 8, 9);

        assertThat(in(Language.ENGLISH, deep)).isEqualTo("the body is nested more than 32 levels deep, or too large"
                + " in some other way; it should be only a few levels deep");
        assertThat(in(Language.POLISH, deep)).startsWith("treść żądania ma więcej niż 32 poziomy zagnieżdżenia");
        assertThat(in(Language.RUSSIAN, deep)).startsWith("тело запроса имеет больше 32 уровней вложенности");
        assertThat(in(Language.ENGLISH, currency)).isEqualTo("a currency is written in at most 8 characters, such as"
                + " EUR or zł; got one of 9");
        assertThat(in(Language.POLISH, currency)).isEqualTo("walutę zapisuje się najwyżej 8 znakami, np. EUR albo zł;"
                + " podana ma ich 9");
        assertThat(in(Language.RUSSIAN, currency)).isEqualTo("валюта записывается не более чем 8 символами, напр. EUR"
                + " или zł; в указанной их 9");
    }

    @Test
    void aHandPastTheLastIsNamedWithTheHandsThereAre() {
        List<String> english = List.of(0, 1, 4).stream()
                .map(n -> in(Language.ENGLISH, Message.of(JsonProblem.NO_SUCH_HAND, "g1", n, 5))).toList();

        assertThat(english).containsExactly("game 'g1' has no hands yet; there is no hand 5",
                "game 'g1' has one hand, number 1; there is no hand 5", "game 'g1' has hands 1 to 4; there is no hand 5");
        assertThat(in(Language.POLISH, Message.of(JsonProblem.NO_SUCH_HAND, "g1", 4, 5)))
                .isEqualTo("gra 'g1' ma rozdania od 1 do 4; nie ma rozdania 5");
        assertThat(in(Language.RUSSIAN, Message.of(JsonProblem.NO_SUCH_HAND, "g1", 4, 5)))
                .isEqualTo("в игре 'g1' раздачи с 1 по 4; раздачи 5 нет");
    }

    @Test
    void aStakeThatIsNotADecimalIsAGameRefusalInWords() {
        TallyException e = refusal(() -> StrictJson.read("{\"stakes\": {\"perPoint\": \"a penny\"}}"
                .getBytes(StandardCharsets.UTF_8), GameOptionsJson.class, Message.of(JsonProblem.BODY)).toOptions());

        assertThat(e.code()).isEqualTo("bad-game");
        assertThat(in(Language.ENGLISH, e)).isEqualTo("the stake per point must be a decimal such as \"0.01\"; got 'a penny'");
        assertThat(in(Language.POLISH, e)).isEqualTo("stawka za punkt musi być liczbą dziesiętną, np. \"0.01\"; podano 'a penny'");
    }
}
