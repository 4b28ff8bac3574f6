/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * Two real servers, each with its own connection pool, against one real PostgreSQL (as two
 * instances behind one address would be): what one writes the other shows at once, a stale
 * write on one after a write on the other is refused, and many writers racing on one game
 * through both lose nothing.
 */
class ClubOnPostgresTest {

    static final int WRITERS = 8;
    static final int WRITES_EACH = 25;

    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static EmbeddedPostgres postgres;

    private GameStore storeA;
    private GameStore storeB;
    private WebServer serverA;
    private WebServer serverB;
    private ApiClient a;
    private ApiClient b;

    @BeforeAll
    static void startPostgres() throws Exception {
        postgres = EmbeddedPostgres.builder().start();
    }

    @AfterAll
    static void stopPostgres() throws Exception {
        postgres.close();
    }

    @BeforeEach
    void startTwoServers() throws Exception {
        String name = "club_" + DATABASES.incrementAndGet();
        try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        String url = postgres.getJdbcUrl("postgres", name);
        storeA = GameStores.open(url);
        storeB = GameStores.open(url);
        serverA = WebServer.start(0, storeA);
        serverB = WebServer.start(0, storeB);
        a = new ApiClient(serverA.port());
        b = new ApiClient(serverB.port());
    }

    @AfterEach
    void stopServers() {
        serverA.stop();
        serverB.stop();
        storeA.close();
        storeB.close();
    }

    @Test
    void aGameStartedOrChangedOnOneServerIsSeenAtOnceOnTheOther() {
        JsonNode created = a.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").json();
        String id = created.path("id").asText();
        String key = created.path("editKey").asText();
        assertThat(b.get("/api/games/" + id).body()).isEqualTo(a.get("/api/games/" + id).body());
        assertThat(b.get("/api/games/" + created.path("shareId").asText()).status()).isEqualTo(200);
        assertThat(b.get("/api/players").body()).contains("\"Ann\"", "\"Dee\"");

        ApiClient.Answer onB = b.send("POST", "/api/games/" + id + "/hands", hand("from B"), "Authorization",
                "Bearer " + key, "If-Match", "\"1\"");
        assertThat(onB.status()).as(onB.toString()).isEqualTo(201);
        JsonNode seenOnA = a.get("/api/games/" + id).json();
        assertThat(seenOnA.path("version").asInt()).isEqualTo(2);
        assertThat(seenOnA.toString()).contains("from B");

        ApiClient.Answer staleOnA = a.send("POST", "/api/games/" + id + "/hands", hand("from A"), "Authorization",
                "Bearer " + key, "If-Match", "\"1\"");
        assertThat(staleOnA.status()).isEqualTo(409);
        assertThat(staleOnA.json().path("game").path("version").asInt()).isEqualTo(2);
        assertThat(staleOnA.json().path("game").toString()).contains("from B").doesNotContain("from A");
        assertThat(b.get("/api/standings").body()).isEqualTo(a.get("/api/standings").body());
    }

    @Test
    void manyWritersRacingOnOneGameThroughBothServersLoseNothing() throws Exception {
        JsonNode created = a.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").json();
        String id = created.path("id").asText();
        String key = created.path("editKey").asText();
        ConcurrentLinkedQueue<String> acknowledged = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<Integer> versions = new ConcurrentLinkedQueue<>();
        AtomicInteger conflicts = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(WRITERS);
        try {
            List<Future<?>> writers = new ArrayList<>();
            for (int w = 0; w < WRITERS; w++) {
                ApiClient server = w % 2 == 0 ? a : b;
                int writer = w;
                writers.add(pool.submit(() -> {
                    int seen = 1;
                    for (int i = 0; i < WRITES_EACH; i++) {
                        String tag = "w" + writer + "-" + i;
                        while (true) {
                            ApiClient.Answer r = server.send("POST", "/api/games/" + id + "/hands", hand(tag),
                                    "Authorization", "Bearer " + key, "If-Match", "\"" + seen + "\"");
                            if (r.status() == 201) {
                                seen = r.json().path("version").asInt();
                                acknowledged.add(tag);
                                versions.add(seen);
                                break;
                            }
                            assertThat(r.status()).as(r.toString()).isEqualTo(409);
                            conflicts.incrementAndGet();
                            seen = r.json().path("game").path("version").asInt();
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> w : writers) {
                w.get();
            }
        } finally {
            pool.shutdown();
        }

        int total = WRITERS * WRITES_EACH;
        JsonNode game = b.get("/api/games/" + id).json();
        List<String> stored = new ArrayList<>();
        game.path("hands").forEach(h -> stored.add(h.path("record").path("penalties").get(0).path("reason").asText()));
        assertThat(acknowledged).hasSize(total).doesNotHaveDuplicates();
        assertThat(stored).as("every acknowledged write, each once").hasSize(total)
                .containsExactlyInAnyOrderElementsOf(acknowledged);
        List<Integer> sorted = new ArrayList<>(versions);
        Collections.sort(sorted);
        assertThat(sorted).as("versions 2 to %d, each acknowledged once", total + 1)
                .isEqualTo(IntStream.rangeClosed(2, total + 1).boxed().toList());
        assertThat(game.path("version").asInt()).isEqualTo(total + 1);
        assertThat(a.get("/api/games/" + id + "/audit").json().size()).isEqualTo(total + 1);
        System.out.printf("Concurrency: %d writers x %d writes through 2 servers on one PostgreSQL: %d acknowledged,"
                + " %d stored, %d conflicts (409) retried, versions 2..%d contiguous%n", WRITERS, WRITES_EACH,
                acknowledged.size(), stored.size(), conflicts.get(), total + 1);
    }

    /** A draw with a small penalty whose reason tags the write. */
    private static String hand(String tag) {
        return "{\"winner\": null, \"penalties\": [{\"amount\": 2, \"payers\": [\"Ann\"], \"payees\": [\"Bob\"],"
                + " \"reason\": \"" + tag + "\"}]}";
    }
}
