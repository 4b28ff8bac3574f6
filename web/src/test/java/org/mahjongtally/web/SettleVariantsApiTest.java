/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The settle request and a new game take every option of core's settlement registry, the two
 * variants of docs/rules.md §12, item 18 among them (numbers worked by hand in core's
 * DiscarderDoublesTest and DifferenceCapTest); bodies without them answer as before.
 */
class SettleVariantsApiTest extends ServerFixture {

    private static final String RU_2 = "{\"scores\": {\"E\": 80, \"S\": 12, \"W\": 48, \"N\": 112}, \"winner\": \"N\"";

    @Test
    void theDiscarderPaysDouble() {
        ApiClient.Answer a = api.post("/api/settle", RU_2 + ", \"discarder\": \"S\","
                + " \"options\": {\"discarderDoubles\": true, \"payForAll\": false}}");

        assertThat(a.status()).as(a.toString()).isEqualTo(200);
        assertThat(a.json().path("balances").toString()).isEqualTo("{\"E\":-24,\"S\":-396,\"W\":-140,\"N\":560}");
    }

    @Test
    void theLimitCapsTheLosersDifference() {
        ApiClient.Answer a = api.post("/api/settle", "{\"scores\": {\"E\": 0, \"S\": 660, \"W\": 100, \"N\": 40},"
                + " \"winner\": \"N\", \"options\": {\"limit\": 500, \"differenceCap\": true}}");

        assertThat(a.status()).as(a.toString()).isEqualTo(200);
        assertThat(a.json().path("balances").toString()).isEqualTo("{\"E\":-1280,\"S\":1460,\"W\":-340,\"N\":160}");
        assertThat(a.json().path("scores").path("S").asLong()).isEqualTo(660);
    }

    @Test
    void aMisspeltNewOptionIsNamedWithTheOneMeant() {
        ApiClient.Answer a = api.post("/api/settle", RU_2 + ", \"options\": {\"discarderDouble\": true}}");

        assertThat(a.status()).isEqualTo(400);
        assertThat(a.json().path("message").asText()).startsWith("unknown field 'options.discarderDouble'; did you"
                + " mean 'options.discarderDoubles'? The fields of 'options' are differenceCap, discarderDoubles,"
                + " drawPays, eastDoubles, limit, losersSettle, method, payForAll");
    }

    @Test
    void aCapWithTheAlternativeMethodIsRefusedWithTheReason() {
        ApiClient.Answer a = api.post("/api/settle", RU_2 + ", \"options\": {\"differenceCap\": true,"
                + " \"method\": \"alternative\"}}");

        assertThat(a.status()).as("a value core refuses, as any other settlement error").isEqualTo(422);
        assertThat(a.json().path("message").asText()).startsWith("differenceCap needs the difference method");
    }

    @Test
    void aGameCanPlayByThemAndSaysSo() {
        ApiClient.Answer plain = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}");
        ApiClient.Answer doubles = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"],"
                + " \"options\": {\"discarderDoubles\": true, \"rounds\": 1}}");

        assertThat(doubles.status()).as(doubles.toString()).isEqualTo(201);
        String id = doubles.json().path("id").asText();
        assertThat(api.get("/api/games/" + id).json().path("settlement").path("discarderDoubles").asBoolean()).isTrue();
        String plainId = plain.json().path("id").asText();
        assertThat(api.get("/api/games/" + plainId).json().path("settlement").has("discarderDoubles")).isFalse();
    }
}
