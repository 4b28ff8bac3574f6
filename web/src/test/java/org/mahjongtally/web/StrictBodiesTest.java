/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.rules.TableOptions;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * No request is silently misread: every route that reads a body refuses a misspelt
 * field (naming it and the field probably meant), a field of the wrong type and a missing
 * required one, all with 400 {@code bad-json}, and changes nothing. The routes are those of the
 * OpenAPI document with a request body, so a new one fails here until its body is covered.
 */
class StrictBodiesTest {

    private static final String PASSWORD = "strict bodies password";
    private static final String ADMIN = "Basic " + Base64.getEncoder().encodeToString(
            ("admin:" + PASSWORD).getBytes(StandardCharsets.UTF_8));
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SCORES = "{\"E\": 80, \"S\": 12, \"W\": 48, \"N\": 112}";
    private static final String MAHJONG = "[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall";
    private static final String HAND = "{\"winner\": \"Bob\", \"discarder\": \"Ann\", \"payForAll\": false,"
            + " \"scores\": {\"Ann\": 8, \"Bob\": 112, \"Cid\": 48, \"Dee\": 12},"
            + " \"penalties\": [{\"amount\": 2, \"payers\": [\"Cid\"], \"payees\": [\"Dee\"], \"reason\": \"late\"}]}";
    private static final AtomicInteger NAMES = new AtomicInteger();

    private static GameStore store;
    private static WebServer server;
    private static ApiClient api;
    private static String game;
    private static String key;
    private static String player;
    private static String export;

    /** Each route that reads a body, with a body it takes: the mistakes below are made in it. */
    private static final Map<String, Supplier<String>> VALID = new LinkedHashMap<>();

    static {
        VALID.put("POST /api/settle", () -> "{\"scores\": " + SCORES + ", \"winner\": \"N\", \"discarder\": \"S\","
                + " \"options\": {\"eastDoubles\": false, \"limit\": 500}, \"plan\": true}");
        VALID.put("POST /api/score", () -> "{\"hand\": \"" + MAHJONG + "\", \"ruleset\": \"dmjl\"}");
        VALID.put("POST /api/waits", () -> "{\"hand\": \"[RRR] [GGG] 222b 33c 45d\", \"ruleset\": \"bmja\"}");
        VALID.put("POST /api/compare", () -> "{\"hand\": \"" + MAHJONG + "\", \"rulesets\": [\"bmja\", \"dmjl\"]}");
        VALID.put("POST /api/games", () -> "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\","
                + " \"options\": {\"limit\": 500, \"eastDoubles\": true, \"rounds\": 2,"
                + " \"stakes\": {\"perPoint\": \"0.01\", \"currency\": \"EUR\"}}}");
        VALID.put("POST /api/games/import", () -> export);
        VALID.put("POST /api/games/{id}/hands", () -> HAND);
        VALID.put("PUT /api/games/{id}/hands/{n}", () -> HAND);
        VALID.put("POST /api/games/{id}/score", () -> "{\"hand\": \"" + MAHJONG + "\"}");
        VALID.put("POST /api/players", () -> "{\"name\": \"Zed" + NAMES.incrementAndGet() + "\"}");
        VALID.put("PUT /api/players/{id}", () -> "{\"name\": \"Yan" + NAMES.incrementAndGet() + "\"}");
    }

    @BeforeAll
    static void start() {
        store = GameStores.open("jdbc:h2:mem:strict-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store, ServerOptions.DEFAULTS.withAdmin(AdminPassword.of(PASSWORD.toCharArray())));
        api = new ApiClient(server.port());
        JsonNode started = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").json();
        game = started.path("id").asText();
        key = started.path("editKey").asText();
        assertThat(api.write("POST", "/api/games/" + game + "/hands", HAND, key).status()).isEqualTo(201);
        export = api.get("/api/games/" + game + "/export.json").body();
        player = api.send("POST", "/api/players", "{\"name\": \"Xia\"}", "Authorization", ADMIN).json().path("id").asText();
    }

    @AfterAll
    static void stop() {
        server.stop();
        store.close();
    }

    /** A misspelt field: route, the field's path in the body, the misspelling. */
    static Stream<Arguments> misspelt() {
        return Stream.of(
                Arguments.of("POST /api/settle", "winner", "winer"),
                Arguments.of("POST /api/settle", "options.eastDoubles", "eastDouble"),
                Arguments.of("POST /api/settle", "plan", "plann"),
                Arguments.of("POST /api/score", "ruleset", "rulset"),
                Arguments.of("POST /api/waits", "hand", "hnad"),
                Arguments.of("POST /api/compare", "rulesets", "ruleset"),
                Arguments.of("POST /api/games", "players", "plyers"),
                Arguments.of("POST /api/games", "options.limit", "limt"),
                Arguments.of("POST /api/games", "options.stakes.perPoint", "perPiont"),
                Arguments.of("POST /api/games/import", "players", "player"),
                Arguments.of("POST /api/games/import", "hands[0].winner", "winer"),
                Arguments.of("POST /api/games/import", "hands[0].penalties[0].amount", "amout"),
                Arguments.of("POST /api/games/import", "options.stakes.rounding", "roundng"),
                Arguments.of("POST /api/games/{id}/hands", "winner", "winer"),
                Arguments.of("POST /api/games/{id}/hands", "payForAll", "payforall"),
                Arguments.of("POST /api/games/{id}/hands", "penalties[0].payees", "payes"),
                Arguments.of("PUT /api/games/{id}/hands/{n}", "winner", "winer"),
                Arguments.of("PUT /api/games/{id}/hands/{n}", "discarder", "discarded"),
                Arguments.of("POST /api/games/{id}/score", "hand", "hnd"),
                Arguments.of("POST /api/players", "name", "nam"),
                Arguments.of("PUT /api/players/{id}", "name", "Name"));
    }

    @ParameterizedTest(name = "{0}: {2} for {1}")
    @MethodSource("misspelt")
    void aMisspeltFieldIsNamedWithTheFieldMeant(String route, String field, String typo) {
        ObjectNode body = valid(route);
        rename(body, field, typo);

        String parent = field.contains(".") ? field.substring(0, field.lastIndexOf('.') + 1) : "";
        assertRefused(route, body, "unknown field '" + parent + typo + "'; did you mean '" + field + "'? The fields ");
    }

    /** A field of the wrong type: route, the field, a value of another type, what the message says it must be. */
    static Stream<Arguments> wrongTypes() {
        return Stream.of(
                Arguments.of("POST /api/settle", "winner", "3", "must be a string or null"),
                Arguments.of("POST /api/settle", "scores.E", "\"80\"", "must be a whole number"),
                Arguments.of("POST /api/settle", "options.eastDoubles", "1", "must be true or false"),
                Arguments.of("POST /api/settle", "options.limit", "true", "must be a whole number or \"none\""),
                Arguments.of("POST /api/score", "hand", "12", "must be a string"),
                Arguments.of("POST /api/waits", "ruleset", "[\"bmja\"]", "must be a string"),
                Arguments.of("POST /api/compare", "rulesets", "\"bmja\"", "must be an array"),
                Arguments.of("POST /api/compare", "rulesets[1]", "null", "must be a string, not null"),
                Arguments.of("POST /api/games", "players", "\"Ann,Bob,Cid,Dee\"", "must be an array"),
                Arguments.of("POST /api/games", "options.eastDoubles", "1", "must be true or false"),
                Arguments.of("POST /api/games", "options.limit", "{}", "must be a whole number or \"none\""),
                Arguments.of("POST /api/games", "options.rounds", "\"four\"", "must be a whole number"),
                Arguments.of("POST /api/games", "options.stakes.perPoint", "0.01", "must be a string"),
                Arguments.of("POST /api/games/import", "hands[0].scores.Ann", "\"eight\"", "must be a whole number"),
                Arguments.of("POST /api/games/import", "options.drawPassesDeal", "\"no\"", "must be true or false"),
                Arguments.of("POST /api/games/{id}/hands", "payForAll", "\"yes\"", "must be true or false"),
                Arguments.of("POST /api/games/{id}/hands", "scores.Ann", "8.5", "must be a whole number"),
                Arguments.of("POST /api/games/{id}/hands", "penalties[0].payers", "\"Cid\"", "must be an array"),
                Arguments.of("PUT /api/games/{id}/hands/{n}", "winner", "true", "must be a string or null"),
                Arguments.of("POST /api/games/{id}/score", "hand", "[\"123b\"]", "must be a string"),
                Arguments.of("POST /api/players", "name", "5", "must be a string"),
                Arguments.of("PUT /api/players/{id}", "name", "false", "must be a string"));
    }

    @ParameterizedTest(name = "{0}: {1} = {2}")
    @MethodSource("wrongTypes")
    void aFieldOfTheWrongTypeIsNamedWithItsType(String route, String field, String value, String must) {
        ObjectNode body = valid(route);
        set(body, field, value);

        assertRefused(route, body, "field '" + field + "' " + must);
    }

    /** A required field left out: route, the field. */
    static Stream<Arguments> missing() {
        return Stream.of(
                Arguments.of("POST /api/settle", "scores"),
                Arguments.of("POST /api/settle", "winner"),
                Arguments.of("POST /api/score", "hand"),
                Arguments.of("POST /api/waits", "hand"),
                Arguments.of("POST /api/compare", "hand"),
                Arguments.of("POST /api/games", "players"),
                Arguments.of("POST /api/games/import", "players"),
                Arguments.of("POST /api/games/import", "ruleset.toml"),
                Arguments.of("POST /api/games/import", "hands[0].winner"),
                Arguments.of("POST /api/games/{id}/hands", "winner"),
                Arguments.of("POST /api/games/{id}/hands", "penalties[0].amount"),
                Arguments.of("PUT /api/games/{id}/hands/{n}", "winner"),
                Arguments.of("PUT /api/games/{id}/hands/{n}", "penalties[0].payees"),
                Arguments.of("POST /api/games/{id}/score", "hand"),
                Arguments.of("POST /api/players", "name"),
                Arguments.of("PUT /api/players/{id}", "name"));
    }

    @ParameterizedTest(name = "{0}: no {1}")
    @MethodSource("missing")
    void aMissingRequiredFieldIsNamed(String route, String field) {
        ObjectNode body = valid(route);
        remove(body, field);

        assertRefused(route, body, "field '" + field + "' is missing; ");
    }

    /** The mistakes above are made in bodies that are taken as they are: the mistake is what is refused. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("routes")
    void theBodyTheMistakesAreMadeInIsTaken(String route) {
        ApiClient.Answer a = send(route, VALID.get(route).get());

        assertThat(a.status()).as(a.toString()).isBetween(200, 201);
    }

    static Stream<String> routes() {
        return VALID.keySet().stream();
    }

    @Test
    void everyRouteWithARequestBodyIsCoveredByEveryKindOfMistake() {
        Set<String> withBody = new TreeSet<>();
        api.get("/openapi.json").json().path("paths").properties().forEach(path -> path.getValue().properties()
                .forEach(op -> {
                    if (op.getValue().has("requestBody")) {
                        withBody.add(op.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey());
                    }
                }));

        assertThat(withBody).hasSize(11);
        assertThat(new TreeSet<>(VALID.keySet())).isEqualTo(withBody);
        assertThat(routesOf(misspelt())).isEqualTo(withBody);
        assertThat(routesOf(wrongTypes())).isEqualTo(withBody);
        assertThat(routesOf(missing())).isEqualTo(withBody);
    }

    @Test
    void theDocumentSaysEveryBodyIsClosedAndWhatItRequires() {
        JsonNode doc = api.get("/openapi.json").json();
        Map<String, JsonNode> schemas = new LinkedHashMap<>();
        doc.path("paths").properties().forEach(path -> path.getValue().properties().forEach(op -> {
            String ref = op.getValue().path("requestBody").path("content").path("application/json").path("schema")
                    .path("$ref").asText();
            if (!ref.isEmpty()) {
                schemas.put(op.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey(), doc.at(ref.substring(1)));
            }
        }));

        assertThat(schemas.keySet()).containsExactlyInAnyOrderElementsOf(VALID.keySet());
        schemas.forEach((route, schema) -> assertThat(schema.path("additionalProperties").isBoolean()
                && !schema.path("additionalProperties").booleanValue()).as(route).isTrue());
        missing().map(Arguments::get).filter(c -> !((String) c[1]).matches(".*[.\\[].*")).forEach(c ->
                assertThat(schemas.get((String) c[0]).path("required").toString()).as(c[0] + " " + c[1])
                        .contains("\"" + c[1] + "\""));
    }

    @Test
    void aNewGameTakesEveryOptionARulesetFileMaySet() {
        JsonNode bmja = api.get("/api/rulesets/bmja").json().path("options");
        for (String name : TableOptions.names()) {
            ObjectNode body = valid("POST /api/games");
            ((ObjectNode) body.path("options")).set(name, bmja.path(name));

            ApiClient.Answer a = api.post("/api/games", body.toString());

            assertThat(a.status()).as(name + ": " + a).isEqualTo(201);
        }
    }

    @Test
    void aMisspeltWinnerNoLongerRecordsADraw() {
        int hands = api.get("/api/games/" + game).json().path("hands").size();

        ApiClient.Answer a = api.write("POST", "/api/games/" + game + "/hands", "{\"winer\": \"Bob\","
                + " \"scores\": {\"Ann\": 8, \"Bob\": 112, \"Cid\": 48, \"Dee\": 12}}", key);

        assertThat(a.status()).isEqualTo(400);
        assertThat(a.json().path("message").asText()).isEqualTo("unknown field 'winer'; did you mean 'winner'? The"
                + " fields here are discarder, hands, payForAll, penalties, scores, winner");
        assertThat(api.get("/api/games/" + game).json().path("hands").size()).isEqualTo(hands);
    }

    private static Set<String> routesOf(Stream<Arguments> cases) {
        return cases.map(c -> (String) c.get()[0]).collect(Collectors.toCollection(TreeSet::new));
    }

    /** Sends a body with a mistake: 400 bad-json with this in its message, and the game and club unchanged. */
    private static void assertRefused(String route, ObjectNode body, String message) {
        String before = state();

        ApiClient.Answer a = send(route, body.toString());

        assertThat(a.status()).as(a.toString()).isEqualTo(400);
        assertThat(a.json().path("code").asText()).as(a.toString()).isEqualTo("bad-json");
        assertThat(a.json().path("message").asText()).as(a.toString()).contains(message);
        assertThat(state()).isEqualTo(before);
    }

    /** What a refused request must not change: the game, the list of games, the players. */
    private static String state() {
        return api.get("/api/games/" + game).body() + store.list() + api.get("/api/players").body();
    }

    private static ApiClient.Answer send(String route, String body) {
        String method = route.substring(0, route.indexOf(' '));
        String path = route.substring(route.indexOf(' ') + 1).replace("/games/{id}", "/games/" + game)
                .replace("{n}", "1").replace("/players/{id}", "/players/" + player);
        if (path.contains("/hands")) {
            return api.write(method, path, body, key);
        }
        return path.startsWith("/api/players") ? api.send(method, path, body, "Authorization", ADMIN)
                : api.send(method, path, body);
    }

    private static ObjectNode valid(String route) {
        try {
            return (ObjectNode) JSON.readTree(VALID.get(route).get());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Renames the field at a path such as {@code hands[0].winner}, keeping its value. */
    private static void rename(ObjectNode body, String path, String newName) {
        ObjectNode parent = parent(body, path);
        String name = last(path);
        assertThat(parent.has(name)).as(path).isTrue();
        parent.set(newName, parent.remove(name));
    }

    /** Sets the field (or list item) at a path to a JSON value. */
    private static void set(ObjectNode body, String path, String json) {
        JsonNode value;
        try {
            value = JSON.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (path.endsWith("]")) {
            int open = path.lastIndexOf('[');
            ArrayNode list = (ArrayNode) node(body, path.substring(0, open));
            list.set(Integer.parseInt(path.substring(open + 1, path.length() - 1)), value);
            return;
        }
        parent(body, path).set(last(path), value);
    }

    private static void remove(ObjectNode body, String path) {
        assertThat(parent(body, path).remove(last(path))).as(path).isNotNull();
    }

    private static ObjectNode parent(ObjectNode body, String path) {
        int dot = path.lastIndexOf('.');
        return dot < 0 ? body : (ObjectNode) node(body, path.substring(0, dot));
    }

    private static String last(String path) {
        return path.substring(path.lastIndexOf('.') + 1);
    }

    /** The node at a path of names and indexes, such as {@code hands[0].penalties[0]}. */
    private static JsonNode node(JsonNode root, String path) {
        JsonNode node = root;
        for (String part : path.split("\\.")) {
            String name = part.contains("[") ? part.substring(0, part.indexOf('[')) : part;
            node = node.path(name);
            for (String index : part.substring(name.length()).replace("]", "").split("\\[")) {
                if (!index.isEmpty()) {
                    node = node.path(Integer.parseInt(index));
                }
            }
            assertThat(node.isMissingNode()).as(path).isFalse();
        }
        return node;
    }
}
