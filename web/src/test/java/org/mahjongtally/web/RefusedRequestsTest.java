/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Requests the HTTP server refuses itself, before any route sees them: each
 * is answered with its status, the JSON {@code {"code", "message"}} and the security headers the
 * README promises, whether the refusal comes from Jetty's parser or later. Written by hand on a
 * socket, since no HTTP client sends such requests.
 */
class RefusedRequestsTest extends ServerFixture {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Request bytes, the status expected, the code expected. */
    static Stream<Arguments> refused() {
        return Stream.of(
                Arguments.of("an unknown HTTP version", "GET /health HTTP/9.9\r\nHost: localhost\r\n\r\n", 505,
                        "http-version-not-supported"),
                Arguments.of("a control character in a header", "GET /health HTTP/1.1\r\nHost: localhost\r\nX-Bad: a\u0001b\r\n\r\n",
                        400, "bad-request"),
                Arguments.of("a space in a header's name", "GET /health HTTP/1.1\r\nHost: localhost\r\nBad Name: x\r\n\r\n",
                        400, "bad-request"),
                Arguments.of("headers too large", "GET /health HTTP/1.1\r\nHost: localhost\r\nX-Big: " + "a".repeat(40_000)
                        + "\r\n\r\n", 431, "too-large"),
                Arguments.of("too many headers", "GET /health HTTP/1.1\r\nHost: localhost\r\n" + "X-Many: aaaaaaaaaa\r\n".repeat(2_000)
                        + "\r\n", 431, "too-large"),
                Arguments.of("an address too long", "GET /health?" + "a".repeat(40_000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n",
                        414, "too-large"),
                Arguments.of("not HTTP at all", "HELLO\r\n\r\n", 400, "bad-request"),
                Arguments.of("an unknown expectation", "POST /api/settle HTTP/1.1\r\nHost: localhost\r\nExpect: wishes\r\n"
                        + "Content-Length: 2\r\n\r\n{}", 417, "bad-request"),
                Arguments.of("a bad chunk", "POST /api/settle HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n"
                        + "\r\nZZ\r\n{}\r\n0\r\n\r\n", 400, "bad-request"),
                Arguments.of("an unknown transfer coding", "POST /api/settle HTTP/1.1\r\nHost: localhost\r\n"
                        + "Transfer-Encoding: wrapped\r\n\r\n{}", 400, "bad-request"),
                Arguments.of("a length and chunks", "POST /api/settle HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n"
                        + "Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n", 400, "bad-request"),
                Arguments.of("a DEL in a header", "GET /health HTTP/1.1\r\nHost: localhost\r\nX-Bad: a\u007fb\r\n\r\n", 400,
                        "bad-request"),
                Arguments.of("a NUL in a header", "GET /health HTTP/1.1\r\nHost: localhost\r\nX-Bad: a\u0000b\r\n\r\n", 400,
                        "bad-request"),
                Arguments.of("HTTP/1.0 with a bad header", "GET /health HTTP/1.0\r\nX-Bad: a\u0001b\r\n\r\n", 400,
                        "bad-request"),
                Arguments.of("a header without a name", "GET /health HTTP/1.1\r\nHost: localhost\r\n: x\r\n\r\n", 400,
                        "bad-request"),
                Arguments.of("HTTP/2 on this port", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", 426, "bad-request"),
                Arguments.of("a dot segment with a parameter", "GET /api/..;/health HTTP/1.1\r\nHost: localhost\r\n\r\n", 400,
                        "bad-request"),
                Arguments.of("a backslash", "GET /api\\games HTTP/1.1\r\nHost: localhost\r\n\r\n", 400, "bad-request"),
                Arguments.of("a length that is no number", "POST /api/settle HTTP/1.1\r\nHost: localhost\r\n"
                        + "Content-Length: abc\r\n\r\n{}", 400, "bad-request"),
                Arguments.of("two lengths", "POST /api/settle HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n"
                        + "Content-Length: 3\r\n\r\n{}", 400, "bad-request"),
                Arguments.of("a bad header character on a PUT", "PUT /api/games/x/hands/1 HTTP/1.1\r\nHost: localhost\r\n"
                        + "X-Bad: a\u0001b\r\nContent-Length: 2\r\n\r\n{}", 400, "bad-request"),
                Arguments.of("headers too large on a DELETE", "DELETE /api/games/x HTTP/1.1\r\nHost: localhost\r\nX-Big: "
                        + "a".repeat(40_000) + "\r\n\r\n", 431, "too-large"),
                Arguments.of("an unknown version on a PATCH", "PATCH /api/games/x HTTP/9.9\r\nHost: localhost\r\n\r\n", 505,
                        "http-version-not-supported"),
                Arguments.of("no Host", "GET /health HTTP/1.1\r\n\r\n", 400, "bad-request"),
                Arguments.of("a NUL in the address", "GET /he%00alth HTTP/1.1\r\nHost: localhost\r\n\r\n", 400, "bad-request"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refused")
    void isAnsweredWithJsonAndTheSecurityHeaders(String what, String request, int status, String code) throws IOException {
        Answer a = raw(request);
        assertThat(a.status).as(a.text).isEqualTo(status);
        assertThat(a.header("content-type")).as(a.text).startsWith("application/json");
        assertThat(a.header("x-content-type-options")).as(a.text).isEqualTo("nosniff");
        assertThat(a.header("x-frame-options")).as(a.text).isEqualTo("DENY");
        assertThat(a.header("content-security-policy")).as(a.text).isEqualTo(WebServer.CONTENT_SECURITY_POLICY);
        JsonNode body = JSON.readTree(a.body);
        assertThat(body.path("code").asText()).as(a.text).isEqualTo(code);
        assertThat(body.path("message").asText()).as(a.text).isNotBlank().doesNotContain("Exception", "org.eclipse");
    }

    @Test
    void anUnknownVersionIsToldToUseHttp11() throws IOException {
        Answer a = raw("GET /health HTTP/9.9\r\nHost: localhost\r\n\r\n");
        assertThat(JSON.readTree(a.body).path("message").asText()).contains("HTTP/1.1");
    }

    private record Answer(int status, String head, String body, String text) {
        String header(String name) {
            for (String line : head.split("\r\n")) {
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).trim().toLowerCase(Locale.ROOT).equals(name)) {
                    return line.substring(colon + 1).trim();
                }
            }
            return null;
        }
    }

    private static Answer raw(String request) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            try {
                // Answers to requests Jetty lets through are kept alive without this.
                out.write(request.replace("Host: localhost\r\n", "Host: localhost\r\nConnection: close\r\n")
                        .getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
            } catch (IOException closedWhileSending) {
                // the server may refuse before it has read it all; its answer is still there
            }
            InputStream in = socket.getInputStream();
            byte[] all;
            try {
                all = in.readAllBytes();
            } catch (IOException reset) {
                all = new byte[0];
            }
            String text = new String(all, StandardCharsets.UTF_8);
            int end = text.indexOf("\r\n\r\n");
            String head = end < 0 ? text : text.substring(0, end);
            String body = end < 0 ? "" : text.substring(end + 4);
            int status = text.startsWith("HTTP/1.1 ") && text.length() >= 12 ? Integer.parseInt(text.substring(9, 12)) : -1;
            return new Answer(status, head, body, text.length() > 600 ? text.substring(0, 600) : text);
        }
    }
}
