/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/** The club's players, a player's games and the standings over a period, through the API. */
class PlayersApiTest {

    private static final String ADMIN = "Basic " + Base64.getEncoder().encodeToString(
            "admin:players test password".getBytes(StandardCharsets.UTF_8));

    private static GameStore store;
    private static WebServer server;
    private static ApiClient api;

    @BeforeAll
    static void start() {
        store = GameStores.open("jdbc:h2:mem:players-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store, ServerOptions.DEFAULTS.withAdmin(
                AdminPassword.of("players test password".toCharArray())));
        api = new ApiClient(server.port());
    }

    @AfterAll
    static void stop() {
        server.stop();
        store.close();
    }

    @Test
    void gamesMakePlayersWhoseStandingsAndHistoryAddUp() {
        JsonNode one = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").json();
        String first = one.path("id").asText();
        api.write("POST", "/api/games/" + first + "/hands", "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 80, \"Bob\": 112,"
                + " \"Cid\": 12, \"Dee\": 48}}", one.path("editKey").asText());
        JsonNode two = api.post("/api/games", "{\"players\": [\"bob\", \"Ann\", \"Eve\", \"Dee\"], \"options\": {\"stakes\":"
                + " {\"perPoint\": \"0.01\", \"currency\": \"EUR\"}}}").json();
        api.write("POST", "/api/games/" + two.path("id").asText() + "/hands", "{\"winner\": \"Eve\", \"hands\": {\"Eve\":"
                + " \"[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall\"}, \"scores\": {\"bob\": 8, \"Ann\": 0, \"Dee\": 4}}",
                two.path("editKey").asText());

        JsonNode players = api.get("/api/players").json();
        assertThat(players.findValuesAsText("name")).containsExactly("Ann", "Bob", "Cid", "Dee", "Eve");

        JsonNode standings = api.get("/api/standings").json();
        assertThat(standings.path("to").asText()).isEqualTo(LocalDate.now(ZoneOffset.UTC).toString());
        JsonNode eve = line(standings, "Eve");
        assertThat(eve.path("games").asInt()).isEqualTo(1);
        assertThat(eve.path("won").asInt()).isEqualTo(1);
        JsonNode played = api.get("/api/games/" + two.path("id").asText()).json().path("hands").get(0).path("players").get(2);
        assertThat(played.path("name").asText()).isEqualTo("Eve");
        assertThat(eve.path("bestHand").asLong()).isEqualTo(played.path("score").asLong()).isPositive();
        assertThat(eve.path("money").path("EUR").asText()).isEqualTo(
                new java.math.BigDecimal(eve.path("points").asLong()).movePointLeft(2).setScale(2).toPlainString());
        JsonNode bob = line(standings, "Bob");
        assertThat(bob.path("games").asInt()).isEqualTo(2);
        assertThat(bob.path("hands").asInt()).isEqualTo(2);
        assertThat(standings.path("players").get(0).path("place").asInt()).isEqualTo(1);

        long bobId = bob.path("player").asLong();
        JsonNode page = api.get("/api/players/" + bobId).json();
        assertThat(page.path("name").asText()).isEqualTo("Bob");
        assertThat(page.path("games").size()).isEqualTo(2);
        assertThat(page.path("games").get(1).path("game").isNull()).as("no game named to anyone").isTrue();
        JsonNode asAdmin = api.send("GET", "/api/players/" + bobId, null, "Authorization", ADMIN).json();
        assertThat(asAdmin.path("games").get(1).path("game").asText()).as("the administrator's").isEqualTo(first);
        assertThat(page.path("totals").path("points").asLong()).isEqualTo(bob.path("points").asLong());

        ApiClient.Answer renamed = api.send("PUT", "/api/players/" + bobId, "{\"name\": \"Robert\"}", "Authorization", ADMIN);
        assertThat(renamed.status()).as(renamed.toString()).isEqualTo(200);
        assertThat(line(api.get("/api/standings").json(), "Robert").path("games").asInt()).isEqualTo(2);
        assertThat(api.get("/api/games/" + first).json().path("players").toString()).contains("Bob");

        assertThat(api.send("DELETE", "/api/games/" + first, null, "Authorization", ADMIN).status()).isEqualTo(204);
        assertThat(line(api.get("/api/standings").json(), "Robert").path("games").asInt()).isEqualTo(1);
        assertThat(api.get("/api/standings?from=2001-01-01&to=2001-12-31").json().path("players").size()).isZero();
        assertThat(api.get("/api/standings?from=2026-02-30").json().path("code").asText()).isEqualTo("bad-date");
        assertThat(api.get("/api/players/99999").status()).isEqualTo(404);
        assertThat(api.get("/api/players/x").status()).isEqualTo(400);
    }

    private static JsonNode line(JsonNode standings, String name) {
        for (JsonNode l : standings.path("players")) {
            if (l.path("name").asText().equals(name)) {
                return l;
            }
        }
        throw new AssertionError(name + " is not in " + standings);
    }
}
