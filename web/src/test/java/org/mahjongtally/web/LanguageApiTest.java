/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Errors are answered in the language the request asks for with {@code Accept-Language}
 * (English, Polish, Russian; English by default): the same code and status, the message in that
 * language, and {@code Content-Language} saying which.
 */
class LanguageApiTest extends ServerFixture {

    private static final String TYPO = "{\"hand\": \"123b 1s\", \"ruleset\": \"bmja\"}";
    private static final String FIFTH = "{\"hand\": \"11111c 456b 789b 22d 33d win=2d\", \"ruleset\": \"bmja\"}";

    @ParameterizedTest(name = "[{0}]")
    @CsvSource(delimiter = '|', value = {
        "pl | pl | na pozycji 6: nieznany kolor 's'; kolory to b, c, d; pory roku to s1-s4",
        "ru | ru | в позиции 6: неизвестная масть 's'; масти: b, c, d; сезоны: s1-s4",
        "en | en | at position 6: unknown suit 's'; suits are b, c, d; seasons are s1-s4",
        "'de, ru;q=0.4, pl;q=0.9' | pl | na pozycji 6: nieznany kolor 's'",
        "pl;q=0, ru;q=0.1 | ru | в позиции 6: неизвестная масть 's'",
        "de | en | at position 6: unknown suit 's'"})
    void aNotationErrorIsAnsweredInTheLanguageAskedFor(String accept, String language, String message) {
        ApiClient.Answer a = api.send("POST", "/api/score", TYPO, "Accept-Language", accept);

        assertThat(a.status()).as(a.body()).isEqualTo(422);
        assertThat(a.json().path("code").asText()).isEqualTo("bad-notation");
        assertThat(a.json().path("message").asText()).startsWith(message);
        assertThat(a.header("Content-Language")).isEqualTo(language);
    }

    /**
     * A header with an empty range ({@code en,;}, {@code ;}) is read as far as it can be: it was
     * answered 500 "Server Error" on every refusal, the language's reader throwing on it.
     */
    @ParameterizedTest(name = "[{0}]")
    @CsvSource(delimiter = '|', value = {"en,; | en", "; | en", "';,pl' | pl", "',;q=0.5, ru' | ru"})
    void aHeaderWithAnEmptyRangeStillGetsItsAnswer(String accept, String language) {
        ApiClient.Answer a = api.send("POST", "/api/score", TYPO, "Accept-Language", accept);

        assertThat(a.status()).as(a.body()).isEqualTo(422);
        assertThat(a.json().path("code").asText()).isEqualTo("bad-notation");
        assertThat(a.header("Content-Language")).isEqualTo(language);
    }

    @Test
    void anInvalidHandToo() {
        ApiClient.Answer pl = api.send("POST", "/api/score", FIFTH, "Accept-Language", "pl-PL");
        ApiClient.Answer ru = api.send("POST", "/api/score", FIFTH, "Accept-Language", "ru");

        assertThat(pl.status()).isEqualTo(422);
        assertThat(ru.status()).isEqualTo(422);
        assertThat(pl.json().path("code").asText()).isEqualTo("invalid-hand");
        assertThat(ru.json().path("code").asText()).isEqualTo("invalid-hand");
        assertThat(pl.json().path("message").asText()).startsWith("na pozycji 4: piąta płytka 1c (5 w ręce); ");
        assertThat(ru.json().path("message").asText()).startsWith("в позиции 4: пятая кость 1c (в руке их 5); ");
    }

    @Test
    void withoutAcceptLanguageTheAnswerIsEnglishAsBefore() {
        ApiClient.Answer a = api.post("/api/score", TYPO);

        assertThat(a.status()).isEqualTo(422);
        assertThat(a.json().path("message").asText())
                .isEqualTo("at position 6: unknown suit 's'; suits are b, c, d; seasons are s1-s4");
        assertThat(a.header("Content-Language")).isEqualTo("en");
    }

    private static final String UNKNOWN = "{\"hand\": \"[RRR] [GGG] 222b 33c 345d win=3c by=wall\", \"foo\": 1}";
    private static final String NO_HAND = "{\"ruleset\": \"bmja\"}";

    @Test
    void anUnknownFieldIsAnsweredInTheLanguageAskedForAndInEnglishAsBefore() {
        ApiClient.Answer pl = api.send("POST", "/api/score", UNKNOWN, "Accept-Language", "pl");
        ApiClient.Answer ru = api.send("POST", "/api/score", UNKNOWN, "Accept-Language", "ru");
        ApiClient.Answer en = api.post("/api/score", UNKNOWN);

        for (ApiClient.Answer a : new ApiClient.Answer[] {pl, ru, en}) {
            assertThat(a.status()).as(a.body()).isEqualTo(400);
            assertThat(a.json().path("code").asText()).isEqualTo("bad-json");
        }
        assertThat(pl.json().path("message").asText()).isEqualTo("nieznane pole 'foo'; pola na tym poziomie to " + FIELDS);
        assertThat(pl.header("Content-Language")).isEqualTo("pl");
        assertThat(ru.json().path("message").asText()).isEqualTo("неизвестное поле 'foo'; поля на этом уровне: " + FIELDS);
        assertThat(en.json().path("message").asText()).isEqualTo("unknown field 'foo'; the fields here are " + FIELDS);
    }

    @Test
    void aMissingFieldAndItsHintToo() {
        ApiClient.Answer pl = api.send("POST", "/api/score", NO_HAND, "Accept-Language", "pl");
        ApiClient.Answer en = api.post("/api/score", NO_HAND);

        assertThat(pl.status()).isEqualTo(400);
        assertThat(pl.json().path("message").asText()).isEqualTo("brakuje pola 'hand'; podaj płytki w notacji, np."
                + " {\"hand\": \"[RRR] [GGG] 222b 33c 345d win=3c by=wall\"}");
        assertThat(en.json().path("message").asText()).isEqualTo("field 'hand' is missing; give the tiles in notation,"
                + " such as {\"hand\": \"[RRR] [GGG] 222b 33c 345d win=3c by=wall\"}");
    }

    /** The fields of a scoring request, as the refusal lists them. */
    private static final String FIELDS = "hand, ruleset";
}
