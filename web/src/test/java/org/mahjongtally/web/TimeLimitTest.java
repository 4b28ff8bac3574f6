/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * Requests are bounded in time as well as size: a body that trickles in is answered 408 once
 * the body time is up, and a client that goes silent is cut off after the idle time (see
 * {@link SlowClientsTest} for the time a whole header may take).
 */
class TimeLimitTest {

    private static GameStore store;
    private static WebServer server;

    @BeforeAll
    static void start() {
        store = GameStores.open("jdbc:h2:mem:time-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store, ServerOptions.DEFAULTS.withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(1)));
    }

    @AfterAll
    static void stop() {
        server.stop();
        store.close();
    }

    @Test
    void aBodyThatTricklesInIsAnswered408() throws Exception {
        try (Socket socket = new Socket("localhost", server.port())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /api/settle HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 100\r\n\r\n{").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            long start = System.nanoTime();
            String answer = null;
            for (int i = 0; i < 40 && answer == null; i++) {
                try {
                    out.write(' ');
                    out.flush();
                } catch (SocketException closed) {
                    break;
                }
                // A byte every 0.2 s: never silent long enough for the idle timeout.
                answer = readIfAny(socket, 200);
            }
            if (answer == null) {
                answer = readIfAny(socket, 5_000);
            }
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            assertThat(answer).startsWith("HTTP/1.1 408").contains("\"code\":\"request-timeout\"");
            assertThat(took).isBetween(Duration.ofMillis(900), Duration.ofSeconds(5));
        }
    }

    @Test
    void aClientThatGoesSilentIsCutOff() throws Exception {
        try (Socket socket = new Socket("localhost", server.port())) {
            socket.setSoTimeout(10_000);
            // Silent within its header: a body silent this long would be answered 408 at the body time
            // of 1 s already (aBodyThatTricklesInIsAnswered408), and the header time is 10 s.
            socket.getOutputStream().write(("POST /api/settle HTTP/1.1\r\nHost: localhost\r\n"
                    + "Content-Length: 100\r\n").getBytes(StandardCharsets.US_ASCII));
            long start = System.nanoTime();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream got = new ByteArrayOutputStream();
            try {
                in.transferTo(got);
            } catch (SocketException reset) {
                // cut off
            }
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            assertThat(took).as("closed after the idle time of 2 s").isBetween(Duration.ofMillis(1_500), Duration.ofSeconds(8));
            String answer = got.toString(StandardCharsets.UTF_8);
            assertThat(answer.isEmpty() || answer.startsWith("HTTP/1.1 408") || answer.startsWith("HTTP/1.1 400"))
                    .as(answer).isTrue();
        }
    }

    /** What the server has answered within the time given, or null. */
    private static String readIfAny(Socket socket, int millis) throws IOException {
        socket.setSoTimeout(millis);
        byte[] buffer = new byte[8192];
        try {
            int n = socket.getInputStream().read(buffer);
            if (n <= 0) {
                return "";
            }
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            all.write(buffer, 0, n);
            socket.setSoTimeout(500);
            try {
                while ((n = socket.getInputStream().read(buffer)) > 0) {
                    all.write(buffer, 0, n);
                }
            } catch (java.net.SocketTimeoutException done) {
                // the whole answer has come
            }
            return all.toString(StandardCharsets.UTF_8);
        } catch (java.net.SocketTimeoutException nothing) {
            return null;
        }
    }
}
