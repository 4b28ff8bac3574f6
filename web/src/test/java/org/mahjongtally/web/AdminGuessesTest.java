/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * Administrator password guesses are limited per source: five wrong ones from an address (an
 * IPv6 /64), then 429 with {@code Retry-After}, the right password too, until the time is up;
 * guesses from other addresses never refuse the administrator's; reads are never slowed. The
 * server's clock is the test's, so nobody waits.
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
    void guessesFromTenAddressesDoNotLockOutAnEleventh() {
        TestClock clock = new TestClock();
        AdminGuesses guesses = new AdminGuesses(clock);
        for (int address = 1; address <= 10; address++) {
            for (int i = 0; i < AdminGuesses.PER_ADDRESS; i++) {
                assertThat(guesses.take("10.0.0." + address)).as("guess %d from address %d", i + 1, address).isZero();
            }
            assertThat(guesses.take("10.0.0." + address)).isEqualTo(AdminGuesses.PER_ADDRESS_REFILL.toMillis());
        }
        assertThat(guesses.take("10.0.1.1")).as("the administrator at another address").isZero();
        guesses.giveBack("10.0.1.1");
        clock.advance(AdminGuesses.PER_ADDRESS_REFILL);
        assertThat(guesses.take("10.0.0.1")).isZero();
        assertThat(guesses.take("10.0.0.1")).isPositive();
    }

    @Test
    void theAddressesOfOneIpv6NetworkAreOneSource() {
        AdminGuesses guesses = new AdminGuesses(new TestClock());
        for (int i = 0; i < AdminGuesses.PER_ADDRESS; i++) {
            assertThat(guesses.take("2001:db8:1:2::" + Integer.toHexString(i + 1))).isZero();
        }
        assertThat(guesses.take("2001:db8:1:2:ffff::9")).as("another address of the same /64").isPositive();
        assertThat(guesses.take("2001:db8:1:3::1")).as("another /64").isZero();
    }

    @Test
    void rightPasswordsAreNotLimited() {
        AdminGuesses guesses = new AdminGuesses(new TestClock());
        for (int i = 0; i < 10 * AdminGuesses.PER_ADDRESS; i++) {
            assertThat(guesses.take("10.0.0.1")).isZero();
            guesses.giveBack("10.0.0.1");
        }
    }

    private static ApiClient.Answer addPlayer(String name, String password) {
        return api.send("POST", "/api/players", "{\"name\": \"" + name + "\"}", "Authorization", "Basic "
                + Base64.getEncoder().encodeToString(("admin:" + password).getBytes(StandardCharsets.UTF_8)));
    }
}
