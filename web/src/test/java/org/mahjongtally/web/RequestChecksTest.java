/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Requests refused before they are routed: a bad {@code %}-escape
 * in the address is a 400 that says so, on every kind of route, never a 500; and no header can
 * turn a GET into a DELETE.
 */
class RequestChecksTest extends ServerFixture {

    /** The answer's status line and body to a request written by hand (Java's URI refuses %u). */
    private static String raw(String requestLine, String... headers) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            StringBuilder request = new StringBuilder(requestLine).append("\r\nHost: localhost\r\nConnection: close\r\n");
            for (String h : headers) {
                request.append(h).append("\r\n");
            }
            OutputStream out = socket.getOutputStream();
            out.write(request.append("\r\n").toString().getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Jetty lets {@code %u} escapes through to the routes, where decoding a path parameter failed. */
    @ParameterizedTest
    @ValueSource(strings = {"GET /api/games/%u002e", "GET /api/games/%u002e/audit", "DELETE /api/games/%u002e/hands/1",
        "PUT /api/games/%u002e/hands/1", "GET /api/players/%u0031", "GET /api/rulesets/%u0062mja"})
    void aBadEscapeInTheAddressIsABadRequest(String request) throws IOException {
        String answer = raw(request + " HTTP/1.1");
        assertThat(answer).startsWith("HTTP/1.1 400").contains("\"code\":\"bad-request\"")
                .contains("followed by two hex digits");
    }

    /** Other bad escapes Jetty refuses itself, also with 400 and a JSON answer. */
    @ParameterizedTest
    @ValueSource(strings = {"GET /api/players/%zz", "GET /api/rulesets/bmja%"})
    void otherBadEscapesAreBadRequestsToo(String request) throws IOException {
        assertThat(raw(request + " HTTP/1.1")).startsWith("HTTP/1.1 400").contains("\"code\":\"bad-request\"");
    }

    @ParameterizedTest
    @ValueSource(strings = {"X-HTTP-Method-Override", "X-HTTP-Method", "X-Method-Override"})
    void aGetCannotBeTurnedIntoADelete(String header) throws IOException {
        String id = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").json().path("id").asText();
        String answer = raw("GET /api/games/" + id + " HTTP/1.1", header + ": DELETE");
        assertThat(answer).startsWith("HTTP/1.1 400").contains("is not accepted");
        assertThat(api.get("/api/games/" + id).status()).isEqualTo(200);
    }
}
