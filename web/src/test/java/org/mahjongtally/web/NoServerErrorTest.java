/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Seeded random bodies (good requests with one field replaced by a value of another kind, or
 * cut short) sent to every route that takes a body: never a 500, always {@code {"code",
 * "message"}} when refused. The seed is printed on failure.
 */
class NoServerErrorTest extends ServerFixture {

    private static final long SEED = 20_240_601L;
    private static final int ROUNDS = 60;
    private static final String[] VALUES = {"null", "true", "-1", "0", "1e308", "-9223372036854775808",
        "18446744073709551616", "2.5", "\"\"", "\"N\"", "\"Ann\"", "\"none\"", "\"123b\"", "[]", "[null]", "{}",
        "{\"E\": 1}", "\"\\u0000\"", "\"" + "9".repeat(40) + "\""};

    private static String game;
    private static String key;

    @BeforeAll
    static void createGame() {
        JsonNode created = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").json();
        game = created.path("id").asText();
        key = created.path("editKey").asText();
        api.write("POST", "/api/games/" + game + "/hands", "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 8, \"Bob\": 40,"
                + " \"Cid\": 0, \"Dee\": 2}}", key);
    }

    @Test
    void randomlySpoiledRequestsNeverMakeAServerError() {
        Random random = new Random(SEED);
        List<String[]> routes = List.of(
                new String[] {"POST", "/api/settle", "{\"scores\": {\"E\": 80, \"S\": 12, \"W\": 48, \"N\": 112},"
                    + " \"winner\": \"N\", \"discarder\": \"S\", \"plan\": true, \"tallies\": true, \"tallySet\":"
                    + " \"Harmony=2,Man=10\", \"options\": {\"limit\": 500, \"eastDoubles\": true, \"losersSettle\":"
                    + " true, \"method\": \"alternative\", \"drawPays\": \"differences\", \"payForAll\": false}}"},
                new String[] {"POST", "/api/score", "{\"hand\": \"[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall\","
                    + " \"ruleset\": \"bmja\"}"},
                new String[] {"POST", "/api/waits", "{\"hand\": \"[RRR] [GGG] 222b 33c 45d\", \"ruleset\": \"bmja\"}"},
                new String[] {"POST", "/api/compare", "{\"hand\": \"123b 456b 789b 111c 22d win=2d\", \"rulesets\":"
                    + " [\"bmja\"]}"},
                new String[] {"POST", "/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\":"
                    + " \"bmja\", \"options\": {\"limit\": 500, \"rounds\": 1, \"stakes\": {\"perPoint\": \"0.01\","
                    + " \"currency\": \"EUR\", \"decimals\": 2, \"rounding\": \"half-up\"}}}"},
                new String[] {"POST", "/api/games/GAME/hands", "{\"winner\": \"Bob\", \"discarder\": \"Ann\","
                    + " \"payForAll\": true, \"scores\": {\"Ann\": 8, \"Cid\": 0, \"Dee\": 2}, \"hands\": {\"Bob\":"
                    + " \"123b 456b 789b 111c 22d win=2d\"}, \"penalties\": [{\"amount\": 30, \"payers\": [\"Ann\"],"
                    + " \"payees\": [\"Bob\"], \"reason\": \"false Mah-Jong\"}]}"},
                new String[] {"PUT", "/api/games/GAME/hands/1", "{\"winner\": \"Cid\", \"scores\": {\"Ann\": 8,"
                    + " \"Bob\": 40, \"Cid\": 60, \"Dee\": 2}}"});
        List<String> failures = new ArrayList<>();
        for (String[] route : routes) {
            for (int round = 0; round < ROUNDS; round++) {
                String body = spoil(route[2], random);
                // Writes of the game go with its key and version, so that the body is what is refused.
                ApiClient.Answer a = route[1].contains("GAME") ? api.write(route[0], route[1].replace("GAME", game), body, key)
                        : api.send(route[0], route[1], java.net.http.HttpRequest.BodyPublishers.ofString(body));
                boolean refusedProperly = a.status() < 300 || a.status() < 500
                        && a.json().path("code").isTextual() && a.json().path("message").isTextual();
                if (!refusedProperly) {
                    failures.add(route[0] + " " + route[1] + " " + body + " -> " + a);
                }
            }
        }
        assertThat(failures).as("seed " + SEED).isEmpty();
    }

    /** The body with one value replaced by another of any kind, or cut short. */
    private static String spoil(String json, Random random) {
        if (random.nextInt(8) == 0) {
            return json.substring(0, random.nextInt(json.length()));
        }
        List<int[]> values = new ArrayList<>();
        for (int i = 0; i < json.length(); i++) {
            if (json.charAt(i) == ':') {
                int start = i + 1;
                while (json.charAt(start) == ' ') {
                    start++;
                }
                values.add(new int[] {start, end(json, start)});
            }
        }
        int[] v = values.get(random.nextInt(values.size()));
        return json.substring(0, v[0]) + VALUES[random.nextInt(VALUES.length)] + json.substring(v[1]);
    }

    /** Where the JSON value that starts at {@code start} ends. */
    private static int end(String json, int start) {
        char c = json.charAt(start);
        if (c == '"') {
            return json.indexOf('"', start + 1) + 1;
        }
        if (c == '{' || c == '[') {
            int depth = 0;
            for (int i = start; i < json.length(); i++) {
                char d = json.charAt(i);
                depth += d == '{' || d == '[' ? 1 : d == '}' || d == ']' ? -1 : 0;
                if (depth == 0) {
                    return i + 1;
                }
            }
        }
        int i = start;
        while (i < json.length() && ",}]".indexOf(json.charAt(i)) < 0) {
            i++;
        }
        return i;
    }
}
