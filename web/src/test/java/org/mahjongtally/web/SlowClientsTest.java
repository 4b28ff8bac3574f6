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
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * Slow clients cannot stall the server: with a thousand connections each
 * sending its header a line at a time, or hundreds sending a body a byte at a time, a new
 * request is still answered within a second; a header sent slowly is cut off at the header time
 * however often a byte comes; one address is held to its limit of connections. All on loopback,
 * every wait bounded.
 */
class SlowClientsTest {

    /** What an honest client must get its answer within, while the attack holds. */
    private static final Duration PROMPT = Duration.ofSeconds(1);

    private GameStore store;
    private WebServer server;
    private final List<SocketChannel> attack = new ArrayList<>();
    private final ScheduledExecutorService trickle = Executors.newSingleThreadScheduledExecutor();

    private void start(ServerOptions options) {
        store = GameStores.open("jdbc:h2:mem:slow-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store, options);
    }

    @AfterEach
    void stop() throws IOException {
        trickle.shutdownNow();
        for (SocketChannel c : attack) {
            c.close();
        }
        server.stop();
        store.close();
    }

    @Test
    void aThousandSlowHeadersDoNotStallAnHonestRequest() throws Exception {
        // Every connection from one address here: the limit per address is set above the attack,
        // so what is shown is the server's own limit of connections.
        start(ServerOptions.DEFAULTS.withConnectionsPerAddress(5_000));
        int connections = WebServer.MAX_CONNECTIONS + 50;
        for (int i = 0; i < connections; i++) {
            attack.add(open("GET /health HTTP/1.1\r\nHost: localhost\r\n"));
        }
        trickleEvery(Duration.ofSeconds(2), "X-Slow: 1\r\n");
        Duration slowest = honestRequests(5);
        System.out.printf("SlowClientsTest: %d slow headers open, slowest honest request %d ms%n", connections,
                slowest.toMillis());
        assertThat(slowest).as("the slowest of 5 honest requests").isLessThan(PROMPT);
        assertThat(closed(attack, WebServer.MAX_CONNECTIONS)).as("slow connections closed to make room")
                .isGreaterThanOrEqualTo(connections - WebServer.MAX_CONNECTIONS);
    }

    @Test
    void aHeaderSentSlowlyIsCutOffAtTheHeaderTime() throws Exception {
        start(ServerOptions.DEFAULTS.withHeaderTimeout(Duration.ofSeconds(2)));
        long start = System.nanoTime();
        SocketChannel slow = open("GET /health HTTP/1.1\r\n");
        attack.add(slow);
        boolean cut = false;
        // A line every 0.3 s: never silent near the idle time of 30 s.
        while (!cut && System.nanoTime() - start < Duration.ofSeconds(8).toNanos()) {
            Thread.sleep(300);
            cut = !send(slow, "X-Slow: 1\r\n") || isClosed(slow);
        }
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertThat(cut).as("cut off within 8 s").isTrue();
        assertThat(took).as("cut off at the header time of 2 s").isBetween(Duration.ofMillis(1_500), Duration.ofSeconds(5));
    }

    @Test
    void hundredsOfSlowBodiesDoNotStallAnHonestRequest() throws Exception {
        start(ServerOptions.DEFAULTS.withConnectionsPerAddress(5_000));
        int connections = 400;
        for (int i = 0; i < connections; i++) {
            attack.add(open("POST /api/settle HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 1000\r\n\r\n{"));
        }
        trickleEvery(Duration.ofSeconds(1), " ");
        Thread.sleep(1_500);
        Duration slowest = honestRequests(5);
        System.out.printf("SlowClientsTest: %d slow bodies open, slowest honest request %d ms%n", connections,
                slowest.toMillis());
        assertThat(slowest).as("the slowest of 5 honest requests").isLessThan(PROMPT);
    }

    /**
     * Slow bodies past one address's limit are closed to make room; each such connection is at
     * most one line of the server's log (slf4j-simple writes to the standard error stream, looked
     * up at each line), never a stack trace.
     */
    @Test
    void aSlowBodyClosedToMakeRoomLogsAtMostOneLine() throws Exception {
        int limit = ServerOptions.DEFAULTS.connectionsPerAddress();
        int connections = 400;
        ServerOptions d = ServerOptions.DEFAULTS;
        start(new ServerOptions(d.admin(), d.idleTimeout(), Duration.ofSeconds(2), d.headerTimeout(), limit, d.clock(),
                d.allowedHosts(), d.newGames(), d.publish()));
        java.io.PrintStream realErr = System.err;
        java.io.ByteArrayOutputStream log = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(log, true, StandardCharsets.UTF_8));
        int closed;
        try {
            for (int i = 0; i < connections; i++) {
                attack.add(open("POST /api/settle HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 1000\r\n\r\n{"));
                send(attack.get(i), " ");
            }
            closed = closed(attack, limit);
            trickleEvery(Duration.ofMillis(200), " ");
            Thread.sleep(4_000);
            for (SocketChannel c : attack) {
                c.close();
            }
            Thread.sleep(1_000);
        } finally {
            System.setErr(realErr);
        }
        String text = log.toString(StandardCharsets.UTF_8);
        List<String> lines = text.lines().filter(l -> !l.isBlank()).toList();
        System.out.printf("SlowClientsTest: %d slow bodies, %d closed to make room, %d log lines, %d bytes%n",
                connections, closed, lines.size(), text.length());
        assertThat(closed).as("slow bodies closed past the limit").isGreaterThanOrEqualTo(connections - limit);
        assertThat(lines).as("the log").noneMatch(l -> l.startsWith("\tat ") || l.startsWith("Caused by"));
        assertThat(lines.size()).as("log lines").isLessThanOrEqualTo(closed);
    }

    /**
     * Past the server's limit of connections, the slow body that has waited longest is closed to
     * make room: each such connection is exactly one line of the server's log, naming what was
     * closed and why, and neither it nor a body whose client then hangs up leaves a stack trace.
     */
    @Test
    void slowBodiesClosedToMakeRoomLogOneLineEach() throws Exception {
        // One address with a limit above the attack, so that the server's own limit closes bodies
        // being read (the limit of an address closes stalled headers only).
        start(ServerOptions.DEFAULTS.withConnectionsPerAddress(5_000));
        int connections = WebServer.MAX_CONNECTIONS + 400;
        PrintStream realErr = System.err;
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        System.setErr(new PrintStream(log, true, StandardCharsets.UTF_8));
        int closed;
        try {
            for (int i = 0; i < connections; i++) {
                attack.add(open("POST /api/settle HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 1000\r\n\r\n{"));
            }
            closed = closed(attack, WebServer.MAX_CONNECTIONS);
            // The clients of the bodies still being read hang up: nothing to log for them.
            for (SocketChannel c : attack) {
                c.close();
            }
            Thread.sleep(1_500);
        } finally {
            System.setErr(realErr);
        }
        String text = log.toString(StandardCharsets.UTF_8);
        List<String> lines = text.lines().filter(l -> !l.isBlank()).toList();
        System.out.printf("SlowClientsTest: %d slow bodies, %d closed to make room, %d log lines, %d bytes%n",
                connections, closed, lines.size(), text.length());
        assertThat(closed).as("slow bodies closed past the server's limit").isGreaterThanOrEqualTo(400);
        assertThat(lines).as("the log").noneMatch(l -> l.startsWith("\tat ") || l.startsWith("Caused by")
                || l.contains("Exception"));
        assertThat(lines).as("the log").allMatch(l -> l.contains("closed a connection from 127.0.0.1 to make room")
                && l.contains("reading its request body"));
        assertThat(lines.size()).as("log lines, one a connection closed").isEqualTo(closed);
    }

    @Test
    void oneAddressIsHeldToItsLimitAndItsNewRequestIsStillAnswered() throws Exception {
        int limit = 20;
        start(ServerOptions.DEFAULTS.withConnectionsPerAddress(limit));
        for (int i = 0; i < 100; i++) {
            attack.add(open("GET /health HTTP/1.1\r\nHost: localhost\r\n"));
        }
        assertThat(closed(attack, limit)).as("connections closed past the limit of one address")
                .isGreaterThanOrEqualTo(100 - limit);
        Duration slowest = honestRequests(3);
        assertThat(slowest).as("the slowest of 3 requests from the same address").isLessThan(PROMPT);
    }

    /** A connection that has sent this much of a request, and no more. */
    private SocketChannel open(String start) throws IOException {
        SocketChannel c = SocketChannel.open(new InetSocketAddress("127.0.0.1", server.port()));
        c.configureBlocking(false);
        send(c, start);
        return c;
    }

    private void trickleEvery(Duration every, String text) {
        trickle.scheduleWithFixedDelay(() -> attack.forEach(c -> send(c, text)), every.toMillis(), every.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    /** Sends text on a connection; false if it is closed. */
    private static boolean send(SocketChannel c, String text) {
        try {
            c.write(ByteBuffer.wrap(text.getBytes(StandardCharsets.US_ASCII)));
            return true;
        } catch (IOException closed) {
            return false;
        }
    }

    private static boolean isClosed(SocketChannel c) {
        try {
            return c.read(ByteBuffer.allocate(4096)) < 0;
        } catch (IOException reset) {
            return true;
        }
    }

    /** How many of these connections the server has closed, once at most {@code open} are left (or after 5 s). */
    private static int closed(List<SocketChannel> connections, int open) throws InterruptedException {
        long until = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        int closed;
        do {
            Thread.sleep(100);
            closed = (int) connections.stream().filter(SlowClientsTest::isClosed).count();
        } while (connections.size() - closed > open && System.nanoTime() < until);
        return closed;
    }

    /** The longest of this many honest {@code GET /health}, each on a new connection, from connecting to the answer. */
    private Duration honestRequests(int count) throws IOException, InterruptedException {
        Duration slowest = Duration.ZERO;
        for (int i = 0; i < count; i++) {
            long start = System.nanoTime();
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", server.port()), 5_000);
                socket.setSoTimeout(5_000);
                OutputStream out = socket.getOutputStream();
                out.write("GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
                        .getBytes(StandardCharsets.US_ASCII));
                out.flush();
                InputStream in = socket.getInputStream();
                byte[] buffer = new byte[12];
                int n;
                try {
                    n = in.readNBytes(buffer, 0, buffer.length);
                } catch (SocketTimeoutException e) {
                    n = 0;
                }
                Duration took = Duration.ofNanos(System.nanoTime() - start);
                assertThat(new String(buffer, 0, n, StandardCharsets.US_ASCII)).as("answer after %d ms", took.toMillis())
                        .isEqualTo("HTTP/1.1 200");
                slowest = took.compareTo(slowest) > 0 ? took : slowest;
            }
            Thread.sleep(200);
        }
        return slowest;
    }
}
