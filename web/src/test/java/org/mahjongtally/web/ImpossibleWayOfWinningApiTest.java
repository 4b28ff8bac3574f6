/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The API refuses a way of winning that cannot have happened with 422 and a code, in the
 * language asked for, and books nothing: a discarder named for a tile from the wall, East's
 * dealt hand for another seat (docs/notation.md, context).
 */
class ImpossibleWayOfWinningApiTest extends ServerFixture {

    private static final String ON_BOBS_DISCARD = "{\"winner\": \"Ann\", \"discarder\": \"Bob\", \"hands\": {"
            + "\"Ann\": \"[RRR] 123b 555c 777d 55d win=5d by=%s\"}, \"scores\": {\"Bob\": 0, \"Cid\": 0, \"Dee\": 0}}";

    private String id;
    private String key;

    @BeforeEach
    void startGame() {
        ApiClient.Answer a = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"],"
                + " \"ruleset\": \"bmja\"}");
        assertThat(a.status()).as(a.toString()).isEqualTo(201);
        id = a.json().path("id").asText();
        key = a.json().path("editKey").asText();
    }

    private ApiClient.Answer record(String body, String language) {
        String version = api.get("/api/games/" + id).json().path("version").asText();
        return api.send("POST", "/api/games/" + id + "/hands", body, "Authorization", "Bearer " + key,
                "If-Match", "\"" + version + "\"", "Accept-Language", language);
    }

    @ParameterizedTest(name = "[{0}]")
    @CsvSource(delimiter = '|', value = {
        "en | hand 1: Ann's tiles say by=wall, a winning tile nobody discarded, but Bob is named as the discarder;"
                + " remove the discarder, or say by=discard if Ann went out on Bob's discard",
        "pl | rozdanie 1: płytki gracza Ann mówią by=wall, czyli zwycięskiej płytki nikt nie odrzucił",
        "ru | раздача 1: кости игрока Ann говорят by=wall: выигрышную кость никто не сбрасывал"})
    void aDiscarderForATileFromTheWallIsRefusedAndNothingIsBooked(String language, String message) {
        ApiClient.Answer a = record(ON_BOBS_DISCARD.formatted("wall"), language);

        assertThat(a.status()).as(a.body()).isEqualTo(422);
        assertThat(a.json().path("code").asText()).isEqualTo("invalid-hand");
        assertThat(a.json().path("message").asText()).contains(message);
        assertThat(api.get("/api/games/" + id).json().path("hands").size()).isZero();
    }

    @Test
    void theSameWinOnTheDiscardIsBookedWithoutTheSelfDrawnPoints() {
        ApiClient.Answer a = record(ON_BOBS_DISCARD.formatted("discard"), "en");

        assertThat(a.status()).as(a.body()).isEqualTo(201);
        // (4 + 4 + 4 + 20) x2 for the red dragons = 64; by=wall would have added 2 points: 68
        assertThat(api.get("/api/games/" + id).json().path("hands").get(0).toString()).contains("64");
    }

    @Test
    void scoringTheDealtHandOfSouthIsRefusedWithACode() {
        ApiClient.Answer a = api.post("/api/score", "{\"hand\": \"[RRR] 123b 555c 777d 55d seat=S win=5d by=deal\"}");

        assertThat(a.status()).as(a.body()).isEqualTo(422);
        assertThat(a.json().path("code").asText()).isEqualTo("invalid-hand");
        assertThat(a.json().path("message").asText()).startsWith("by=deal says East went out with his dealt tiles,"
                + " but this player sits South");
    }
}
