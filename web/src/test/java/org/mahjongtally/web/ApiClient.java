/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** Real HTTP to a server on this machine, with the JDK's client. */
final class ApiClient {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;

    ApiClient(int port) {
        this.base = "http://localhost:" + port;
    }

    Answer get(String path) {
        return send(request(path).GET());
    }

    Answer post(String path, String json) {
        return send(request(path).POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)));
    }

    Answer post(String path, byte[] body) {
        return send(request(path).POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    Answer put(String path, String json) {
        return send(request(path).PUT(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)));
    }

    Answer delete(String path) {
        return send(request(path).DELETE());
    }

    Answer send(String method, String path, HttpRequest.BodyPublisher body) {
        return send(request(path).method(method, body));
    }

    /** A request with these headers (name, value, name, value...); a null body sends none. */
    Answer send(String method, String path, String json, String... headers) {
        HttpRequest.Builder r = request(path).method(method, json == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8));
        for (int i = 0; i < headers.length; i += 2) {
            r.header(headers[i], headers[i + 1]);
        }
        return send(r);
    }

    /**
     * A write of a game as its owner makes it: the edit key, and the version the game is at now
     * (read first), as {@code If-Match}. The game's id is the path's third part.
     */
    Answer write(String method, String path, String json, String editKey) {
        String id = path.split("/")[3];
        String version = get("/api/games/" + id).json().path("version").asText();
        return send(method, path, json, "Authorization", "Bearer " + editKey, "If-Match", "\"" + version + "\"");
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json");
    }

    private Answer send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> r = http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            return new Answer(r.statusCode(), r.body(), r);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** An answer: its status, its body as text, and the response for headers. */
    record Answer(int status, String body, HttpResponse<String> response) {

        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new UncheckedIOException("not JSON: " + body, e);
            }
        }

        String header(String name) {
            return response.headers().firstValue(name).orElse(null);
        }

        @Override
        public String toString() {
            return status + " " + body;
        }
    }
}
