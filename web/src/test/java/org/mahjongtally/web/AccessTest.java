/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * Who may do what, on a real server with an administrator password: reading needs the game's
 * id or share id, every write its edit key and the version seen, administration the password.
 */
class AccessTest {

    private static final String PASSWORD = "correct horse battery staple";
    private static final String HAND = "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 8, \"Bob\": 40, \"Cid\": 0, \"Dee\": 2}}";

    private static GameStore store;
    private static WebServer server;
    private static WebServer closed;
    private static ApiClient api;
    private static ApiClient noAdmin;

    private String id;
    private String key;
    private String shareId;

    @BeforeAll
    static void start() {
        store = GameStores.open("jdbc:h2:mem:access-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store, ServerOptions.DEFAULTS.withAdmin(AdminPassword.of(PASSWORD.toCharArray())));
        closed = WebServer.start(0, store);
        api = new ApiClient(server.port());
        noAdmin = new ApiClient(closed.port());
    }

    @AfterAll
    static void stop() {
        server.stop();
        closed.stop();
        store.close();
    }

    @BeforeEach
    void startGame() {
        JsonNode game = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").json();
        id = game.path("id").asText();
        key = game.path("editKey").asText();
        shareId = game.path("shareId").asText();
    }

    @Test
    void aNewGameHasAnUnguessableEditKeyThatIsNeverShownAgain() {
        assertThat(key).matches("[A-Za-z0-9_-]{32}");
        assertThat(Base64.getUrlDecoder().decode(key)).hasSize(24);
        assertThat(shareId).matches("[a-z2-7]{16}").isNotEqualTo(id);
        assertThat(api.get("/api/games/" + id).body()).doesNotContain(key).doesNotContain("editKey");
        assertThat(api.get("/api/games?ids=" + id).body()).contains(id).doesNotContain(key);
        assertThat(api.get("/api/games/" + id + "/export.json").body()).doesNotContain(key);
        assertThat(api.get("/api/games/" + id + "/audit").body()).doesNotContain(key);
    }

    @Test
    void theShareIdReadsTheGameButCannotChangeIt() {
        ApiClient.Answer shared = api.get("/api/games/" + shareId);
        assertThat(shared.status()).isEqualTo(200);
        assertThat(shared.json().path("id").asText()).isEqualTo(id);
        assertThat(api.send("POST", "/api/games/" + shareId + "/hands", HAND, "Authorization", "Bearer " + key,
                "If-Match", "\"1\"").status()).isEqualTo(404);
        assertThat(api.send("POST", "/api/games/" + id + "/hands", HAND, "Authorization", "Bearer " + shareId,
                "If-Match", "\"1\"").json().path("code").asText()).isEqualTo("wrong-edit-key");
    }

    @Test
    void aWriteWithoutTheKeyIs401AndWithAnotherKey403() {
        ApiClient.Answer none = api.send("POST", "/api/games/" + id + "/hands", HAND, "If-Match", "\"1\"");
        assertThat(none.status()).isEqualTo(401);
        assertThat(none.json().path("code").asText()).isEqualTo("edit-key-needed");
        assertThat(none.json().path("message").asText()).contains("Authorization: Bearer");
        assertThat(none.header("WWW-Authenticate")).startsWith("Bearer");

        String other = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").json()
                .path("editKey").asText();
        for (String wrong : new String[] {other, key.substring(1) + "A", "x", "Basic abc"}) {
            ApiClient.Answer a = api.send("PUT", "/api/games/" + id + "/hands/1", HAND, "Authorization", "Bearer " + wrong,
                    "If-Match", "\"1\"");
            assertThat(a.status()).as(wrong).isIn(401, 403);
        }
        ApiClient.Answer a = api.send("DELETE", "/api/games/" + id + "/hands/1", null, "Authorization", "Bearer " + other,
                "If-Match", "\"1\"");
        assertThat(a.status()).isEqualTo(403);
        assertThat(a.json().path("code").asText()).isEqualTo("wrong-edit-key");
        assertThat(api.get("/api/games/" + id).json().path("version").asInt()).isEqualTo(1);
    }

    @Test
    void aKeyInOtherLettersIsAnotherKeyEvenOnTheSameConnection() {
        String upper = key.toUpperCase(java.util.Locale.ROOT);
        String lower = key.toLowerCase(java.util.Locale.ROOT);
        for (String other : new String[] {upper, lower}) {
            if (!other.equals(key)) {
                assertThat(api.send("POST", "/api/games/" + id + "/hands", HAND, "Authorization", "Bearer " + other,
                        "If-Match", "\"1\"").status()).isEqualTo(403);
            }
        }
        assertThat(api.send("POST", "/api/games/" + id + "/hands", HAND, "Authorization", "Bearer " + key,
                "If-Match", "\"1\"").status()).isEqualTo(201);
        assertThat(api.send("POST", "/api/games/" + id + "/hands", HAND, "Authorization", "Bearer " + upper,
                "If-Match", "\"2\"").status()).isEqualTo(403);
    }

    @Test
    void aWriteMustSayWhichVersionItSawAndAStaleOneGets409WithTheGameAsItIsNow() {
        ApiClient.Answer missing = api.send("POST", "/api/games/" + id + "/hands", HAND, "Authorization", "Bearer " + key);
        assertThat(missing.status()).isEqualTo(428);
        assertThat(missing.json().path("code").asText()).isEqualTo("version-needed");

        ApiClient.Answer first = api.send("POST", "/api/games/" + id + "/hands",
                HAND.replace("{\"winner\"", "{\"version\": 1, \"winner\""), "Authorization", "Bearer " + key);
        assertThat(first.status()).as(first.toString()).isEqualTo(201);
        assertThat(first.json().path("version").asInt()).isEqualTo(2);
        assertThat(first.header("ETag")).isEqualTo("\"2\"");

        ApiClient.Answer stale = api.send("POST", "/api/games/" + id + "/hands", HAND, "Authorization", "Bearer " + key,
                "If-Match", "\"1\"");
        assertThat(stale.status()).isEqualTo(409);
        assertThat(stale.json().path("code").asText()).isEqualTo("game-changed");
        assertThat(stale.json().path("message").asText()).contains("version 2");
        assertThat(stale.json().path("game").path("version").asInt()).isEqualTo(2);
        assertThat(stale.json().path("game").path("hands").size()).isEqualTo(1);
        assertThat(stale.json().path("game").toString()).isEqualTo(api.get("/api/games/" + id).body());

        ApiClient.Answer both = api.send("POST", "/api/games/" + id + "/hands",
                HAND.replace("{\"winner\"", "{\"version\": 1, \"winner\""), "Authorization", "Bearer " + key,
                "If-Match", "\"2\"");
        assertThat(both.status()).isEqualTo(400);
        assertThat(both.json().path("code").asText()).isEqualTo("bad-version");
        assertThat(api.send("DELETE", "/api/games/" + id + "/hands/1", null, "Authorization", "Bearer " + key,
                "If-Match", "W/\"2\"").status()).isEqualTo(200);
    }

    @Test
    void administrationNeedsThePasswordAndIsOffWithoutOne() {
        String name = "Zed " + UUID.randomUUID().toString().substring(0, 8);
        String body = "{\"name\": \"" + name + "\"}";
        ApiClient.Answer none = api.post("/api/players", body);
        assertThat(none.status()).isEqualTo(401);
        assertThat(none.json().path("code").asText()).isEqualTo("admin-password-needed");
        assertThat(none.header("WWW-Authenticate")).startsWith("Basic realm=");
        ApiClient.Answer wrong = api.send("POST", "/api/players", body, "Authorization", basic("admin", "guess"));
        assertThat(wrong.status()).isEqualTo(403);
        assertThat(wrong.json().path("code").asText()).isEqualTo("wrong-admin-password");
        assertThat(api.send("POST", "/api/players", body, "Authorization", "Bearer " + PASSWORD).status()).isEqualTo(401);
        assertThat(api.send("POST", "/api/players", body, "Authorization", "Basic %%%").status()).isEqualTo(401);

        ApiClient.Answer added = api.send("POST", "/api/players", body, "Authorization", basic("admin", PASSWORD));
        assertThat(added.status()).as(added.toString()).isEqualTo(201);
        ApiClient.Answer again = api.send("POST", "/api/players", "{\"name\": \"" + name.toUpperCase(java.util.Locale.ROOT) + "\"}",
                "Authorization", basic("anyone", PASSWORD));
        assertThat(again.status()).isEqualTo(409);
        assertThat(again.json().path("code").asText()).isEqualTo("player-exists");

        ApiClient.Answer off = noAdmin.send("POST", "/api/players", body, "Authorization", basic("admin", PASSWORD));
        assertThat(off.status()).isEqualTo(403);
        assertThat(off.json().path("code").asText()).isEqualTo("administration-off");
        assertThat(off.json().path("message").asText()).contains("--admin-password-file");
    }

    @Test
    void onlyTheAdministratorListsEveryGame() {
        ApiClient.Answer anyone = api.get("/api/games");
        assertThat(anyone.status()).isEqualTo(401);
        assertThat(anyone.json().path("code").asText()).isEqualTo("admin-password-needed");
        assertThat(anyone.body()).doesNotContain("Ann");
        ApiClient.Answer admin = api.send("GET", "/api/games", null, "Authorization", basic("admin", PASSWORD));
        assertThat(admin.status()).isEqualTo(200);
        assertThat(admin.body()).contains(id, "Ann").doesNotContain(key);
        assertThat(noAdmin.get("/api/games").status()).as("administration off: no one lists every game").isEqualTo(403);
        assertThat(noAdmin.get("/api/games?ids=" + id).body()).as("a game asked for by its id").contains(id, "Ann");
    }

    @Test
    void theAdministratorDeletesGamesAndGivesThemNewKeys() {
        assertThat(api.send("DELETE", "/api/games/" + id, null, "Authorization", basic("a", "nope")).status()).isEqualTo(403);
        ApiClient.Answer renewed = api.send("POST", "/api/games/" + id + "/edit-key", null, "Authorization", basic("a", PASSWORD));
        assertThat(renewed.status()).isEqualTo(200);
        String newKey = renewed.json().path("editKey").asText();
        assertThat(newKey).hasSize(32).isNotEqualTo(key);
        assertThat(api.write("POST", "/api/games/" + id + "/hands", HAND, key).status()).isEqualTo(403);
        assertThat(api.write("POST", "/api/games/" + id + "/hands", HAND, newKey).status()).isEqualTo(201);

        assertThat(api.send("DELETE", "/api/games/" + id, null, "Authorization", basic("a", PASSWORD)).status()).isEqualTo(204);
        assertThat(api.get("/api/games/" + id).status()).isEqualTo(404);
        assertThat(api.get("/api/games/" + shareId).status()).isEqualTo(404);
    }

    @Test
    void errorsNeverShowStackTracesOrSql() {
        for (ApiClient.Answer a : new ApiClient.Answer[] {
            api.get("/api/games/" + "x".repeat(5000)),
            api.get("/api/players/99999999999999999999"),
            api.get("/api/players/1%27%20OR%201=1"),
            api.get("/api/standings?from=2025-02-30"),
            api.send("POST", "/api/games/" + id + "/hands", "{\"winner\": \"Bob'; DROP TABLE games; --\"}",
                    "Authorization", "Bearer " + key, "If-Match", "\"1\"")}) {
            assertThat(a.status()).as(a.toString()).isBetween(400, 499);
            assertThat(a.body()).doesNotContain("Exception", "\tat ", "SELECT", "SQL", "org.h2", "jdbi");
        }
        assertThat(api.get("/api/games/" + id).status()).isEqualTo(200);
    }

    private static String basic(String user, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }
}
