/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * PostgreSQL goes away under a running server and comes back on the same data and port: while
 * it is away every request that needs it is answered 503 {@code database-unavailable} within the
 * store's connection timeout, and {@code /health} says so; when it is back the server answers
 * again by itself, with nothing lost and no restart.
 */
class OutageTest {

    @TempDir
    Path data;

    @Test
    void theServerAnswers503QuicklyWhileTheDatabaseIsAwayAndRecoversByItself() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        EmbeddedPostgres postgres = postgres(port);
        GameStore store = GameStores.open(postgres.getJdbcUrl("postgres", "postgres"));
        WebServer server = WebServer.start(0, store);
        try {
            ApiClient api = new ApiClient(server.port());
            JsonNode game = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").json();
            String id = game.path("id").asText();
            String key = game.path("editKey").asText();
            assertThat(api.write("POST", "/api/games/" + id + "/hands", "{\"winner\": null}", key).status()).isEqualTo(201);
            String before = api.get("/api/games/" + id).body();

            postgres.close();
            long start = System.nanoTime();
            ApiClient.Answer read = api.get("/api/games/" + id);
            Duration answeredIn = Duration.ofNanos(System.nanoTime() - start);
            assertThat(read.status()).as(read.toString()).isEqualTo(503);
            assertThat(read.json().path("code").asText()).isEqualTo("database-unavailable");
            assertThat(read.json().path("message").asText()).contains("cannot be reached").doesNotContain("password");
            assertThat(read.header("Retry-After")).isEqualTo("5");
            assertThat(answeredIn).as("answered within the connection timeout").isLessThan(
                    Duration.ofMillis(GameStores.CONNECTION_TIMEOUT_MS + 3_000));
            ApiClient.Answer write = api.send("POST", "/api/games/" + id + "/hands", "{\"winner\": null}",
                    "Authorization", "Bearer " + key, "If-Match", "\"2\"");
            assertThat(write.status()).isEqualTo(503);
            assertThat(api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").status()).isEqualTo(503);
            ApiClient.Answer health = api.get("/health");
            assertThat(health.status()).isEqualTo(503);
            assertThat(health.json().path("database").asText()).isEqualTo("unavailable");
            assertThat(api.post("/api/settle", "{\"scores\": {\"E\": 80, \"S\": 12, \"W\": 48, \"N\": 112}, \"winner\":"
                    + " \"N\"}").status()).as("what needs no database still works").isEqualTo(200);

            postgres = postgres(port);
            long back = System.nanoTime();
            long deadline = back + Duration.ofSeconds(60).toNanos();
            while (api.get("/health").status() != 200) {
                assertThat(System.nanoTime()).as("recovered within a minute").isLessThan(deadline);
                Thread.sleep(100);
            }
            Duration recovery = Duration.ofNanos(System.nanoTime() - back);
            assertThat(api.get("/api/games/" + id).body()).isEqualTo(before);
            assertThat(api.write("POST", "/api/games/" + id + "/hands", "{\"winner\": null}", key).status()).isEqualTo(201);
            System.out.printf("Outage: 503 database-unavailable answered in %d ms while PostgreSQL was stopped;"
                    + " recovered %d ms after it was back, no restart%n", answeredIn.toMillis(), recovery.toMillis());
        } finally {
            server.stop();
            store.close();
            postgres.close();
        }
    }

    private EmbeddedPostgres postgres(int port) throws Exception {
        return EmbeddedPostgres.builder().setDataDirectory(data.resolve("pg")).setCleanDataDirectory(false)
                .setPort(port).start();
    }
}
