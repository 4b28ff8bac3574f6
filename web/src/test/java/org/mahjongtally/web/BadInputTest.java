/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad input of every kind gets a 4xx answer {@code {"code", "message"}} with the right status
 * and code, and never a 500.
 */
class BadInputTest extends ServerFixture {

    private static final String SCORES = "\"scores\": {\"E\": 80, \"S\": 12, \"W\": 48, \"N\": 112}";
    private static String game;
    private static String key;

    @BeforeAll
    static void createGame() {
        ApiClient.Answer a = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}");
        assertThat(a.status()).isEqualTo(201);
        game = a.json().path("id").asText();
        key = a.json().path("editKey").asText();
    }

    static Stream<Arguments> badRequests() {
        return Stream.of(
                // Bodies that are not JSON, or not of the right shape: 400 bad-json.
                bad("POST", "/api/settle", "", 400, "bad-json"),
                bad("POST", "/api/settle", "{", 400, "bad-json"),
                bad("POST", "/api/settle", "not json", 400, "bad-json"),
                bad("POST", "/api/settle", "null", 400, "bad-json"),
                bad("POST", "/api/settle", "[1, 2]", 400, "bad-json"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\"} trailing", 400, "bad-json"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\", \"winner\": \"E\"}", 400, "bad-json"),
                bad("POST", "/api/settle", "{\"scores\": {\"E\": \"80\", \"S\": 12, \"W\": 48, \"N\": 112}}", 400, "bad-json"),
                bad("POST", "/api/settle", "{\"scores\": {\"E\": 80.5, \"S\": 12, \"W\": 48, \"N\": 112}}", 400, "bad-json"),
                bad("POST", "/api/settle", "{\"scores\": {\"E\": null, \"S\": 12, \"W\": 48, \"N\": 112}}", 400, "bad-json"),
                // A number beyond its bound is out-of-range, naming the bound.
                bad("POST", "/api/settle", "{\"scores\": {\"E\": 99999999999999999999999, \"S\": 12, \"W\": 48, \"N\": 112}}", 400, "out-of-range"),
                bad("POST", "/api/settle", "{\"scores\": [80, 12, 48, 112]}", 400, "bad-json"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": 3}", 400, "bad-json"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\", \"plan\": \"yes\"}", 400, "bad-json"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\", \"plan\": null}", 200, null),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\", \"options\": {\"limit\": true}}", 400, "bad-json"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\", \"options\": {\"limit\": 1.5}}", 400, "bad-json"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\", \"options\": {\"eastDouble\": false}}", 400, "bad-json"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winer\": \"N\"}", 400, "bad-json"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\", \"options\": {\"eastDoubles\": 1}}", 400, "bad-json"),
                bad("POST", "/api/settle", "{\"options\": {\"limit\": " + deep(5000) + "}}", 400, "bad-json"),
                bad("POST", "/api/settle", "{\"options\": {\"limit\": " + deep(JsonBodies.MAX_DEPTH) + "}}", 400, "bad-json"),
                bad("POST", "/api/games/GAME/hands", deep(5000), 400, "bad-json"),
                bad("POST", "/api/games/import", deep(100), 400, "bad-json"),
                bad("POST", "/api/score", "{\"hand\": " + deep(100) + "}", 400, "bad-json"),
                bad("POST", "/api/score", "{}", 400, "bad-json"),
                bad("POST", "/api/score", "{\"hand\": 12}", 400, "bad-json"),
                bad("POST", "/api/score", "{\"hand\": [\"123b\"]}", 400, "bad-json"),
                bad("POST", "/api/compare", "{\"hand\": \"123b\", \"rulesets\": \"bmja\"}", 400, "bad-json"),
                bad("POST", "/api/compare", "{\"hand\": \"123b\", \"rulesets\": []}", 400, "bad-json"),
                bad("POST", "/api/games", "{\"players\": \"Ann,Bob,Cid,Dee\"}", 400, "bad-json"),
                bad("POST", "/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"options\": []}", 400, "bad-json"),
                bad("PUT", "/api/games/GAME/hands/x", "{}", 400, "bad-request"),
                bad("DELETE", "/api/games/GAME/hands/0", "", 400, "bad-request"),
                bad("POST", "/api/games/import", "{", 400, "bad-json"),
                // Input the rules reject: 422 with the code of the error.
                bad("POST", "/api/settle", "{\"scores\": {\"E\": 80, \"S\": 12, \"W\": 48}, \"winner\": \"N\"}", 422, "bad-settlement"),
                bad("POST", "/api/settle", "{\"scores\": {\"E\": 80, \"S\": 12, \"W\": 48, \"X\": 1}, \"winner\": \"N\"}", 422, "bad-settlement"),
                bad("POST", "/api/settle", "{\"scores\": {\"E\": 80, \"East\": 12, \"W\": 48, \"N\": 1}, \"winner\": null}", 422, "bad-settlement"),
                bad("POST", "/api/settle", "{\"scores\": {\"E\": -80, \"S\": 12, \"W\": 48, \"N\": 112}, \"winner\": \"N\"}", 422, "bad-settlement"),
                bad("POST", "/api/settle", "{\"scores\": {\"E\": 9223372036854775807, \"S\": 12, \"W\": 48, \"N\": 112}, \"winner\": \"E\"}", 422, "bad-settlement"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"X\"}", 422, "bad-settlement"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\", \"discarder\": \"N\"}", 422, "bad-settlement"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": null, \"discarder\": \"S\"}", 422, "bad-settlement"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\", \"options\": {\"payForAll\": true}}", 422, "bad-settlement"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\", \"options\": {\"limit\": 501}}", 422, "bad-settlement"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\", \"options\": {\"limit\": \"lots\"}}", 422, "bad-settlement"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\", \"options\": {\"limit\": 99999999999999999999}}", 422, "bad-settlement"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\", \"options\": {\"method\": \"fast\"}}", 422, "bad-settlement"),
                bad("POST", "/api/settle", "{" + SCORES + ", \"winner\": \"N\", \"tallies\": true, \"tallySet\": \"Stick\"}", 422, "bad-settlement"),
                bad("POST", "/api/score", "{\"hand\": \"123x\"}", 422, null),
                bad("POST", "/api/score", "{\"hand\": \"11111b 23b 456c 789d EE win=E\"}", 422, null),
                bad("POST", "/api/score", "{\"hand\": \"" + "1b".repeat(20000) + "\"}", 422, null),
                bad("POST", "/api/score", "{\"hand\": \"123b\", \"ruleset\": \"mcr\"}", 422, "invalid-ruleset"),
                bad("POST", "/api/score", "{\"hand\": \"123b\", \"ruleset\": \"/etc/passwd\"}", 422, "invalid-ruleset"),
                bad("POST", "/api/waits", "{\"hand\": \"12b\"}", 422, null),
                bad("POST", "/api/compare", "{\"hand\": \"123b 456b 789b 111c 22d win=2d\", \"rulesets\": [\"bmja\", \"nope\"]}", 422, "invalid-ruleset"),
                bad("GET", "/api/rulesets/nope", null, 422, "invalid-ruleset"),
                bad("POST", "/api/games", "{\"players\": [\"Ann\"]}", 422, "bad-game"),
                bad("POST", "/api/games", "{\"players\": [\"Ann\", \"Ann\", \"Cid\", \"Dee\"]}", 422, "bad-game"),
                bad("POST", "/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"options\": {\"limit\": 3}}", 422, "invalid-ruleset"),
                bad("POST", "/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"options\": {\"limit\": \"lots\"}}", 422, "invalid-ruleset"),
                bad("POST", "/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"options\": {\"rounds\": 99}}", 400, "out-of-range"),
                bad("POST", "/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"options\": {\"stakes\": {\"rounding\": \"sideways\"}}}", 422, "bad-game"),
                bad("POST", "/api/games/GAME/hands", "{\"winner\": \"Zed\", \"scores\": {\"Ann\": 8}}", 422, "bad-game"),
                bad("POST", "/api/games/GAME/hands", "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 8, \"Bob\": 10}}", 422, "bad-game"),
                bad("POST", "/api/games/GAME/hands", "{\"winner\": \"Bob\", \"hands\": {\"Bob\": \"12x\"}}", 422, "bad-game"),
                bad("POST", "/api/games/GAME/hands", "[]", 400, "bad-json"),
                bad("PUT", "/api/games/GAME/hands/7", "{\"winner\": null}", 422, "bad-game"),
                bad("DELETE", "/api/games/GAME/hands/7", null, 422, "bad-game"),
                bad("POST", "/api/games/import", "{\"format\": \"something else\"}", 422, "bad-game"),
                // Unknown games and routes: 404.
                bad("GET", "/api/games/nosuchgame", null, 404, "game-not-found"),
                bad("GET", "/api/games/no%20such%20game", null, 404, "game-not-found"),
                bad("POST", "/api/games/nosuchgame/hands", "{\"winner\": null}", 404, "game-not-found"),
                bad("PUT", "/api/games/nosuchgame/hands/1", "{\"winner\": null}", 404, "game-not-found"),
                bad("DELETE", "/api/games/nosuchgame/hands/1", null, 404, "game-not-found"),
                bad("GET", "/api/games/nosuchgame/export.json", null, 404, "game-not-found"),
                bad("GET", "/api/games/nosuchgame/export.csv", null, 404, "game-not-found"),
                bad("GET", "/api/games/nosuchgame/audit", null, 404, "game-not-found"),
                bad("GET", "/api/nothing", null, 404, "not-found"),
                bad("GET", "/nothing.html", null, 404, "not-found"),
                bad("GET", "/js/nothing.js", null, 404, "not-found"),
                bad("POST", "/", "{}", 404, "not-found"),
                bad("GET", "/api/settle", null, 404, "not-found"),
                bad("DELETE", "/api/rulesets", null, 404, "not-found"),
                bad("PATCH", "/api/games", "{}", 404, "not-found"));
    }

    private static String deep(int levels) {
        return "[".repeat(levels) + "]".repeat(levels);
    }

    private static Arguments bad(String method, String path, String body, int status, String code) {
        return Arguments.of(method, path, body, status, code);
    }

    @ParameterizedTest(name = "{0} {1} {2} -> {3} {4}")
    @MethodSource("badRequests")
    void isAnsweredWithACodeAndAMessage(String method, String path, String body, int status, String code) {
        // Writes of hands go with the game's edit key and version, so that what is refused is the rest.
        ApiClient.Answer a = path.contains("/hands")
                ? api.send(method, path.replace("GAME", game), body, "Authorization", "Bearer " + key, "If-Match", "\"1\"")
                : api.send(method, path.replace("GAME", game), body == null
                        ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        assertThat(a.status()).as(a.toString()).isEqualTo(status);
        if (status >= 400) {
            JsonNode json = a.json();
            assertThat(json.path("code").asText()).as(a.toString()).isNotBlank();
            if (code != null) {
                assertThat(json.path("code").asText()).as(a.toString()).isEqualTo(code);
            }
            assertThat(json.path("message").asText()).as(a.toString()).isNotBlank();
        }
    }

    @Test
    void aLongValueSentIsQuotedByItsFirstFortyCharactersAndItsLength() {
        String body = "{" + SCORES + ", \"winner\": \"N\", \"" + "w".repeat(40_000) + "\": 1}";
        ApiClient.Answer english = api.post("/api/settle", body);
        assertThat(english.status()).isEqualTo(400);
        assertThat(english.json().path("message").asText())
                .startsWith("unknown field '" + "w".repeat(40) + "… (40000 characters)'; ").hasSizeLessThan(300);
        ApiClient.Answer polish = api.send("POST", "/api/settle", body, "Accept-Language", "pl");
        assertThat(polish.json().path("message").asText()).contains("w".repeat(40) + "… (40000 znaków)")
                .hasSizeLessThan(300);

        ApiClient.Answer missing = api.get("/api/games/" + "g".repeat(5_000));
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.json().path("message").asText()).contains("g".repeat(40) + "… (5000 characters)")
                .doesNotContain("g".repeat(41));
    }

    @Test
    void aBodyOverTheLimitIs413() {
        byte[] big = ("{\"hand\": \"" + "x".repeat(WebServer.MAX_BODY_BYTES) + "\"}").getBytes(StandardCharsets.UTF_8);
        ApiClient.Answer a = api.post("/api/score", big);
        assertThat(a.status()).isEqualTo(413);
        assertThat(a.json().path("code").asText()).isEqualTo("too-large");
    }

    @Test
    void aBodyOverTheLimitWithoutALengthIs413() {
        byte[] big = ("{\"hand\": \"" + "x".repeat(2 * WebServer.MAX_BODY_BYTES) + "\"}").getBytes(StandardCharsets.UTF_8);
        HttpRequest.BodyPublisher unsized = HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(big));
        ApiClient.Answer a = api.send("POST", "/api/score", unsized);
        assertThat(a.status()).isEqualTo(413);
        assertThat(a.json().path("code").asText()).isEqualTo("too-large");
    }
}
