/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A ruleset the API cannot use (an unknown preset, a bad table option) is answered in the
 * language of {@code Accept-Language}, with the same code and status in each.
 */
class RulesetLanguageApiTest extends ServerFixture {

    private static final String UNKNOWN_PRESET = "{\"hand\": \"123b\", \"ruleset\": \"mcr\"}";
    private static final String BAD_LIMIT =
            "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"options\": {\"limit\": 3}}";

    @ParameterizedTest(name = "[{0}]")
    @CsvSource(delimiter = '|', value = {
        "en | mcr: there is no preset 'mcr'; the presets are bmja, dmjl, millington",
        "pl | plik mcr: nie ma wbudowanego zestawu zasad 'mcr'; wbudowane zestawy to bmja, dmjl, millington",
        "ru | файл mcr: встроенного набора правил 'mcr' нет; встроенные наборы: bmja, dmjl, millington"})
    void anUnknownPresetIsAnsweredInTheLanguageAskedFor(String language, String message) {
        ApiClient.Answer a = api.send("POST", "/api/score", UNKNOWN_PRESET, "Accept-Language", language);

        assertThat(a.status()).as(a.body()).isEqualTo(422);
        assertThat(a.json().path("code").asText()).isEqualTo("invalid-ruleset");
        assertThat(a.json().path("message").asText()).isEqualTo(message);
        assertThat(a.header("Content-Language")).isEqualTo(language);
    }

    @ParameterizedTest(name = "[{0}]")
    @CsvSource(delimiter = '|', value = {
        "en | table options: option 'limit' must be \"none\" or a positive even number of points such as 1000, not 3",
        "pl | opcje stołu: wartość opcji 'limit' musi być \"none\" albo dodatnią parzystą liczbą punktów, np. 1000, a nie 3",
        "ru | настройки стола: значение параметра 'limit' должно быть \"none\" или положительным чётным числом очков,"
                + " например 1000, а не 3"})
    void aBadTableOptionToo(String language, String message) {
        ApiClient.Answer a = api.send("POST", "/api/games", BAD_LIMIT, "Accept-Language", language);

        assertThat(a.status()).as(a.body()).isEqualTo(422);
        assertThat(a.json().path("code").asText()).isEqualTo("invalid-ruleset");
        assertThat(a.json().path("message").asText()).isEqualTo(message);
    }
}
