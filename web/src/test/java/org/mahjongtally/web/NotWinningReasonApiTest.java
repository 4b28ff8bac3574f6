/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A game refuses a winner whose tiles do not win, saying why in the language the request asks
 * for: the scorer's reason is data nested in the game's message, so it is worded with it.
 */
class NotWinningReasonApiTest extends ServerFixture {

    /** Three chows, where bmja allows one. */
    private static final String THREE_CHOWS = "{\"winner\": \"Ann\", \"hands\": {"
            + "\"Ann\": \"123b 456b 789b 55d [RRR] win=5d by=discard\"}, \"scores\": {\"Bob\": 12, \"Cid\": 48, \"Dee\": 0}}";

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

    @ParameterizedTest(name = "[{0}]")
    @CsvSource(delimiter = '|', value = {
        "en | hand 1: Ann's tiles are not a winning hand under the bmja rules: the hand has 3 chows, and the bmja"
                + " rules allow at most 1 chow in a winning hand; correct the tiles or the winner",
        "pl | płytki gracza Ann nie są ręką zwycięską według zasad bmja: ręka ma 3 chowy, a zasady bmja"
                + " dopuszczają w ręce wygrywającej najwyżej 1 chow; popraw płytki lub zwycięzcę",
        "ru | кости игрока Ann — не выигрышная рука по правилам bmja: в руке 3 чоу, а правила bmja"
                + " допускают в выигрышной руке не больше 1 чоу; исправьте кости или победителя"})
    void theReasonIsInTheLanguageAskedFor(String language, String message) {
        String version = api.get("/api/games/" + id).json().path("version").asText();
        ApiClient.Answer a = api.send("POST", "/api/games/" + id + "/hands", THREE_CHOWS, "Authorization",
                "Bearer " + key, "If-Match", "\"" + version + "\"", "Accept-Language", language);

        assertThat(a.status()).as(a.body()).isEqualTo(422);
        assertThat(a.json().path("code").asText()).isEqualTo("invalid-hand");
        assertThat(a.json().path("message").asText()).contains(message);
        assertThat(a.header("Content-Language")).isEqualTo(language);
    }
}
