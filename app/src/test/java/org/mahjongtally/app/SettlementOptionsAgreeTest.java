/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;
import org.mahjongtally.web.WebServer;

/**
 * One meaning per settlement option: each option of docs/settlement.md, set away from its
 * default, settles a hand the same in {@code tally settle} (under a ruleset file setting it), in
 * the calculator {@code POST /api/settle} (the option in the request) and in a game started with
 * it as a table option (a hand recorded through the API): the same payments and balances, and
 * not those of the default, so an option ignored in one place fails here.
 */
class SettlementOptionsAgreeTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final String[] PLAYERS = {"Ann", "Bob", "Cid", "Dee"};
    private static final String[] SEATS = {"E", "S", "W", "N"};

    private static GameStore store;
    private static WebServer server;

    @TempDir
    static Path dir;

    @BeforeAll
    static void start() {
        store = GameStores.open("jdbc:h2:mem:options-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store);
    }

    @AfterAll
    static void stop() {
        server.stop();
        store.close();
    }

    /**
     * A hand: the option and its value (as JSON, also TOML), the four scores E S W N, the winning seat
     * ("" for a draw) and the discarding seat ("" for none).
     */
    static Stream<Arguments> everyOption() {
        return Stream.of(
                Arguments.of("limit", "500", new long[] {80, 12, 48, 1000}, "N", ""),
                Arguments.of("eastDoubles", "false", new long[] {80, 12, 48, 112}, "N", ""),
                Arguments.of("losersSettle", "false", new long[] {80, 12, 48, 112}, "N", ""),
                Arguments.of("method", "\"alternative\"", new long[] {80, 12, 48, 112}, "N", ""),
                Arguments.of("drawPays", "\"differences\"", new long[] {80, 12, 48, 112}, "", ""),
                Arguments.of("payForAll", "true", new long[] {80, 12, 48, 112}, "N", "S"));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @MethodSource("everyOption")
    void anOptionMeansTheSameInTheCommandLineTheCalculatorAndAGame(String option, String value, long[] scores,
            String winner, String discarder) throws IOException {
        Hand hand = new Hand(scores, winner, discarder);

        JsonNode cli = hand.settleOnTheCommandLine(rulesetFile(option, value));
        JsonNode calculator = hand.settleInTheCalculator("\"" + option + "\": " + value);
        JsonNode game = hand.recordInAGame("\"" + option + "\": " + value, "");

        assertThat(calculator).isEqualTo(cli);
        assertThat(game).isEqualTo(cli);
        assertThat(cli).as("the option changes the settlement").isNotEqualTo(hand.settleOnTheCommandLine("bmja"));
    }

    @Test
    void aRulesetThatMakesTheDiscarderPayForAllDoesSoOnlyWithADiscarder() throws IOException {
        Hand selfDrawn = new Hand(new long[] {80, 12, 48, 112}, "N", "");
        String club = rulesetFile("payForAll", "true");

        JsonNode cli = selfDrawn.settleOnTheCommandLine(club);

        assertThat(cli).isEqualTo(selfDrawn.settleOnTheCommandLine("bmja"));
        assertThat(selfDrawn.recordInAGame("\"payForAll\": true", "")).isEqualTo(cli);
        assertThat(selfDrawn.settleInTheCalculator("")).isEqualTo(cli);
    }

    @Test
    void aHandMayChooseNotToPayForAllWhateverTheRuleset() throws IOException {
        Hand onDiscard = new Hand(new long[] {80, 12, 48, 112}, "N", "S");
        String club = rulesetFile("payForAll", "true");

        JsonNode cli = onDiscard.settleOnTheCommandLine(club, "--no-pay-for-all");

        assertThat(cli).isEqualTo(onDiscard.settleOnTheCommandLine("bmja"));
        assertThat(onDiscard.settleInTheCalculator("\"payForAll\": false")).isEqualTo(cli);
        assertThat(onDiscard.recordInAGame("\"payForAll\": true", ", \"payForAll\": false")).isEqualTo(cli);
    }

    @Test
    void payingForAllWithoutADiscarderIsRefusedEverywhereWithOneMessage() throws IOException {
        Hand selfDrawn = new Hand(new long[] {80, 12, 48, 112}, "N", "");
        String message = "paying for all needs the discarder of the winning tile: name the player whose discard"
                + " went out, or leave paying for all out";

        Cli cli = Cli.run(selfDrawn.settleArguments("bmja", "--pay-for-all"));
        HttpResponse<String> calculator = post("/api/settle", selfDrawn.settleBody("\"payForAll\": true"));
        HttpResponse<String> game = selfDrawn.record("", ", \"payForAll\": true");

        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err()).isEqualTo("tally: " + message + System.lineSeparator());
        assertThat(calculator.statusCode()).isEqualTo(422);
        assertThat(JSON.readTree(calculator.body()).path("message").asText()).isEqualTo(message);
        assertThat(game.statusCode()).isEqualTo(422);
        assertThat(JSON.readTree(game.body()).path("message").asText()).isEqualTo("hand 1: " + message);
    }

    /** A ruleset file extending bmja with one option set. */
    private static String rulesetFile(String option, String value) throws IOException {
        Path file = dir.resolve(option + "-" + UUID.randomUUID() + ".toml");
        Files.writeString(file, "id = \"club\"\nversion = 1\nextends = \"bmja\"\n[options]\n" + option + " = " + value + "\n");
        return file.toString();
    }

    /** One hand, settled in each place: hand 1 of a game seats Ann East, Bob South, Cid West, Dee North. */
    private record Hand(long[] scores, String winner, String discarder) {

        String[] settleArguments(String ruleset, String... more) {
            List<String> args = new ArrayList<>(List.of("settle"));
            for (int i = 0; i < 4; i++) {
                args.add(SEATS[i] + "=" + scores[i]);
            }
            args.addAll(winner.isEmpty() ? List.of("--draw") : List.of("--winner", winner));
            if (!discarder.isEmpty()) {
                args.addAll(List.of("--discarder", discarder));
            }
            args.addAll(List.of("--ruleset", ruleset, "--json"));
            args.addAll(List.of(more));
            return args.toArray(String[]::new);
        }

        JsonNode settleOnTheCommandLine(String ruleset, String... more) throws IOException {
            Cli cli = Cli.run(settleArguments(ruleset, more));
            assertThat(cli.exitCode()).as(cli.err()).isZero();
            return JSON.readTree(cli.out());
        }

        String settleBody(String options) {
            StringBuilder json = new StringBuilder("{\"scores\": {");
            for (int i = 0; i < 4; i++) {
                json.append(i == 0 ? "" : ", ").append('"').append(SEATS[i]).append("\": ").append(scores[i]);
            }
            json.append("}, \"winner\": ").append(winner.isEmpty() ? "null" : "\"" + winner + "\"");
            if (!discarder.isEmpty()) {
                json.append(", \"discarder\": \"").append(discarder).append('"');
            }
            return json.append(", \"options\": {").append(options).append("}}").toString();
        }

        JsonNode settleInTheCalculator(String options) throws IOException {
            HttpResponse<String> r = post("/api/settle", settleBody(options));
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
            return JSON.readTree(r.body());
        }

        /** Starts a game with these table options and records this hand in it, with these fields added. */
        HttpResponse<String> record(String tableOptions, String fields) throws IOException {
            HttpResponse<String> started = post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"],"
                    + " \"options\": {" + tableOptions + "}}");
            assertThat(started.statusCode()).as(started.body()).isEqualTo(201);
            JsonNode game = JSON.readTree(started.body());
            StringBuilder hand = new StringBuilder("{\"winner\": ").append(player(winner)).append(", \"discarder\": ")
                    .append(player(discarder)).append(", \"scores\": {");
            for (int i = 0; i < 4; i++) {
                hand.append(i == 0 ? "" : ", ").append('"').append(PLAYERS[i]).append("\": ").append(scores[i]);
            }
            hand.append('}').append(fields).append('}');
            return send(HttpRequest.newBuilder(uri("/api/games/" + game.path("id").asText() + "/hands"))
                    .header("Authorization", "Bearer " + game.path("editKey").asText()).header("If-Match", "\"1\"")
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(hand.toString())).build());
        }

        JsonNode recordInAGame(String tableOptions, String fields) throws IOException {
            HttpResponse<String> r = record(tableOptions, fields);
            assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
            return JSON.readTree(r.body()).path("hand").path("settlement");
        }

        private static String player(String seat) {
            return seat.isEmpty() ? "null" : "\"" + PLAYERS[List.of(SEATS).indexOf(seat)] + "\"";
        }
    }

    private static HttpResponse<String> post(String path, String json) {
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build());
    }

    private static URI uri(String path) {
        return URI.create("http://localhost:" + server.port() + path);
    }

    private static HttpResponse<String> send(HttpRequest request) {
        try {
            return HTTP.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
