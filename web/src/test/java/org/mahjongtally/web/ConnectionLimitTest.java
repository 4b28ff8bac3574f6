/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * A flood of connections does not take the server down: it holds at most
 * {@link WebServer#MAX_CONNECTIONS} open (each costs memory), a new one takes the place of the one
 * that has waited longest for a request, and once the flood is gone it answers as before.
 */
class ConnectionLimitTest {

    private static final byte[] HEALTH = "GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
            .getBytes(StandardCharsets.US_ASCII);

    private static GameStore store;
    private static WebServer server;

    @BeforeAll
    static void start() {
        store = GameStores.open("jdbc:h2:mem:connections-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        // Every connection from one address here: the limit per address is set above the flood,
        // so what is shown is the server's own limit of connections.
        server = WebServer.start(0, store, ServerOptions.DEFAULTS.withConnectionsPerAddress(5_000));
    }

    @AfterAll
    static void stop() {
        server.stop();
        store.close();
    }

    @Test
    void connectionsOverTheCapMakeRoomByClosingTheOneWaitingLongest() throws Exception {
        List<Socket> flood = new ArrayList<>();
        try {
            for (int i = 0; i < WebServer.MAX_CONNECTIONS; i++) {
                flood.add(new Socket("localhost", server.port()));
            }
            // Each of these is accepted in turn, so the last one is in when this one answers.
            assertThat(health(flood.get(flood.size() - 1), 10_000)).startsWith("HTTP/1.1 200");
            flood.remove(flood.size() - 1).close();
            flood.add(new Socket("localhost", server.port()));

            try (Socket overTheCap = new Socket("localhost", server.port())) {
                // It used to wait in the operating system's queue until others closed; now
                // the connection that has waited longest for a request is closed to make room.
                assertThat(health(overTheCap, 1_000)).startsWith("HTTP/1.1 200");
                assertThat(readAnswer(flood.get(0), 2_000)).isEqualTo("closed");
            }
            for (Socket s : flood) {
                s.close();
            }
            flood.clear();
            try (Socket after = new Socket("localhost", server.port())) {
                assertThat(health(after, 10_000)).startsWith("HTTP/1.1 200");
            }
        } finally {
            for (Socket s : flood) {
                s.close();
            }
        }
    }

    private static String health(Socket socket, int waitMillis) throws IOException {
        socket.getOutputStream().write(HEALTH);
        socket.getOutputStream().flush();
        return readAnswer(socket, waitMillis);
    }

    /** The first bytes of the answer, or "no answer" if none came within the wait. */
    private static String readAnswer(Socket socket, int waitMillis) throws IOException {
        socket.setSoTimeout(waitMillis);
        InputStream in = socket.getInputStream();
        byte[] buffer = new byte[64];
        try {
            int n = in.read(buffer);
            return n < 0 ? "closed" : new String(buffer, 0, n, StandardCharsets.US_ASCII);
        } catch (SocketTimeoutException e) {
            return "no answer";
        }
    }
}
