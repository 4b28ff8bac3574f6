/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;
import org.mahjongtally.web.WebServer;

/**
 * The HTTP API answers exactly what {@code tally ... --json} prints for the same input: both
 * run the real program (the command line in this JVM, the server over real HTTP).
 */
class CliAndApiAgreeTest {

    private static GameStore store;
    private static WebServer server;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        store = GameStores.open("jdbc:h2:mem:agree-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store);
    }

    @AfterAll
    static void stop() {
        server.stop();
        store.close();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "E=80 S=12 W=48 N=112 --winner N | {'scores': {'E': 80, 'S': 12, 'W': 48, 'N': 112}, 'winner': 'N'}",
        "E=80 S=12 W=48 N=112 --draw | {'scores': {'E': 80, 'S': 12, 'W': 48, 'N': 112}, 'winner': null}",
        "E=80 S=12 W=48 N=112 --draw --draw-pays differences | {'scores': {'E': 80, 'S': 12, 'W': 48, 'N': 112},"
            + " 'winner': null, 'options': {'drawPays': 'differences'}}",
        "E=2000 S=12 W=48 N=112 --winner E --limit 500 --plan --tallies | {'scores': {'E': 2000, 'S': 12, 'W': 48,"
            + " 'N': 112}, 'winner': 'E', 'options': {'limit': 500}, 'plan': true, 'tallies': true}",
        "E=80 S=12 W=48 N=112 --winner N --limit none --method alternative --no-east-doubles | {'scores': {'E': 80,"
            + " 'S': 12, 'W': 48, 'N': 112}, 'winner': 'N', 'options': {'limit': 'none', 'method': 'alternative',"
            + " 'eastDoubles': false}}",
        "E=80 S=12 W=48 N=112 --winner N --discarder S --pay-for-all --tallies --tally-set Harmony=2,Man=10"
            + " | {'scores': {'E': 80, 'S': 12, 'W': 48, 'N': 112}, 'winner': 'N', 'discarder': 'S',"
            + " 'options': {'payForAll': true}, 'tallies': true, 'tallySet': 'Harmony=2,Man=10'}",
        "E=80 S=12 W=48 N=112 --winner W --no-loser-settlement | {'scores': {'E': 80, 'S': 12, 'W': 48, 'N': 112},"
            + " 'winner': 'W', 'options': {'losersSettle': false}}",
        "E=800 S=12 W=48 N=112 --winner E --ruleset dmjl --tallies | {'scores': {'E': 800, 'S': 12, 'W': 48, 'N': 112},"
            + " 'winner': 'E', 'ruleset': 'dmjl', 'tallies': true}",
        "E=800 S=12 W=48 N=1112 --winner N --discarder E --ruleset millington --plan | {'scores': {'E': 800, 'S': 12,"
            + " 'W': 48, 'N': 1112}, 'winner': 'N', 'discarder': 'E', 'ruleset': 'millington', 'plan': true}"})
    void settleIsTheSameJson(String arguments, String request) {
        Cli cli = Cli.run(("settle " + arguments + " --json").split(" "));
        assertThat(cli.exitCode()).as(cli.err()).isZero();
        assertThat(post("/api/settle", request.replace('\'', '"'))).isEqualTo(cli.out().strip());
    }

    @ParameterizedTest
    @ValueSource(strings = {"[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall", "123b 456b 789b 55d [RRR] seat=S win=5d by=discard",
        "19b19c19dESWNRGPP win=P", "[RRR] [GGG] 222b 33c 45d", "123b 456b 789b 111c 22d win=2d"})
    void scoreIsTheSameJsonUnderEveryPreset(String hand) {
        for (String ruleset : new String[] {"bmja", "dmjl", "millington"}) {
            Cli cli = Cli.run("score", hand, "--ruleset", ruleset, "--json");
            assertThat(cli.exitCode()).as(cli.err()).isZero();
            assertThat(post("/api/score", "{\"hand\": \"" + hand + "\", \"ruleset\": \"" + ruleset + "\"}"))
                    .isEqualTo(cli.out().strip());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall", "[RRR] [GGG] PP 234b 555c seat=S win=5c by=discard"})
    void compareIsTheSameJson(String hand) {
        Cli cli = Cli.run("score", hand, "--compare", "bmja,dmjl,millington", "--json");
        assertThat(cli.exitCode()).as(cli.err()).isZero();
        assertThat(post("/api/compare", "{\"hand\": \"" + hand + "\", \"rulesets\": [\"bmja\", \"dmjl\", \"millington\"]}"))
                .isEqualTo(cli.out().strip());
    }

    @ParameterizedTest
    @ValueSource(strings = {"[RRR] [GGG] 222b 33c 45d", "123b 456b 789b 5d [RRR] seat=S", "19b19c19dESWNRGP"})
    void waitsIsTheSameJson(String hand) {
        Cli cli = Cli.run("waits", hand, "--json");
        assertThat(cli.exitCode()).as(cli.err()).isZero();
        assertThat(post("/api/waits", "{\"hand\": \"" + hand + "\"}")).isEqualTo(cli.out().strip());
    }

    @ParameterizedTest
    @ValueSource(strings = {"bmja", "dmjl", "millington"})
    void aRulesetIsTheSameJson(String id) {
        Cli cli = Cli.run("rulesets", "show", id, "--json");
        assertThat(cli.exitCode()).as(cli.err()).isZero();
        assertThat(get("/api/rulesets/" + id)).isEqualTo(cli.out().strip());
        Cli list = Cli.run("rulesets", "--json");
        assertThat(get("/api/rulesets")).isEqualTo(list.out().strip());
    }

    private static String post(String path, String json) {
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build());
    }

    private static String get(String path) {
        return send(HttpRequest.newBuilder(uri(path)).GET().build());
    }

    private static URI uri(String path) {
        return URI.create("http://localhost:" + server.port() + path);
    }

    private static String send(HttpRequest request) {
        try {
            HttpResponse<String> r = HTTP.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            return r.body();
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
