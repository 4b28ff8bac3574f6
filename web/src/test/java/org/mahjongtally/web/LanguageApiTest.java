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
}
