/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * A game holding a hand booked before its way of winning was refused (Ann's tile from the wall
 * "on Bob's discard", scored self-drawn: 68 rather than 64) opens through the API with the
 * numbers it was booked with and can be exported and imported, while the same hand entered
 * now is refused (docs/notation.md, "Hands already booked").
 */
class BookedGameApiTest {

    private static final String ON_BOBS_DISCARD = "{\"winner\": \"Ann\", \"discarder\": \"Bob\", \"hands\": {"
            + "\"Ann\": \"[RRR] 123b 555c 777d 55d win=5d by=%s\"}, \"scores\": {\"Bob\": 0, \"Cid\": 0, \"Dee\": 0}}";

    private final String url = "jdbc:h2:mem:booked-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
    private GameStore store;
    private WebServer server;
    private ApiClient api;
    private String id;
    private String key;

    /**
     * Books Ann's win on Bob's discard, then rewrites the hand's row to say by=wall, as the
     * store wrote such a hand before it was refused, and starts the server on that database.
     */
    @BeforeEach
    void aGameBookedTheOldWay() throws Exception {
        start();
        ApiClient.Answer created = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"],"
                + " \"ruleset\": \"bmja\"}");
        id = created.json().path("id").asText();
        key = created.json().path("editKey").asText();
        ApiClient.Answer booked = api.write("POST", "/api/games/" + id + "/hands", ON_BOBS_DISCARD.formatted("discard"),
                key);
        assertThat(booked.status()).as(booked.body()).isEqualTo(201);
        stop();
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                PreparedStatement hand = c.prepareStatement(
                        "UPDATE hands SET record_json = REPLACE(record_json, 'by=discard', 'by=wall')")) {
            assertThat(hand.executeUpdate()).isEqualTo(1);
        }
        start();
    }

    private void start() {
        store = GameStores.open(url);
        server = WebServer.start(0, store);
        api = new ApiClient(server.port());
    }

    @AfterEach
    void stop() {
        server.stop();
        store.close();
    }

    private static void assertBookedNumbers(JsonNode game) {
        JsonNode ann = game.path("hands").get(0).path("players").get(0);
        assertThat(ann.path("score").asLong()).isEqualTo(68);
        assertThat(ann.path("balance").asLong()).isEqualTo(408);
        assertThat(game.path("hands").get(0).path("record").path("discarder").asText()).isEqualTo("Bob");
        assertThat(game.path("totals").toString()).isEqualTo("{\"Ann\":408,\"Bob\":-136,\"Cid\":-136,\"Dee\":-136}");
    }

    @Test
    void theGameOpensWithTheNumbersItWasBookedWith() {
        ApiClient.Answer game = api.get("/api/games/" + id);

        assertThat(game.status()).as(game.body()).isEqualTo(200);
        assertThat(game.json().path("hands").get(0).path("record").path("hands").path("Ann").asText())
                .endsWith("by=wall");
        assertBookedNumbers(game.json());
    }

    @Test
    void itsExportImportsWithTheSameNumbers() {
        String file = api.get("/api/games/" + id + "/export.json").body();

        ApiClient.Answer imported = api.post("/api/games/import", file);

        assertThat(imported.status()).as(imported.body()).isEqualTo(201);
        assertBookedNumbers(api.get("/api/games/" + imported.json().path("id").asText()).json());
    }

    @Test
    void theSameHandEnteredNowIsRefusedAndTheBookedOneStays() {
        ApiClient.Answer refused = api.write("POST", "/api/games/" + id + "/hands", ON_BOBS_DISCARD.formatted("wall"),
                key);

        assertThat(refused.status()).as(refused.body()).isEqualTo(422);
        assertThat(refused.json().path("message").asText()).startsWith("hand 2: Ann's tiles say by=wall, a winning"
                + " tile nobody discarded, but Bob is named as the discarder");
        assertBookedNumbers(api.get("/api/games/" + id).json());
    }
}
