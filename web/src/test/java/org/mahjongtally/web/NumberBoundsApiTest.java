/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every number a table gives is bounded by core's {@code Bound}, through the
 * real HTTP API: a value outside, however large (beyond a {@code long}, {@code 1e999999999}), is
 * answered 400 {@code out-of-range}, naming the bound and quoting the value actually sent; nothing
 * is made or recorded.
 */
class NumberBoundsApiTest extends ServerFixture {

    private static final String PLAYERS = "\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]";
    private static final String SCORES = "\"scores\": {\"Ann\": 8, \"Bob\": 0, \"Cid\": 0, \"Dee\": 0}";

    private static String id;
    private static String key;

    @BeforeAll
    static void game() {
        ApiClient.Answer a = api.post("/api/games", "{" + PLAYERS + "}");
        id = a.json().path("id").asText();
        key = a.json().path("editKey").asText();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\"rounds\": 2147483647                 | 1 to 16 rounds                | got 2147483647",
        "\"rounds\": 2147483648                 | 1 to 16 rounds                | got 2147483648",
        "\"rounds\": 9223372036854775808        | 1 to 16 rounds                | got 9223372036854775808",
        "\"rounds\": 1e999999999                | 1 to 16 rounds                | got 1E+999999999",
        "\"rounds\": 0                          | 1 to 16 rounds                | got 0",
        "\"startingTallies\": -1                | 0 to 1,000,000,000 points     | got -1",
        "\"startingTallies\": 1e400             | 0 to 1,000,000,000 points     | got 1E+400",
        "\"stakes\": {\"decimals\": 2147483648} | 0 to 4 decimal places         | got 2147483648",
        "\"stakes\": {\"decimals\": -1e-999999999} | 0 to 4 decimal places      | got -1E-999999999",
    })
    void aGameOptionOutOfItsBoundIsRefusedQuotingIt(String option, String bound, String got) {
        int games = store.list().size();
        ApiClient.Answer a = api.post("/api/games", "{" + PLAYERS + ", \"options\": {" + option + "}}");
        assertThat(a.status()).as(a.body()).isEqualTo(400);
        assertThat(a.json().path("code").asText()).isEqualTo("out-of-range");
        assertThat(a.json().path("message").asText()).contains(bound).endsWith(got);
        assertThat(store.list().size()).isEqualTo(games);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\"Ann\": 1000000001          | from 0 to 1,000,000,000, got 1000000001",
        "\"Ann\": 9223372036854775808 | from 0 to 1,000,000,000, got 9223372036854775808",
        "\"Ann\": 1e999999999         | from 0 to 1,000,000,000, got 1E+999999999",
        "\"Ann\": -3                  | from 0 to 1,000,000,000, got -3",
    })
    void aTypedScoreOutOfItsBoundIsRefusedQuotingIt(String score, String said) {
        ApiClient.Answer a = record("{\"winner\": \"Ann\", \"scores\": {" + score
                + ", \"Bob\": 0, \"Cid\": 0, \"Dee\": 0}}");
        assertRefused(a, said);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0                   | from 1 to 1,000,000, got 0",
        "1000001             | from 1 to 1,000,000, got 1000001",
        "9223372036854775808 | from 1 to 1,000,000, got 9223372036854775808",
        "1e999999999         | from 1 to 1,000,000, got 1E+999999999",
    })
    void aPenaltyAmountOutOfItsBoundIsRefusedQuotingIt(String amount, String said) {
        assertRefused(record("{\"winner\": \"Ann\", " + SCORES + ", \"penalties\": [" + penalty(amount, "") + "]}"),
                said);
    }

    @Test
    void aPenaltyReasonIsAtMost200CharactersCountedAsCharacters() {
        String emoji = "\uD83D\uDE00";
        assertRefused(record("{\"winner\": \"Ann\", " + SCORES + ", \"penalties\": ["
                + penalty("5", emoji.repeat(201)) + "]}"), "0 to 200 characters, got 201");
        ApiClient.Answer ok = record("{\"winner\": \"Ann\", " + SCORES + ", \"penalties\": ["
                + penalty("5", emoji.repeat(200)) + "]}");
        assertThat(ok.status()).as(ok.body()).isEqualTo(201);
        assertThat(ok.json().path("hand").path("record").path("penalties").path(0).path("reason").asText())
                .isEqualTo(emoji.repeat(200));
    }

    @Test
    void aHandHasAtMost20Penalties() {
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 21; i++) {
            many.append(i == 0 ? "" : ", ").append(penalty("5", ""));
        }
        assertRefused(record("{\"winner\": \"Ann\", " + SCORES + ", \"penalties\": [" + many + "]}"),
                "0 to 20 penalties, got 21");
    }

    @Test
    void theRefusalIsInTheLanguageAsked() {
        String body = "{" + PLAYERS + ", \"options\": {\"rounds\": 1e999999999}}";
        ApiClient.Answer pl = api.send("POST", "/api/games", body, "Accept-Language", "pl");
        ApiClient.Answer ru = api.send("POST", "/api/games", body, "Accept-Language", "ru");
        assertThat(pl.json().path("message").asText()).isEqualTo(
                "gra ma od 1 do 16 rund (4 to od Wschodu do Północy), podano 1E+999999999");
        assertThat(ru.json().path("message").asText()).isEqualTo(
                "в игре от 1 до 16 раундов (4 — от Востока до Севера), указано 1E+999999999");
        ApiClient.Answer fine = api.send("POST", "/api/games/" + id + "/hands", "{\"winner\": \"Ann\", " + SCORES
                + ", \"penalties\": [" + penalty("1000001", "") + "]}", "Accept-Language", "pl",
                "Authorization", "Bearer " + key, "If-Match", "\"" + version() + "\"");
        assertThat(fine.json().path("message").asText()).isEqualTo(
                "kara to całkowita liczba punktów od 1 do 1 000 000, podano 1000001");
    }

    private static void assertRefused(ApiClient.Answer a, String said) {
        int hands = api.get("/api/games/" + id).json().path("hands").size();
        assertThat(a.status()).as(a.body()).isEqualTo(400);
        assertThat(a.json().path("code").asText()).isEqualTo("out-of-range");
        assertThat(a.json().path("message").asText()).contains(said);
        assertThat(api.get("/api/games/" + id).json().path("hands").size()).isEqualTo(hands);
    }

    private static ApiClient.Answer record(String hand) {
        return api.write("POST", "/api/games/" + id + "/hands", hand, key);
    }

    private static String version() {
        return api.get("/api/games/" + id).json().path("version").asText();
    }

    private static String penalty(String amount, String reason) {
        return "{\"amount\": " + amount + ", \"payers\": [\"Bob\"], \"payees\": [\"Ann\"], \"reason\": \"" + reason + "\"}";
    }
}
