/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * Guessers cannot turn the limit on password guesses against the administrator: on a real
 * server, seven addresses (127.0.0.2 to .8) guess wrong until each is refused, more guesses
 * than every address together used to be allowed; the administrator at another address is still
 * let in with the right password every time.
 */
class GuessesFromManyAddressesTest {

    private static final String PASSWORD = "many addresses password";
    private static final int GUESSERS = 7;

    private static GameStore store;
    private static WebServer server;

    @BeforeAll
    static void start() {
        store = GameStores.open("jdbc:h2:mem:many-guessers-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        // The server's clock stands still: no guess comes back with time, however slowly the
        // machine checks them.
        server = WebServer.start(0, store, ServerOptions.DEFAULTS.withAdmin(AdminPassword.of(PASSWORD.toCharArray()))
                .withClock(new TestClock()));
    }

    @AfterAll
    static void stop() {
        server.stop();
        store.close();
    }

    @Test
    void guessesFromSevenAddressesDoNotLockOutTheAdministratorAtAnother() {
        Map<Integer, Integer> guessed = new TreeMap<>();
        int wrong = 0;
        for (int address = 2; address < 2 + GUESSERS; address++) {
            for (int i = 0; i <= AdminGuesses.PER_ADDRESS; i++) {
                RawHttp.Outcome o = listGames(address, "guess " + address + "." + i);
                guessed.merge(o.status(), 1, Integer::sum);
                if (i < AdminGuesses.PER_ADDRESS) {
                    assertThat(o.status()).as("guess %d from 127.0.0.%d", i + 1, address).isEqualTo(403);
                    wrong++;
                } else {
                    assertThat(o.status()).as("a guess past the limit of 127.0.0.%d", address).isEqualTo(429);
                    assertThat(o.retryAfter()).isNotNull();
                }
            }
        }
        Map<Integer, Integer> owner = new TreeMap<>();
        for (int i = 0; i < 5; i++) {
            owner.merge(listGames(100, PASSWORD).status(), 1, Integer::sum);
        }
        System.out.printf("GuessesFromManyAddressesTest: %d wrong passwords from %d addresses answered %s;"
                + " the right one from another address 5 times answered %s%n", wrong, GUESSERS, guessed, owner);
        assertThat(owner).as("the administrator's answers").isEqualTo(Map.of(200, 5));
    }

    private static RawHttp.Outcome listGames(int address, String password) {
        String basic = Base64.getEncoder().encodeToString(("admin:" + password).getBytes(StandardCharsets.UTF_8));
        return RawHttp.exchange(RawHttp.loopback(address), server.port(), "GET /api/games HTTP/1.1\r\nHost: localhost\r\n"
                + "Authorization: Basic " + basic + "\r\nConnection: close\r\n\r\n", 60_000);
    }
}
