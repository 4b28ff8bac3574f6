/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.util.Collections;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * What a web page of another site could make a browser send is refused: a body that is not
 * {@code application/json} (a form, {@code text/plain}: "simple" requests that need no leave of
 * the server) with 415, and a request for a host name that is not the server's (a name of the
 * other site made to point at this server: DNS rebinding) with 421, each with a message saying
 * what to do. The server's own names pass: localhost, the loopback and this computer's
 * addresses, and the names added by {@code --allowed-hosts}.
 */
class ForeignRequestsTest {

    private static final String PLAYERS = "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}";

    private static GameStore store;
    private static WebServer server;
    private static WebServer named;
    private static ApiClient api;

    @BeforeAll
    static void start() {
        store = GameStores.open("jdbc:h2:mem:foreign-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store);
        named = WebServer.start("127.0.0.1", 0, store, ServerOptions.DEFAULTS.withAllowedHosts(Set.of("Mahjong.Club.lan")));
        api = new ApiClient(server.port());
    }

    @AfterAll
    static void stop() {
        server.stop();
        named.stop();
        store.close();
    }

    @Test
    void aBodyThatIsNotJsonIsRefusedAndNothingIsStarted() {
        for (String type : new String[] {"text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x", "application/json; charset=iso-8859-1", "application/jsonx"}) {
            RawHttp.Outcome o = post(server, "localhost", "/api/games", type, PLAYERS);
            assertThat(o.status()).as(type).isEqualTo(415);
            assertThat(o.body()).as(type).contains("\"code\":\"not-json\"", "Content-Type: application/json");
        }
        RawHttp.Outcome none = post(server, "localhost", "/api/games", null, PLAYERS);
        assertThat(none.status()).isEqualTo(415);
        assertThat(none.body()).contains("no Content-Type");
        RawHttp.Outcome settle = post(server, "localhost", "/api/settle", "text/plain", "{}");
        assertThat(settle.status()).as("every route that takes a body").isEqualTo(415);

        assertThat(post(server, "localhost", "/api/games", "application/json", PLAYERS).status()).isEqualTo(201);
        assertThat(post(server, "localhost", "/api/games", "Application/JSON; charset=\"utf-8\"", PLAYERS).status())
                .isEqualTo(201);
    }

    @Test
    void aRequestForAnotherSitesNameIsRefused() {
        for (String host : new String[] {"evil.example", "evil.example:" + server.port(), "localhost.evil.example",
            "127.0.0.1.nip.io", "10.255.255.1"}) {
            RawHttp.Outcome read = get(server, host, "/api/games?ids=");
            assertThat(read.status()).as(host).isEqualTo(421);
            assertThat(read.body()).as(host).contains("\"code\":\"unknown-host\"", "--allowed-hosts");
            assertThat(post(server, host, "/api/games", "application/json", PLAYERS).status()).as(host).isEqualTo(421);
        }
        for (String host : new String[] {"localhost", "localhost:" + server.port(), "127.0.0.1:" + server.port(),
            "[::1]:" + server.port(), "LOCALHOST."}) {
            assertThat(get(server, host, "/api/games?ids=").status()).as(host).isEqualTo(200);
        }
        lanAddress().ifPresent(lan ->
                assertThat(get(server, lan + ":" + server.port(), "/api/games?ids=").status()).as("this computer's "
                        + lan + ", listening on every network").isEqualTo(200));
    }

    @Test
    void theAdministratorAddsNamesAndAServerOnOneAddressAnswersToThatOne() {
        assertThat(get(named, "mahjong.club.lan", "/health").status()).isEqualTo(200);
        assertThat(get(named, "mahjong.club.lan:" + named.port(), "/health").status()).isEqualTo(200);
        assertThat(get(named, "localhost", "/health").status()).isEqualTo(200);
        assertThat(get(named, "other.club.lan", "/health").status()).isEqualTo(421);
        lanAddress().ifPresent(lan ->
                assertThat(get(named, lan, "/health").status()).as("not listening on " + lan).isEqualTo(421));
    }

    private static RawHttp.Outcome get(WebServer to, String host, String path) {
        return RawHttp.exchange(RawHttp.loopback(1), to.port(), "GET " + path + " HTTP/1.1\r\nHost: " + host
                + "\r\nConnection: close\r\n\r\n", 10_000);
    }

    private static RawHttp.Outcome post(WebServer to, String host, String path, String type, String body) {
        byte[] bytes = body.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return RawHttp.exchange(RawHttp.loopback(1), to.port(), "POST " + path + " HTTP/1.1\r\nHost: " + host + "\r\n"
                + (type == null ? "" : "Content-Type: " + type + "\r\n") + "Content-Length: " + bytes.length
                + "\r\nConnection: close\r\n\r\n" + body, 10_000);
    }

    /** An IPv4 address of this computer other than loopback, if it has one. */
    private static Optional<String> lanAddress() {
        try {
            for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                for (InetAddress a : Collections.list(ni.getInetAddresses())) {
                    if (a instanceof Inet4Address && !a.isLoopbackAddress()) {
                        return Optional.of(a.getHostAddress());
                    }
                }
            }
        } catch (java.net.SocketException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }
}
