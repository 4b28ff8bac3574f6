/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameSummary;
import org.mahjongtally.store.GameStores;

/**
 * Bad input at scale: a seeded stream of malformed requests to a real server with a real
 * database (broken JSON, wrong types, huge numbers, deep nesting, very long strings, odd
 * Unicode with lone surrogates, right-to-left marks and bytes that are not UTF-8, bad notation,
 * bad keys, passwords, versions, ids and dates) to every route. Every request carries at least
 * one fault that must make it fail, whatever else was changed at random, so every answer must
 * be a 4xx with a code and a message (never a 500, never a success), and the stored data must
 * be exactly as before (compared as the whole API shows it). The seed is printed.
 */
class FuzzTest {

    static final long SEED = Long.getLong("fuzz.seed", 8_2026_1129L);
    static final int REQUESTS = Integer.getInteger("fuzz.requests", 4_000);
    private static final String PASSWORD = "club secret 42";

    private static GameStore store;
    private static WebServer server;
    private static ApiClient api;
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static String game;
    private static String key;
    private static String shareId;
    private static String exportJson;
    private static long player;

    @BeforeAll
    static void startWithAClubsData() {
        store = GameStores.open("jdbc:h2:mem:fuzz-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store, ServerOptions.DEFAULTS.withAdmin(AdminPassword.of(PASSWORD.toCharArray())));
        api = new ApiClient(server.port());
        JsonNode g = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"options\":"
                + " {\"stakes\": {\"perPoint\": \"0.05\", \"currency\": \"EUR\"}}}").json();
        game = g.path("id").asText();
        key = g.path("editKey").asText();
        shareId = g.path("shareId").asText();
        api.write("POST", "/api/games/" + game + "/hands", "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 8, \"Bob\": 40,"
                + " \"Cid\": 0, \"Dee\": 2}}", key);
        api.write("POST", "/api/games/" + game + "/hands", "{\"winner\": \"Ann\", \"hands\": {\"Ann\":"
                + " \"[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall\"}, \"scores\": {\"Bob\": 12, \"Cid\": 48, \"Dee\": 0}}", key);
        api.post("/api/games", "{\"players\": [\"Eve\", \"Fay\", \"Gus\", \"Hal\"]}");
        exportJson = api.get("/api/games/" + game + "/export.json").body();
        player = api.get("/api/players").json().get(0).path("id").asLong();
        NUMBERED_BODIES = numberedBodies();
    }

    @AfterAll
    static void stop() {
        server.stop();
        store.close();
    }

    @Test
    void thousandsOfMalformedRequestsAreAll4xxWithACodeAndChangeNothing() {
        System.out.println("FuzzTest seed " + SEED + " (run again with -Dfuzz.seed=" + SEED + ")");
        Map<String, String> before = dump();
        Random random = new Random(SEED);
        Map<String, Integer> byStatus = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        Request previous = null;
        for (int i = 0; i < REQUESTS; i++) {
            Request r = request(random);
            Answer a;
            try {
                a = send(r);
            } catch (UncheckedIOException e) {
                throw new AssertionError("#" + i + " " + r.describe() + " after " + (previous == null ? "" : previous.describe()), e);
            }
            previous = r;
            byStatus.merge(a.status + " " + a.code, 1, Integer::sum);
            boolean ok = a.status >= 400 && a.status < 500 && a.code != null && !a.code.isBlank() && a.message != null
                    && !a.message.isBlank() && !a.body.contains("Exception") && !a.body.contains("\tat ");
            if (!ok && failures.size() < 20) {
                failures.add("#" + i + " " + r.describe() + " -> " + a.status + " " + a.body.substring(0, Math.min(300, a.body.length())));
            }
        }
        System.out.printf("FuzzTest: %d malformed requests sent (seed %d); answers: %s%n", REQUESTS, SEED, byStatus);
        assertThat(failures).as("seed " + SEED).isEmpty();
        assertThat(dump()).as("the stored data after the fuzzing (seed %d)", SEED).isEqualTo(before);
    }

    /**
     * Every number of every body that has numbers, replaced in turn by each huge number, with the
     * body otherwise good (a hand write with its key and version): each is refused with 4xx, the
     * data is unchanged, and nothing is logged as an error with a stack trace.
     */
    @Test
    void hugeNumbersInEveryNumericFieldOfEveryBodyAreRefused() {
        Map<String, String> before = dump();
        List<String> failures = new ArrayList<>();
        int sent = 0;
        String log = capturingTheLog(() -> {
            for (String[] routeAndBody : NUMBERED_BODIES) {
                for (int[] at : numbers(routeAndBody[1])) {
                    for (String huge : HUGE) {
                        check(send(withNumber(routeAndBody, at, huge)), withNumber(routeAndBody, at, huge), failures);
                    }
                }
            }
        });
        for (String[] routeAndBody : NUMBERED_BODIES) {
            sent += numbers(routeAndBody[1]).size() * HUGE.length;
        }
        assertThat(sent).as("numbers replaced").isGreaterThan(100);
        assertThat(failures).isEmpty();
        assertThat(log).doesNotContain("\tat ").doesNotContain("Exception");
        assertThat(dump()).isEqualTo(before);
    }

    /** Every route with a path parameter, with a {@code %u} escape in it: 4xx, nothing logged with a stack trace. */
    @Test
    void uEscapesInEveryPathParameterAreRefused() {
        String[] routes = {"GET /api/games/P", "DELETE /api/games/P", "GET /api/games/P/audit", "GET /api/games/P/export.json",
            "GET /api/games/P/export.csv", "POST /api/games/P/score", "POST /api/games/P/hands", "POST /api/games/P/edit-key",
            "PUT /api/games/GAME/hands/P", "DELETE /api/games/GAME/hands/P", "PUT /api/games/P/hands/1",
            "GET /api/players/P", "PUT /api/players/P", "GET /api/rulesets/P"};
        List<String> failures = new ArrayList<>();
        String log = capturingTheLog(() -> {
            for (String route : routes) {
                for (String escape : U_ESCAPES) {
                    String[] parts = route.replace("GAME", game).replace("P", escape).split(" ");
                    byte[] body = parts[0].equals("GET") || parts[0].equals("DELETE") ? null : bytes(HAND);
                    Request req = new Request(parts[0], parts[1], body, List.of(), "u-escape");
                    check(send(req), req, failures);
                }
            }
        });
        assertThat(failures).isEmpty();
        assertThat(log).doesNotContain("\tat ").doesNotContain("Exception");
    }

    private static void check(Answer a, Request r, List<String> failures) {
        boolean ok = a.status >= 400 && a.status < 500 && a.code != null && !a.code.isBlank() && a.message != null
                && !a.message.isBlank() && !a.body.contains("Exception") && !a.body.contains("\tat ");
        if (!ok && failures.size() < 20) {
            failures.add(r.describe() + " -> " + a.status + " " + a.body.substring(0, Math.min(300, a.body.length())));
        }
    }

    /** What the server logs (slf4j-simple writes to standard error) while the requests run. */
    private static String capturingTheLog(Runnable requests) {
        java.io.PrintStream saved = System.err;
        java.io.ByteArrayOutputStream log = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(log, true, StandardCharsets.UTF_8));
        try {
            requests.run();
        } finally {
            System.setErr(saved);
        }
        String text = log.toString(StandardCharsets.UTF_8);
        saved.print(text);
        return text;
    }

    /** Everything the API shows of the stored data. */
    private static Map<String, String> dump() {
        Map<String, String> dump = new LinkedHashMap<>();
        dump.put("list", store.list().toString());
        for (GameSummary g : store.list()) {
            String id = g.id();
            dump.put(id, api.get("/api/games/" + id).body());
            dump.put(id + "/audit", api.get("/api/games/" + id + "/audit").body());
        }
        dump.put("players", api.get("/api/players").body());
        dump.put("player", api.get("/api/players/" + player).body());
        dump.put("standings", api.get("/api/standings").body());
        return dump;
    }

    // ---------------------------------------------------------------------------------------
    // The requests.

    private record Request(String method, String path, byte[] body, List<String> headers, String kind) {
        String describe() {
            String text = body == null ? "" : new String(body, StandardCharsets.UTF_8);
            return kind + " " + method + " " + path + " " + headers + " " + (text.length() > 200
                    ? text.substring(0, 200) + "...(" + text.length() + ")" : text);
        }
    }

    private record Answer(int status, String body, String code, String message) {
    }

    private static final String HAND = "{\"winner\": \"Bob\", \"discarder\": \"Ann\", \"payForAll\": false, \"scores\":"
            + " {\"Ann\": 8, \"Cid\": 0, \"Dee\": 2}, \"hands\": {\"Bob\": \"123b 456b 789b 111c 22d win=2d\"},"
            + " \"penalties\": [{\"amount\": 30, \"payers\": [\"Ann\"], \"payees\": [\"Bob\"], \"reason\": \"late\"}]}";
    private static final String NEW_GAME = "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\","
            + " \"options\": {\"limit\": 500, \"rounds\": 1, \"stakes\": {\"perPoint\": \"0.01\", \"currency\": \"EUR\"}}}";
    private static final String SETTLE = "{\"scores\": {\"E\": 80, \"S\": 12, \"W\": 48, \"N\": 112}, \"winner\": \"N\","
            + " \"discarder\": \"S\", \"plan\": true, \"tallies\": true, \"options\": {\"limit\": 500, \"method\":"
            + " \"alternative\"}}";
    private static final String SCORE = "{\"hand\": \"[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall\", \"ruleset\": \"bmja\"}";

    /** Values of every kind, many of them odd. */
    private static final String[] VALUES = {"null", "true", "false", "0", "-1", "1e400", "-1e400", "1e-400", "2.5",
        "9223372036854775808", "-9223372036854775809", "123456789012345678901234567890", "\"\"", "\" \"", "\"N\"",
        "\"Ann\"", "\"ANN\"", "\"\\u202eAnn\"", "\"\\u200f\\u200e\"", "\"\\ud800\"", "\"\\udc00x\"", "\"\\u0000\"",
        "\"e\\u0301\\u0301\\u0301\"", "\"\\uffff\\ufeff\"", "\"😀👨‍👩‍👧\"", "\"<img src=x onerror=alert(1)>\"",
        "\"' OR 1=1 --\"", "\"Robert'); DROP TABLE games;--\"", "[]", "[null]", "[1, \"a\", {}]", "{}", "{\"a\": 1}",
        "\"none\"", "\"123b\"", "\"%s\"", "\"${jndi:ldap://x}\""};

    /** Notation that cannot be read, whatever surrounds it. */
    private static final String[] BAD_NOTATION = {"#", "9z", "[", "}", "0b", "win=", "by=air", "seat=Q", "1111111b",
        "[12b]", "{123b}", "f9", "\u202e123b", "\ud83d\ude00", "win=5b by=wall win=6b"};

    private static Request request(Random r) {
        int kind = r.nextInt(100);
        if (kind < 20) {
            return handWrite(r);
        }
        if (kind < 30) {
            return newGame(r);
        }
        if (kind < 40) {
            return calculator(r);
        }
        if (kind < 48) {
            return importGame(r);
        }
        if (kind < 58) {
            return admin(r);
        }
        if (kind < 72) {
            return badPath(r);
        }
        if (kind < 82) {
            return brokenJson(r);
        }
        if (kind < 86) {
            return deep(r);
        }
        if (kind < 93) {
            return hugeNumber(r, pick(r, NUMBERED_BODIES), pick(r, HUGE));
        }
        return long_(r);
    }

    /**
     * {@code %u} escapes, which no URL may hold and which once gave 500 with a stack trace on
     * every route with a path parameter.
     */
    private static final String[] U_ESCAPES = {"%u002e", "%u0041%u0042", "%uD83D%uDE00", "%u", "%u00", "%uZZZZ",
        "a%u002eb", "%u2e2e", "%25u002e"};

    /**
     * Numbers no table means, each far beyond any bound or no number at all: written out they
     * could fill the memory ({@code 1e999999999} is a billion digits), or they do not fit a
     * {@code long} (2^63, 10^400), or their exponent does not fit an {@code int}.
     */
    private static final String[] HUGE = {"1e999999999", "-1e-999999999", "1E+999999999", "9223372036854775808",
        "-9223372036854775809", "1" + "0".repeat(400), "-" + "9".repeat(400), "1e2147483648", "1e-2147483649",
        "0.000000000000000000000000000000000000001", "NaN", "-Infinity", "Infinity", "\"NaN\"", "\"1e999999999\"",
        "1e400", "4.9e-324", "18446744073709551616"};

    /** The route and the body of every request body with numbers in it, each otherwise good. */
    private static String[][] numberedBodies() {
        return new String[][] {
            {"POST /api/games/GAME/hands", HAND}, {"PUT /api/games/GAME/hands/1", HAND},
            {"POST /api/games", NEW_GAME_ALL_NUMBERS}, {"POST /api/settle", SETTLE},
            {"POST /api/games/import", exportJson}};
    }

    private static String[][] NUMBERED_BODIES;

    /** The new game with every number a new game's options may have. */
    private static final String NEW_GAME_ALL_NUMBERS = "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"],"
            + " \"options\": {\"limit\": 500, \"notionalLimit\": 1000, \"maxChows\": 4, \"eastStreakLimit\": 0,"
            + " \"rounds\": 1, \"startingTallies\": 2000, \"stakes\": {\"perPoint\": \"0.01\", \"decimals\": 2}}}";

    /** Where the numbers are in a JSON text: after a colon or in a list, outside strings. */
    private static List<int[]> numbers(String json) {
        List<int[]> found = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?<=[:\\[,]\\s{0,4})-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?")
                .matcher(json);
        boolean inString = false;
        int scanned = 0;
        while (m.find()) {
            for (int i = scanned; i < m.start(); i++) {
                if (json.charAt(i) == '"' && json.charAt(i - 1) != '\\') {
                    inString = !inString;
                }
            }
            scanned = m.start();
            if (!inString) {
                found.add(new int[] {m.start(), m.end()});
            }
        }
        return found;
    }

    /** A good body with one of its numbers, chosen at random, replaced by a huge one. */
    private static Request hugeNumber(Random r, String[] routeAndBody, String huge) {
        List<int[]> at = numbers(routeAndBody[1]);
        return withNumber(routeAndBody, at.get(r.nextInt(at.size())), huge);
    }

    private static Request withNumber(String[] routeAndBody, int[] at, String huge) {
        String[] route = routeAndBody[0].replace("GAME", game).split(" ");
        String body = routeAndBody[1].substring(0, at[0]) + huge + routeAndBody[1].substring(at[1]);
        List<String> headers = route[1].contains("/hands") ? List.of("Authorization", "Bearer " + key, "If-Match",
                "\"" + currentVersion() + "\"") : List.of();
        return new Request(route[0], route[1], bytes(body), headers, "huge-number");
    }

    /** A write of a hand that must fail: no key, a wrong key, a stale or bad version, or a hand that cannot be. */
    private static Request handWrite(Random r) {
        String method = pick(r, "POST", "PUT", "DELETE");
        String path = "/api/games/" + game + "/hands" + (method.equals("POST") ? "" : "/" + pick(r, "1", "2"));
        String body = method.equals("DELETE") ? null : mutate(HAND, r, r.nextInt(3));
        List<String> headers = new ArrayList<>();
        int fault = r.nextInt(6);
        String version = "\"" + currentVersion() + "\"";
        switch (fault) {
            case 0 -> headers.addAll(List.of("If-Match", version));
            case 1 -> headers.addAll(List.of("Authorization", badBearer(r), "If-Match", version));
            case 2 -> headers.addAll(List.of("Authorization", "Bearer " + key, "If-Match", pick(r, "\"1\"", "\"2\"", "\"99\"")));
            case 3 -> headers.addAll(List.of("Authorization", "Bearer " + key, "If-Match",
                    pick(r, "abc", "\"-1\"", "\"99999999999\"", "*", "\"3\", \"4\"", "")));
            case 4 -> headers.addAll(List.of("Authorization", "Bearer " + key));
            default -> {
                headers.addAll(List.of("Authorization", "Bearer " + key, "If-Match", version));
                if (method.equals("DELETE")) {
                    path = "/api/games/" + game + "/hands/" + pick(r, "3", "99", "0", "-1", "999999999", "1.5", "x");
                } else {
                    body = poisonHand(r);
                }
            }
        }
        return new Request(method, path, bytes(body), headers, "hand-write/" + fault);
    }

    private static String poisonHand(Random r) {
        String hand = mutate(HAND, r, r.nextInt(2));
        String poison = pick(r, "\"winner\": \"Zed\"", "\"winner\": \"Bob\", \"hands\": {\"Bob\": \"" + pick(r, BAD_NOTATION) + "\"}",
                "\"scores\": {\"Ann\": \"eight\"}", "\"penalties\": [{\"amount\": 30, \"payers\": [\"Nobody\"], \"payees\": [\"Bob\"]}]",
                "\"payForAll\": \"yes\"", "\"scores\": {\"Ann\": 1e400}", "\"scores\": {\"Ann\": 99999999999999999999999}",
                "\"winner\": \"Bob\", \"scores\": {\"Ann\": 8, \"Bob\": 10, \"Bob \": 1}", "\"penalties\": {}",
                "\"winner\": 7", "\"discarder\": \"Bob\", \"winner\": \"Bob\"");
        return r.nextInt(10) == 0 ? pick(r, "[]", "\"hand\"", "42", "null") : "{" + poison + ", " + hand.substring(1);
    }

    /** A new game that cannot be: its players are never four good, different names. */
    private static Request newGame(Random r) {
        String players = pick(r, "[\"Ann\", \"Bob\", \"Cid\"]", "[\"Ann\", \"Bob\", \"Cid\", \"Dee\", \"Eve\"]",
                "[\"Ann\", \"ann\", \"Cid\", \"Dee\"]", "[\"" + "x".repeat(41) + "\", \"Bob\", \"Cid\", \"Dee\"]",
                "[\"\\u202eAnn\", \"Bob\", \"Cid\", \"Dee\"]", "[\"Ann\\u200f\", \"Bob\", \"Cid\", \"Dee\"]",
                "[\"\\ud800\", \"Bob\", \"Cid\", \"Dee\"]", "[\"A\\u0000n\", \"Bob\", \"Cid\", \"Dee\"]",
                "[\"Ann\", 2, \"Cid\", \"Dee\"]", "[\"\", \"Bob\", \"Cid\", \"Dee\"]", "[\" \\u00a0\", \"Bob\", \"Cid\", \"Dee\"]",
                "\"Ann,Bob,Cid,Dee\"", "{}", "null", "[\"Ann\\n\", \"Bob\", \"Cid\", \"Dee\"]");
        String body = NEW_GAME.replace("[\"Ann\", \"Bob\", \"Cid\", \"Dee\"]", players);
        return new Request("POST", "/api/games", bytes(mutate(body, r, r.nextInt(3))), List.of(), "new-game");
    }

    /** A calculator request with a fault: an unknown field, or a value of the wrong kind where one is needed. */
    private static Request calculator(Random r) {
        String route = pick(r, "/api/settle", "/api/score", "/api/waits", "/api/compare");
        String body = route.equals("/api/settle") ? SETTLE : SCORE;
        if (route.equals("/api/compare")) {
            body = "{\"hand\": \"123b 456b 789b 111c 22d win=2d\", \"rulesets\": [\"bmja\", \"dmjl\"]}";
        }
        body = mutate(body, r, r.nextInt(2)).replace("\"hand\": null", "\"hand\": \"123b\"");
        String poisoned = switch (r.nextInt(4)) {
            case 0 -> "{\"" + pick(r, "poison", "Winner", "hand ", "\\u202ehand", "scores\\u0000") + "\": 1, " + body.substring(1);
            case 1 -> route.equals("/api/settle")
                    ? body.replace("\"N\": 112", "\"N\": " + pick(r, "\"112\"", "1e400", "112.5", "null", "[]", "99999999999999999999"))
                    : body.replaceFirst("\"hand\": \"", "\"hand\": \"" + pick(r, BAD_NOTATION) + " ");
            case 2 -> route.equals("/api/settle") ? body.replace("\"winner\": \"N\"", "\"winner\": " + pick(r, "\"X\"", "3", "\"\\u202eN\"", "\"\\ud800\""))
                    : body.replaceFirst("\"hand\": \"[^\"]*\"", "\"hand\": " + pick(r, "12", "[]", "{}", "true", "\"" + pick(r, BAD_NOTATION) + "\""));
            default -> route.equals("/api/settle") ? body.replace("\"limit\": 500", "\"limit\": " + pick(r, "501", "\"lots\"", "true", "-2", "1e400", "0"))
                    : body.replace("\"bmja\"", pick(r, "\"mcr\"", "\"/etc/passwd\"", "\"../bmja\"", "7", "\"\\u202ebmja\""));
        };
        if (poisoned.equals(body)) {
            poisoned = "{\"poison\": 1, " + body.substring(1);
        }
        return new Request("POST", route, bytes(poisoned), List.of(), "calculator");
    }

    /** An import that cannot be: a file of another format or version, a hand that cannot be, or rules altered. */
    private static Request importGame(Random r) {
        String body = switch (r.nextInt(5)) {
            case 0 -> exportJson.replace("\"mahjong-tally-game\"", pick(r, "\"other\"", "7", "null", "\"mahjong-tally-game \""));
            case 1 -> exportJson.replaceFirst("\"version\" : 1", "\"version\" : " + pick(r, "2", "1.5", "\"1\"", "-1", "1e400"));
            case 2 -> exportJson.replaceFirst("\"winner\" : \"Bob\"", "\"winner\" : \"Zed\"");
            case 3 -> exportJson.replaceFirst("\"hash\" : \"[0-9a-f]+\"", "\"hash\" : \"0000000000000000\"");
            default -> exportJson.substring(0, r.nextInt(exportJson.length()));
        };
        return new Request("POST", "/api/games/import", bytes(body), List.of(), "import");
    }

    /** Administration without the password, with a wrong one, or with the right one and a name that cannot be. */
    private static Request admin(Random r) {
        String path = pick(r, "/api/players", "/api/players/" + player, "/api/games/" + game, "/api/games/" + game + "/edit-key");
        String method = path.equals("/api/players") ? "POST" : path.startsWith("/api/players/") ? "PUT"
                : path.endsWith("edit-key") ? "POST" : "DELETE";
        String body = method.equals("DELETE") || path.endsWith("edit-key") ? null
                : "{\"name\": " + pick(r, "\"Zed\"", "\"Ann\"", "\"\"", "\"" + "y".repeat(41) + "\"", "\"\\u202eZed\"",
                        "\"Z\\u0000d\"", "\"\\ud800\"", "12", "null", "[]", "\"\\u200b\"", "\"Zed\\u200e\"") + "}";
        List<String> headers = new ArrayList<>();
        // A password checked costs a PBKDF2 hash (on purpose): few requests get that far.
        int fault = r.nextInt(20);
        if (fault < 1) {
            headers.addAll(List.of("Authorization", "Basic " + base64(pick(r, "admin:", "admin:guess", "admin",
                    ":" + PASSWORD.toUpperCase(java.util.Locale.ROOT), "admin:" + PASSWORD + " "))));
        } else if (fault < 8) {
            headers.addAll(List.of("Authorization", pick(r, "Basic", "Basic !!!", "Bearer " + key, "Basic " + "A".repeat(600),
                    "Digest x", "basic\tabc", PASSWORD)));
        } else if (fault < 19) {
            // no credentials at all
        } else if (body != null) {
            headers.addAll(List.of("Authorization", "Basic " + base64("admin:" + PASSWORD)));
            body = "{\"name\": " + pick(r, "\"Bob\"", "\"BOB\"", "\"\"", "\"" + "y".repeat(41) + "\"", "\"\\u202eZed\"",
                    "\"Z\\u0000d\"", "\"\\ud800\"", "12", "null", "\"\\u2028\"", "\"Zed\\u200e\"", "\"Zed\\tZ\"",
                    "\"\\uff22ob\"", "\"\\ufeff\"") + "}";
            if (method.equals("PUT") && body.contains("\"Bob\"")) {
                body = "{\"name\": \"Cid\"}";
            }
        } else {
            headers.addAll(List.of("Authorization", "Basic " + base64("admin:wrong")));
        }
        return new Request(method, path, bytes(body), headers, "admin/" + fault);
    }

    /** Paths and query parameters that name nothing, or not in the way they must. */
    private static Request badPath(Random r) {
        String path = pick(r, "/api/games/" + pick(r, "x", "nosuchgame", "NOSUCHGAME", "aaaaaaaaaa", "aaaaaaaaaaaaaaaa",
                        "%00", "..%2F..%2Fetc%2Fpasswd", "%E2%80%AE" + game, "x".repeat(3000), "%F0%9F%98%80", "'%20OR%201=1",
                        pick(r, U_ESCAPES), game + pick(r, U_ESCAPES)) + pick(r, "", "", "/audit", "/export.json", "/hands"),
                "/api/games/" + game + "/hands/" + pick(r, "0", "-1", "99999999999", "1.5", "%00", "%u0031"),
                "/api/games/nosuchgame/audit", "/api/games/" + shareId + "/audit", "/api/players/" + pick(r, "0", "-3", "x",
                        "99999999999999999999", "999999", "1%20OR%201=1", pick(r, U_ESCAPES)),
                "/api/standings?" + pick(r, "from=2025-13-01", "from=2025-02-30", "to=yesterday", "from=2025-06-01&to=2025-01-01",
                        "from=0001-01-01", "from=+100000-01-01", "to=99999-01-01", "from=%E2%80%AE2025-01-01", "from=1899-12-31"),
                "/api/rulesets/" + pick(r, "nope", "..", "%00", pick(r, U_ESCAPES)), "/api/nothing",
                "/api/games/" + game + "/export.xml", "/api/" + pick(r, U_ESCAPES));
        String method = path.contains("/hands/") ? pick(r, "PUT", "DELETE") : pick(r, "GET", "GET", "PATCH");
        List<String> headers = path.contains("/hands/") ? List.of("Authorization", "Bearer " + key, "If-Match", "\"1\"") : List.of();
        byte[] body = method.equals("PUT") ? bytes(HAND) : null;
        if (path.contains("/hands/") && !path.matches(".*/hands/(0|-1|99999999999|1\\.5|%00|%u0031)$")) {
            throw new IllegalStateException(path);
        }
        return new Request(method, path, body, headers, "path");
    }

    /** Bodies that are not JSON: cut short, bytes changed, not UTF-8, empty, or nothing like JSON. */
    private static Request brokenJson(Random r) {
        String[] routes = {"POST /api/settle", "POST /api/score", "POST /api/games", "POST /api/games/import",
            "POST /api/games/GAME/hands", "PUT /api/games/GAME/hands/1", "POST /api/players", "PUT /api/players/P"};
        String[] route = pick(r, routes).replace("GAME", game).replace("P", String.valueOf(player)).split(" ");
        byte[] good = bytes(route[1].contains("hands") ? HAND : route[1].equals("/api/settle") ? SETTLE
                : route[1].equals("/api/games") ? NEW_GAME : route[1].contains("players") ? "{\"name\": \"Zed\"}" : exportJson);
        byte[] body = switch (r.nextInt(6)) {
            case 0 -> java.util.Arrays.copyOf(good, 1 + r.nextInt(good.length - 2));
            case 1 -> {
                byte[] b = good.clone();
                int at = r.nextInt(b.length);
                b[at] = (byte) (int) pick(r, (int) '{', (int) '"', (int) ',', 0xff, 0xc0, 0x80, 0xed, 0);
                b[0] = (byte) (int) pick(r, (int) '{', (int) '"', (int) '[', (int) '}', 0xfe);
                yield java.util.Arrays.equals(b, good) ? new byte[] {'{'} : b;
            }
            case 2 -> concat(good, pick(r, "x", "}", ",", " {}", "\u0000").getBytes(StandardCharsets.UTF_8));
            case 3 -> new byte[] {(byte) 0xed, (byte) 0xa0, (byte) 0x80, '{', '}', (byte) 0xc0, (byte) 0xaf};
            case 4 -> bytes(pick(r, "", " ", "null", "NaN", "{\"a\": NaN}", "{'a': 1}", "{\"a\": 1,}", "/* c */ {}",
                    "{\"a\": 01}", "{\"a\": .5}", "{\"a\": \"\\x41\"}", "{\"a\": \"\\u12\"}", "\ufeff{}", "{\"a\":1}{\"b\":2}"));
            default -> {
                byte[] b = new byte[1 + r.nextInt(200)];
                r.nextBytes(b);
                yield b;
            }
        };
        List<String> headers = route[1].contains("hands") ? List.of("Authorization", "Bearer " + key, "If-Match",
                "\"" + currentVersion() + "\"") : List.of();
        if (route[1].contains("players") && r.nextInt(6) == 0) {
            headers = List.of("Authorization", "Basic " + base64("admin:" + PASSWORD));
            body = java.util.Arrays.copyOf(good, good.length - 1);
        }
        return new Request(route[0], route[1], body, headers, "broken-json");
    }

    /** Nesting far deeper than any request. */
    private static Request deep(Random r) {
        int levels = 33 + r.nextInt(20_000);
        String open = pick(r, "[", "{\"a\":");
        String close = open.equals("[") ? "]" : "}";
        String deep = open.repeat(levels) + "1" + close.repeat(levels);
        String body = pick(r, "{\"hand\": " + deep + "}", deep, "{\"scores\": " + deep + "}", "{\"winner\": \"Bob\", \"x\": "
                + deep + "}");
        String route = pick(r, "/api/score", "/api/settle", "/api/games", "/api/games/import", "/api/games/" + game + "/hands");
        List<String> headers = route.endsWith("hands") ? List.of("Authorization", "Bearer " + key, "If-Match",
                "\"" + currentVersion() + "\"") : List.of();
        return new Request("POST", route, bytes(body), headers, "deep");
    }

    /** Very long strings and numbers, up to and over the size limit. */
    private static Request long_(Random r) {
        int length = pick(r, 1_000, 40_000, 200_000, 300_000);
        String filler = pick(r, "x", "1b", "\u202e", "\ud83d\ude00", "\\u0041", "e\u0301", "9");
        String big = filler.repeat(Math.max(1, length / filler.length()));
        String body = switch (r.nextInt(5)) {
            case 0 -> "{\"hand\": \"" + big + "\"}";
            case 1 -> "{\"players\": [\"" + big + "\", \"Bob\", \"Cid\", \"Dee\"]}";
            case 2 -> "{\"scores\": {\"E\": " + "9".repeat(Math.min(length, 200_000)) + ", \"S\": 1, \"W\": 1, \"N\": 1}}";
            case 3 -> "{\"winner\": \"Bob\", \"hands\": {\"Bob\": \"" + big + "\"}}";
            default -> "{\"name\": \"" + big + "\"}";
        };
        String route = body.startsWith("{\"hand\"") ? "/api/score" : body.startsWith("{\"players\"") ? "/api/games"
                : body.startsWith("{\"scores\"") ? "/api/settle" : body.startsWith("{\"winner\"")
                ? "/api/games/" + game + "/hands" : "/api/players";
        List<String> headers = route.endsWith("hands") ? List.of("Authorization", "Bearer " + key, "If-Match",
                "\"" + currentVersion() + "\"") : route.endsWith("players") ? List.of("Authorization", "Basic "
                + base64("admin:" + PASSWORD)) : List.of();
        if (route.endsWith("players") && body.getBytes(StandardCharsets.UTF_8).length < 1_000) {
            headers = List.of();
        }
        return new Request("POST", route, bytes(body), headers, "long");
    }

    /** The body with some of its values replaced by values of any kind. */
    private static String mutate(String json, Random r, int times) {
        String out = json;
        for (int t = 0; t < times; t++) {
            List<int[]> values = new ArrayList<>();
            for (int i = 0; i < out.length(); i++) {
                if (out.charAt(i) == ':') {
                    int start = i + 1;
                    while (start < out.length() && out.charAt(start) == ' ') {
                        start++;
                    }
                    values.add(new int[] {start, end(out, start)});
                }
            }
            if (values.isEmpty()) {
                return out;
            }
            int[] v = values.get(r.nextInt(values.size()));
            out = out.substring(0, v[0]) + pick(r, VALUES) + out.substring(v[1]);
        }
        return out;
    }

    private static int end(String json, int start) {
        char c = json.charAt(start);
        if (c == '"') {
            int i = start + 1;
            while (i < json.length() && json.charAt(i) != '"') {
                i += json.charAt(i) == '\\' ? 2 : 1;
            }
            return Math.min(json.length(), i + 1);
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

    // ---------------------------------------------------------------------------------------

    private static int version = -1;

    /** The version the game is at (it must never move). */
    private static int currentVersion() {
        if (version < 0) {
            version = api.get("/api/games/" + game).json().path("version").asInt();
        }
        return version;
    }

    private static String badBearer(Random r) {
        return pick(r, "Bearer " + key.substring(0, 31), "Bearer " + key + "x", "Bearer " + key.toUpperCase(java.util.Locale.ROOT),
                "Bearer " + shareId, "Bearer " + game, "Bearer", "Bearer  ", "Bearer " + "k".repeat(300), "bearer x.y.z",
                "Bearer " + UUID.randomUUID(), "Token " + key, "Bearer " + key.substring(1) + "=", "Basic " + key);
    }

    private static Answer send(Request req) {
        if (req.path().contains("%u")) {
            return sendRaw(req);
        }
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + req.path()))
                .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                .method(req.method(), req.body() == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofByteArray(req.body()));
        for (int i = 0; i < req.headers().size(); i += 2) {
            b.header(req.headers().get(i), req.headers().get(i + 1));
        }
        try {
            HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            String code = null;
            String message = null;
            try {
                JsonNode json = JsonBodies.objectMapper().readTree(r.body());
                code = json.path("code").asText(null);
                message = json.path("message").asText(null);
            } catch (IOException e) {
                // not JSON: code and message stay null, and the check fails
            }
            return new Answer(r.statusCode(), r.body(), code, message);
        } catch (IOException e) {
            throw new UncheckedIOException(req.describe(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A request written by hand on a socket, for a path Java's URI refuses ({@code %u} escapes). */
    private static Answer sendRaw(Request req) {
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(30_000);
            byte[] body = req.body() == null ? new byte[0] : req.body();
            StringBuilder head = new StringBuilder(req.method() + " " + req.path() + " HTTP/1.1\r\nHost: localhost\r\n"
                    + "Connection: close\r\nContent-Type: application/json\r\nContent-Length: " + body.length + "\r\n");
            for (int i = 0; i < req.headers().size(); i += 2) {
                head.append(req.headers().get(i)).append(": ").append(req.headers().get(i + 1)).append("\r\n");
            }
            java.io.OutputStream out = socket.getOutputStream();
            out.write(head.append("\r\n").toString().getBytes(StandardCharsets.UTF_8));
            out.write(body);
            out.flush();
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int status = Integer.parseInt(answer.substring(9, 12));
            int split = answer.indexOf("\r\n\r\n");
            String headers = answer.substring(0, split).toLowerCase(java.util.Locale.ROOT);
            String text = answer.substring(split + 4);
            if (headers.contains("transfer-encoding: chunked")) {
                StringBuilder joined = new StringBuilder();
                int at = 0;
                while (true) {
                    int eol = text.indexOf("\r\n", at);
                    int size = Integer.parseInt(text.substring(at, eol).strip(), 16);
                    if (size == 0) {
                        break;
                    }
                    joined.append(text, eol + 2, eol + 2 + size);
                    at = eol + 2 + size + 2;
                }
                text = joined.toString();
            }
            String code = null;
            String message = null;
            try {
                JsonNode json = JsonBodies.objectMapper().readTree(text);
                code = json.path("code").asText(null);
                message = json.path("message").asText(null);
            } catch (IOException e) {
                // not JSON: code and message stay null, and the check fails
            }
            return new Answer(status, text, code, message);
        } catch (IOException e) {
            throw new UncheckedIOException(req.describe(), e);
        }
    }

    private static byte[] bytes(String text) {
        return text == null ? null : text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static String base64(String text) {
        return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    @SafeVarargs
    private static <T> T pick(Random r, T... options) {
        return options[r.nextInt(options.length)];
    }
}
