/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * Administrator password guesses are limited: five wrong ones from an
 * address, then 429 with {@code Retry-After}, the right password too, until the time is up;
 * thirty from all addresses together; reads are never slowed. The server's clock is the test's,
 * so nobody waits.
 */
class AdminGuessesTest {

    private static final String PASSWORD = "guess limit password";

    private static final TestClock CLOCK = new TestClock();
    private static GameStore store;
    private static WebServer server;
    private static ApiClient api;

    @BeforeAll
    static void start() {
        store = GameStores.open("jdbc:h2:mem:guesses-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store, ServerOptions.DEFAULTS.withAdmin(AdminPassword.of(PASSWORD.toCharArray()))
                .withClock(CLOCK));
        api = new ApiClient(server.port());
    }

    @AfterAll
    static void stop() {
        server.stop();
        store.close();
    }

    @Test
    void wrongPasswordsFromOneAddressAreLimitedAndReadsAreNot() {
        for (int i = 0; i < AdminGuesses.PER_ADDRESS; i++) {
            ApiClient.Answer wrong = addPlayer("Zed" + i, "guess " + i);
            assertThat(wrong.status()).as("guess %d", i + 1).isEqualTo(403);
            assertThat(wrong.json().path("code").asText()).isEqualTo("wrong-admin-password");
        }
        ApiClient.Answer limited = addPlayer("Zed", "guess 6");
        assertThat(limited.status()).isEqualTo(429);
        assertThat(limited.json().path("code").asText()).isEqualTo("too-many-guesses");
        assertThat(limited.json().path("message").asText()).contains("wait", "Retry-After");
        assertThat(Long.parseLong(limited.header("Retry-After"))).isBetween(1L, AdminGuesses.PER_ADDRESS_REFILL.toSeconds());
        assertThat(limited.header("Content-Security-Policy")).isEqualTo(WebServer.CONTENT_SECURITY_POLICY);
        assertThat(addPlayer("Zed", PASSWORD).status()).as("the right password within the limit's time").isEqualTo(429);

        long start = System.nanoTime();
        assertThat(api.get("/api/players").status()).isEqualTo(200);
        assertThat(api.get("/api/games?ids=x").status()).isEqualTo(200);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).as("reads while guesses are refused").isLessThan(Duration.ofSeconds(1));

        CLOCK.advance(AdminGuesses.PER_ADDRESS_REFILL);
        assertThat(addPlayer("Zed", PASSWORD).status()).as("the right password once the time is up").isEqualTo(201);
        assertThat(addPlayer("Zed2", "guess 7").status()).as("the right one gave its guess back").isEqualTo(403);
        assertThat(addPlayer("Zed2", "guess 8").status()).isEqualTo(429);
        CLOCK.advance(AdminGuesses.PER_ADDRESS_REFILL.multipliedBy(AdminGuesses.PER_ADDRESS));
    }

    @Test
    void guessesFromAllAddressesTogetherAreLimitedToo() {
        TestClock clock = new TestClock();
        AdminGuesses guesses = new AdminGuesses(clock);
        for (int i = 0; i < AdminGuesses.OVERALL; i++) {
            assertThat(guesses.take("10.0.0." + i)).as("guess from address %d", i).isZero();
        }
        assertThat(guesses.take("10.0.1.1")).as("a new address once all together have guessed too often")
                .isEqualTo(AdminGuesses.OVERALL_REFILL.toMillis());
        clock.advance(AdminGuesses.OVERALL_REFILL);
        assertThat(guesses.take("10.0.1.1")).isZero();
        assertThat(guesses.take("10.0.1.2")).isPositive();
    }

    @Test
    void rightPasswordsAreNotLimited() {
        AdminGuesses guesses = new AdminGuesses(new TestClock());
        for (int i = 0; i < 3 * AdminGuesses.OVERALL; i++) {
            assertThat(guesses.take("10.0.0.1")).isZero();
            guesses.giveBack("10.0.0.1");
        }
    }

    private static ApiClient.Answer addPlayer(String name, String password) {
        return api.send("POST", "/api/players", "{\"name\": \"" + name + "\"}", "Authorization", "Basic "
                + Base64.getEncoder().encodeToString(("admin:" + password).getBytes(StandardCharsets.UTF_8)));
    }

    /** A clock that moves only when told. */
    private static final class TestClock extends Clock {
        private final AtomicLong millis = new AtomicLong(1_700_000_000_000L);

        void advance(Duration d) {
            millis.addAndGet(d.toMillis());
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return Instant.ofEpochMilli(millis.get());
        }

        @Override
        public long millis() {
            return millis.get();
        }
    }
}
