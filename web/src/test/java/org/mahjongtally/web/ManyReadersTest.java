/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * Many readers behind one address (a club's phones behind one router): every one gets an
 * answer, the game or a refusal saying when to come back ({@code Retry-After}); none is dropped
 * without a word, neither a newcomer nor a reader who keeps his connection open for his next
 * read (a connection that waits for its next request used to be closed to make room for a
 * newcomer, and its next request then got no answer at all). Each reader has a connection of
 * its own, all from one address of 127.0.0.0/8.
 */
class ManyReadersTest {

    private static final String HAND = "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 8, \"Bob\": 40, \"Cid\": 0, \"Dee\": 2}}";

    private static GameStore store;
    private static WebServer server;
    private static String shareId;

    @BeforeAll
    static void start() {
        store = GameStores.open("jdbc:h2:mem:readers-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        // Kept-alive connections are closed here only to make room: not for being idle, however
        // long the readers of a slow test machine take.
        server = WebServer.start(0, store, ServerOptions.DEFAULTS.withTimeouts(Duration.ofMinutes(5), Duration.ofSeconds(30))
                .withHeaderTimeout(Duration.ofMinutes(5)));
        ApiClient api = new ApiClient(server.port());
        var game = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").json();
        String id = game.path("id").asText();
        for (int i = 0; i < 16; i++) {
            api.write("POST", "/api/games/" + id + "/hands", HAND, game.path("editKey").asText());
        }
        shareId = game.path("shareId").asText();
    }

    @AfterAll
    static void stop() {
        server.stop();
        store.close();
    }

    @Test
    void readersWhoKeepTheirConnectionsAreAnsweredWhenMoreComeFromTheSameAddress() throws Exception {
        int limit = ServerOptions.CONNECTIONS_PER_ADDRESS;
        int newcomers = limit / 2;
        InetAddress club = RawHttp.loopback(2);
        String keep = "GET /api/games/" + shareId + " HTTP/1.1\r\nHost: localhost\r\n\r\n";
        String once = "GET /api/games/" + shareId + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
        Map<String, Integer> first = new TreeMap<>();
        Map<String, Integer> later = new TreeMap<>();
        Map<String, Integer> again = new TreeMap<>();
        List<RawHttp.Outcome> outcomes = new ArrayList<>();
        List<RawHttp.KeepAlive> phones = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(newcomers);
        try {
            for (int i = 0; i < limit; i++) {
                RawHttp.KeepAlive phone = new RawHttp.KeepAlive(club, server.port(), 20_000);
                phones.add(phone);
                count(first, phone.exchange(keep), outcomes);
            }
            List<Future<RawHttp.Outcome>> coming = new ArrayList<>();
            for (int i = 0; i < newcomers; i++) {
                coming.add(pool.submit(() -> RawHttp.exchange(club, server.port(), once, 20_000)));
            }
            for (Future<RawHttp.Outcome> f : coming) {
                count(later, f.get(), outcomes);
            }
            for (RawHttp.KeepAlive phone : phones) {
                count(again, phone.exchange(keep), outcomes);
            }
        } finally {
            pool.shutdownNow();
            for (RawHttp.KeepAlive phone : phones) {
                phone.close();
            }
        }
        System.out.printf("ManyReadersTest: %d readers from one address keep their connections: first reads %s;"
                + " %d more readers at once, each on a new connection: %s; the first readers again: %s%n", limit, first,
                newcomers, later, again);
        assertThat(first).isEqualTo(Map.of("200", limit));
        assertThat(outcomes).as("no reader without an answer: %s, %s", later, again).allMatch(RawHttp.Outcome::answered);
        assertThat(outcomes).as("a refusal says when to come back").allMatch(o -> o.status() == 200
                || (o.status() == 503 && o.retryAfter() != null && o.body().contains("\"code\":\"busy\"")));
        assertThat(again).as("the readers who kept their connections").isEqualTo(Map.of("200", limit));
    }

    private static void count(Map<String, Integer> counts, RawHttp.Outcome o, List<RawHttp.Outcome> all) {
        counts.merge(o.answered() ? String.valueOf(o.status()) : o.failure(), 1, Integer::sum);
        all.add(o);
    }

    @Test
    void twiceAsManyReadersAsTheLimitOfOneAddressAreAllAnswered() throws Exception {
        int readers = 2 * ServerOptions.CONNECTIONS_PER_ADDRESS;
        String request = "GET /api/games/" + shareId + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
        InetAddress club = RawHttp.loopback(1);
        ExecutorService pool = Executors.newFixedThreadPool(readers);
        CountDownLatch ready = new CountDownLatch(readers);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<RawHttp.Outcome>> outcomes = new ArrayList<>();
        long start = System.nanoTime();
        try {
            for (int i = 0; i < readers; i++) {
                outcomes.add(pool.submit(() -> {
                    ready.countDown();
                    go.await();
                    return RawHttp.exchange(club, server.port(), request, 20_000);
                }));
            }
            ready.await();
            start = System.nanoTime();
            go.countDown();
            Map<String, Integer> counts = new TreeMap<>();
            int unanswered = 0;
            int refusedWithoutRetryAfter = 0;
            for (Future<RawHttp.Outcome> f : outcomes) {
                RawHttp.Outcome o = f.get();
                counts.merge(o.answered() ? String.valueOf(o.status()) : o.failure(), 1, Integer::sum);
                if (!o.answered()) {
                    unanswered++;
                } else if (o.status() != 200 && o.retryAfter() == null) {
                    refusedWithoutRetryAfter++;
                }
            }
            System.out.printf("ManyReadersTest: %d readers from one address at once, in %d ms: %s%n", readers,
                    (System.nanoTime() - start) / 1_000_000, counts);
            assertThat(unanswered).as("readers without any answer: %s", counts).isZero();
            assertThat(refusedWithoutRetryAfter).as("refusals without Retry-After: %s", counts).isZero();
            assertThat(counts.getOrDefault("200", 0)).as("readers who got the game").isGreaterThanOrEqualTo(
                    ServerOptions.CONNECTIONS_PER_ADDRESS);
        } finally {
            pool.shutdownNow();
        }
    }
}
