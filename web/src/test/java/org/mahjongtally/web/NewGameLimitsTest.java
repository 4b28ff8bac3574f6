/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.store.GameExport;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * Strangers cannot write without bound: starting and importing games is limited per address and
 * for all together (here 3 and 5 games an hour), answered 429 with {@code Retry-After} saying
 * when to try again, a game file counting one game per 500 hands; and the administrator
 * removes the junk, games and then the players they left. The server's clock is the test's.
 */
class NewGameLimitsTest {

    private static final String PASSWORD = "junk removal password";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final TestClock clock = new TestClock();
    private GameStore store;
    private WebServer server;
    private ApiClient api;

    @BeforeEach
    void start() {
        store = GameStores.open("jdbc:h2:mem:new-games-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store, ServerOptions.DEFAULTS.withAdmin(AdminPassword.of(PASSWORD.toCharArray()))
                .withNewGames(new NewGameLimits(3, 5)).withClock(clock));
        api = new ApiClient(server.port());
    }

    @AfterEach
    void stop() {
        server.stop();
        store.close();
    }

    @Test
    void startingAndImportingAreBoundedPerAddressAndForAll() {
        for (int i = 0; i < 3; i++) {
            assertThat(start(2, "Junk" + i).status()).as("game %d from 127.0.0.2", i + 1).isEqualTo(201);
        }
        RawHttp.Outcome fourth = start(2, "Junk3");
        assertThat(fourth.status()).isEqualTo(429);
        assertThat(fourth.body()).contains("\"code\":\"too-many-new-games\"", "Retry-After");
        assertThat(fourth.retryAfter()).as("an hour over 3 games").isEqualTo("1200");

        RawHttp.Outcome imported = send(3, "/api/games/import", gameFile(600));
        assertThat(imported.status()).as("600 hands count as 2 games: " + imported.body()).isEqualTo(201);
        RawHttp.Outcome overall = start(4, "Other");
        assertThat(overall.status()).as("5 games from all addresses together").isEqualTo(429);
        assertThat(overall.retryAfter()).as("an hour over 5 games").isEqualTo("720");
        assertThat(send(4, "/api/games/import", gameFile(2)).status()).isEqualTo(429);

        clock.advance(Duration.ofSeconds(720));
        assertThat(start(4, "Other").status()).isEqualTo(201);
        assertThat(start(2, "Junk3").status()).as("127.0.0.2 still within its hour").isEqualTo(429);
        clock.advance(Duration.ofSeconds(1200));
        assertThat(start(2, "Junk3").status()).isEqualTo(201);
        assertThat(store.list()).hasSize(3 + 1 + 1 + 1);
    }

    @Test
    void aLongGameFileTakesAsMuchOfTheHourAsThatManyGames() {
        RawHttp.Outcome big = send(5, "/api/games/import", gameFile(1_001));
        assertThat(big.status()).as("1,001 hands count as 3 games, all that one address has").isEqualTo(201);
        assertThat(start(5, "Ann").status()).isEqualTo(429);
    }

    @Test
    void theAdministratorRemovesJunkGamesAndThePlayersTheyLeft() {
        JsonNode keep = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").json();
        start(2, "Junk0");
        start(2, "Junk1");
        JsonNode all = api.send("GET", "/api/games", null, "Authorization", basic(PASSWORD)).json();
        assertThat(all.size()).isEqualTo(3);
        for (JsonNode game : all) {
            if (game.path("players").toString().contains("Junk")) {
                assertThat(api.send("DELETE", "/api/games/" + game.path("id").asText(), null, "Authorization",
                        basic(PASSWORD)).status()).isEqualTo(204);
            }
        }
        int deleted = 0;
        for (JsonNode player : api.get("/api/players").json()) {
            String path = "/api/players/" + player.path("id").asText();
            assertThat(api.delete(path).status()).as("without the password").isEqualTo(401);
            ApiClient.Answer a = api.send("DELETE", path, null, "Authorization", basic(PASSWORD));
            if (player.path("name").asText().startsWith("Junk")) {
                assertThat(a.status()).as(a.toString()).isEqualTo(204);
                deleted++;
            } else {
                assertThat(a.status()).as("a player with a game").isEqualTo(409);
                assertThat(a.json().path("code").asText()).isEqualTo("player-has-games");
                assertThat(a.json().path("message").asText()).contains("DELETE /api/games/");
            }
        }
        assertThat(deleted).as("four players of each of two junk games").isEqualTo(2 * 4);
        assertThat(api.get("/api/players").json().findValuesAsText("name")).containsExactly("Ann", "Bob", "Cid", "Dee");
        assertThat(api.get("/api/games/" + keep.path("shareId").asText()).status()).isEqualTo(200);
    }

    /** Starts a game from 127.0.0.n with a first player of this name and three more after it. */
    private RawHttp.Outcome start(int address, String name) {
        return send(address, "/api/games", "{\"players\": [\"" + name + "\", \"" + name + "b\", \"" + name + "c\", \""
                + name + "d\"]}");
    }

    private RawHttp.Outcome send(int address, String path, String json) {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        return RawHttp.exchange(RawHttp.loopback(address), server.port(), "POST " + path + " HTTP/1.1\r\n"
                + "Host: localhost\r\nContent-Type: application/json\r\nContent-Length: " + body.length
                + "\r\nConnection: close\r\n\r\n" + json, 30_000);
    }

    /** A game file of this many hands, each won by Ann with typed scores. */
    private static String gameFile(int hands) {
        try (GameStore scratch = GameStores.open("jdbc:h2:mem:file-" + UUID.randomUUID())) {
            String id = scratch.create(new GameSetup(List.of("Ann", "Bob", "Cid", "Dee"), Rulesets.bmja(),
                    GameOptions.DEFAULTS)).id();
            ObjectNode file = (ObjectNode) JSON.readTree(GameExport.toJson(scratch.get(id)));
            ArrayNode list = file.putArray("hands");
            for (int n = 1; n <= hands; n++) {
                ObjectNode hand = list.addObject();
                hand.put("winner", "Ann");
                ObjectNode scores = hand.putObject("scores");
                scores.put("Ann", 20 + n % 300);
                scores.put("Bob", n % 60);
                scores.put("Cid", n % 40);
                scores.put("Dee", n % 50);
            }
            return JSON.writeValueAsString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String basic(String password) {
        return "Basic " + Base64.getEncoder().encodeToString(("admin:" + password).getBytes(StandardCharsets.UTF_8));
    }
}
