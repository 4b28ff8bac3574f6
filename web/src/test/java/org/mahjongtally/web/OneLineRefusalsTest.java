/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongtally.rules.RulesetWriter;
import org.mahjongtally.rules.Rulesets;

/**
 * Every refusal is one clear line: a representative walk of bad requests against a real server
 * (every kind of route, body, header and rule it refuses), each answered 4xx with JSON
 * {@code {"code", "message"}} whose message is one line (no line break of any kind), bounded,
 * not empty, and no stack trace or exception's name. A ruleset's list of problems is one line
 * too, its problems joined with "; ", and a value sent with a line break in it is quoted with
 * the break escaped.
 */
class OneLineRefusalsTest extends ServerFixture {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The longest message of this walk, in characters: a ruleset's three problems with the options each lists. */
    private static final int LONGEST = 2_000;

    @Test
    void everyRefusalIsOneBoundedLine() throws Exception {
        JsonNode started = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").json();
        String game = "/api/games/" + started.path("id").asText();
        String key = "Authorization: Bearer " + started.path("editKey").asText();
        String brokenRules = JSON.writeValueAsString(RulesetWriter.toToml(Rulesets.preset("bmja"))
                .replace("limit = 1000\n", "limit = -5\nbogus = 1\nfoo = 2\n"));
        String file = "{\"format\": \"mahjong-tally-game\", \"version\": 1, \"players\": [\"Ann\", \"Bob\", \"Cid\","
                + " \"Dee\"], \"options\": {\"drawPassesDeal\": false, \"rounds\": 4, \"startingTallies\": 2000, \"stakes\":"
                + " {\"perPoint\": \"0\", \"currency\": \"\", \"decimals\": 2, \"rounding\": \"half-up\"},"
                + " \"seatExchange\": null}, \"ruleset\": {\"id\": \"bmja\", \"toml\": " + brokenRules + "},"
                + " \"hands\": []}";

        Map<String, String> requests = new LinkedHashMap<>();
        requests.put("no such route", get("/api/nothing"));
        requests.put("no such method", request("PATCH", "/api/games", null));
        requests.put("no such game", get("/api/games/zzzzzzzzzz"));
        requests.put("all games without the password", get("/api/games"));
        requests.put("a body without its type", "POST /api/games HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
                + "Content-Length: 2\r\n\r\n{}");
        requests.put("a text/plain body", "POST /api/games HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
                + "Content-Type: text/plain\r\nContent-Length: 2\r\n\r\n{}");
        requests.put("not JSON", post("/api/games", "{\"players\": [\"Ann\""));
        requests.put("JSON nested too deep", post("/api/settle", "[".repeat(100) + "]".repeat(100)));
        requests.put("an unknown field", post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"x\": 1}"));
        requests.put("a number for a name", post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", 4]}"));
        requests.put("two players", post("/api/games", "{\"players\": [\"Ann\", \"Bob\"]}"));
        requests.put("a name with a line separator", post("/api/games",
                "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"De\\u2028e\"]}"));
        requests.put("a preset with line breaks", post("/api/games",
                "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"id = 1\\nname = 2\\n\"}"));
        requests.put("a ruleset with three problems", post("/api/games/import", file));
        requests.put("a notation error", post("/api/score", "{\"hand\": \"xyz\"}"));
        requests.put("a fifth tile", post("/api/score", "{\"hand\": \"1b 1b 1b 1b 1b\"}"));
        requests.put("a hand with a line break in a word", post("/api/score", "{\"hand\": \"123b x\\nyz\"}"));
        requests.put("settle without scores", post("/api/settle", "{}"));
        requests.put("waits of a bad hand", post("/api/waits", "{\"hand\": \"123\"}"));
        requests.put("record without the key", post(game + "/hands",
                "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 1, \"Bob\": 2, \"Cid\": 3, \"Dee\": 4}}"));
        requests.put("record without the version", request("POST", game + "/hands",
                "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 1, \"Bob\": 2, \"Cid\": 3, \"Dee\": 4}}", key));
        requests.put("record with a wrong key", request("POST", game + "/hands",
                "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 1, \"Bob\": 2, \"Cid\": 3, \"Dee\": 4}}",
                "Authorization: Bearer " + "x".repeat(32), "If-Match: \"1\""));
        requests.put("record an unknown winner", request("POST", game + "/hands",
                "{\"winner\": \"Zed\", \"scores\": {\"Ann\": 1}}", key, "If-Match: \"1\""));
        requests.put("correct a hand not there", request("PUT", game + "/hands/9", "{\"winner\": null}", key,
                "If-Match: \"1\""));
        requests.put("a hand number that is no number", request("PUT", game + "/hands/abc", "{\"winner\": null}", key,
                "If-Match: \"1\""));
        requests.put("delete a game without the password", request("DELETE", game, null));
        requests.put("an unknown ruleset", get("/api/rulesets/nope"));
        requests.put("a player id that is no number", get("/api/players/abc"));
        requests.put("standings from no day", get("/api/standings?from=xyz"));
        requests.put("another host's name", "GET /health HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
        requests.put("a body too large", post("/api/settle", "{\"x\": \"" + "a".repeat(300_000) + "\"}"));
        requests.put("a header line without a colon", "GET /health HTTP/1.1\r\nHost: localhost\r\nNo colon here\r\n"
                + "Connection: close\r\n\r\n");
        requests.put("headers too large", "GET /health HTTP/1.1\r\nHost: localhost\r\nX-Big: " + "b".repeat(20_000)
                + "\r\nConnection: close\r\n\r\n");

        List<String> problems = new ArrayList<>();
        int longest = 0;
        for (Map.Entry<String, String> r : requests.entrySet()) {
            RawHttp.Outcome answer = RawHttp.exchange(InetAddress.getLoopbackAddress(), server.port(), r.getValue(), 10_000);
            String message;
            try {
                message = JSON.readTree(answer.body()).path("message").asText("");
            } catch (java.io.IOException e) {
                problems.add(r.getKey() + ": not JSON: " + answer.body());
                continue;
            }
            longest = Math.max(longest, message.length());
            if (answer.status() < 400 || answer.status() >= 500) {
                problems.add(r.getKey() + ": status " + answer.status());
            }
            if (message.isBlank() || message.length() > LONGEST || message.lines().count() != 1
                    || message.chars().anyMatch(c -> c == '\u2028' || c == '\u2029' || c == '\u0085' || Character.isISOControl(c))
                    || message.contains("Exception") || message.contains("\tat ")) {
                problems.add(r.getKey() + ": " + answer.status() + " " + message);
            }
        }
        System.out.printf("OneLineRefusalsTest: %d bad requests, the longest message %d characters%n", requests.size(),
                longest);
        assertThat(problems).as("refusals that are not one bounded line").isEmpty();

        // The ruleset's problems all said, on one line; the value with line breaks quoted with them escaped.
        String rules = message(post("/api/games/import", file));
        assertThat(rules).startsWith("3 problems in the ruleset: ruleset.toml:")
                .contains("; ruleset.toml:", "'bogus'", "'foo'");
        assertThat(message(post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\":"
                + " \"id = 1\\nname = 2\\n\"}"))).contains("id = 1\\nname = 2\\n");
    }

    private static String message(String request) throws Exception {
        return JSON.readTree(RawHttp.exchange(InetAddress.getLoopbackAddress(), server.port(), request, 10_000).body())
                .path("message").asText();
    }

    private static String get(String path) {
        return request("GET", path, null);
    }

    private static String post(String path, String json) {
        return request("POST", path, json);
    }

    /** A request as sent, closing its connection; a JSON body with its type and length. */
    private static String request(String method, String path, String json, String... headers) {
        StringBuilder r = new StringBuilder(method + " " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n");
        for (String h : headers) {
            r.append(h).append("\r\n");
        }
        if (json != null) {
            r.append("Content-Type: application/json\r\nContent-Length: ")
                    .append(json.getBytes(java.nio.charset.StandardCharsets.UTF_8).length).append("\r\n");
        }
        return r.append("\r\n").append(json == null ? "" : json).toString();
    }
}
