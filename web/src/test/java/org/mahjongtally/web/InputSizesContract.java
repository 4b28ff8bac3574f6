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
import org.junit.jupiter.api.BeforeEach;
import org.mahjongtally.store.GameStore;
import org.junit.jupiter.api.Test;

/**
 * Every length and count a table can send is bounded where the request is read, and refused
 * with 4xx saying what is too big and the limit, in the request's language; whatever is
 * accepted fits the database (a 150,000-character notation or 30,000 payers
 * were answered 503 {@code store-error}). Game files are sized to real games: one of 5,000 hands
 * is imported, shown and corrected over HTTP (defect 11). Run on H2 by {@link InputSizesApiTest}
 * and on PostgreSQL by {@link InputSizesOnPostgresTest}.
 */
abstract class InputSizesContract {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SCORES = "\"scores\": {\"Ann\": 8, \"Bob\": 0, \"Cid\": 0, \"Dee\": 0}";

    private String id;
    private String key;

    /** A client of a server on the database under test. */
    abstract ApiClient api();

    /** The server's store, to count its games (listing them all over HTTP is the administrator's). */
    abstract GameStore store();

    @BeforeEach
    void game() {
        ApiClient.Answer a = api().post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}");
        id = a.json().path("id").asText();
        key = a.json().path("editKey").asText();
        assertThat(record("{\"winner\": \"Ann\", " + SCORES + "}").status()).isEqualTo(201);
    }

    @Test
    void tilesOfMoreThan500CharactersAreRefusedWhenRecordedOrCorrected() {
        String tiles = "[RRR] [GGG] 222b 33c" + " ".repeat(150_000) + "456d win=3c";
        String hand = "{\"winner\": \"Ann\", \"scores\": {\"Bob\": 0, \"Cid\": 0, \"Dee\": 0}, \"hands\": {\"Ann\": \""
                + tiles + "\"}}";
        String said = "a player's tiles are written in 1 to 500 characters, got 150031";

        assertRefused(400, "out-of-range", said, () -> record(hand));
        assertRefused(400, "out-of-range", said, () -> api().write("PUT", "/api/games/" + id + "/hands/1", hand, key));
    }

    @Test
    void aPenaltyIsPaidByAndToAtMostThreePlayers() {
        String payers = "\"Bob\", ".repeat(29_999) + "\"Bob\"";
        assertRefused(400, "out-of-range", "a penalty is paid by 1 to 3 players, got 30000; name each payer once",
                () -> record(penalty("[" + payers + "]", "[\"Ann\"]", "")));
        assertRefused(400, "out-of-range", "a penalty is paid to 1 to 3 players, got 4; name each payee once",
                () -> record(penalty("[\"Bob\"]", "[\"Ann\", \"Cid\", \"Dee\", \"Ann\"]", "")));
    }

    @Test
    void aLongReasonAndManyPenaltiesAreRefusedNamingTheLimit() {
        assertRefused(400, "out-of-range", "a penalty's reason has 0 to 200 characters, got 150000",
                () -> record(penalty("[\"Bob\"]", "[\"Ann\"]", "x".repeat(150_000))));
        String many = ("{\"amount\": 5, \"payers\": [\"Bob\"], \"payees\": [\"Ann\"], \"reason\": \"\"}, ").repeat(2_999)
                + "{\"amount\": 5, \"payers\": [\"Bob\"], \"payees\": [\"Ann\"], \"reason\": \"\"}";
        assertRefused(400, "out-of-range", "a hand has 0 to 20 penalties, got 3000",
                () -> record("{\"winner\": \"Ann\", " + SCORES + ", \"penalties\": [" + many + "]}"));
    }

    @Test
    void theRefusalsAreInTheLanguageAsked() {
        String hand = penalty("[\"Bob\", \"Cid\", \"Dee\", \"Bob\"]", "[\"Ann\"]", "");
        String version = api().get("/api/games/" + id).json().path("version").asText();
        ApiClient.Answer pl = api().send("POST", "/api/games/" + id + "/hands", hand, "Accept-Language", "pl",
                "Authorization", "Bearer " + key, "If-Match", "\"" + version + "\"");
        ApiClient.Answer ru = api().send("POST", "/api/games/" + id + "/hands", hand, "Accept-Language", "ru",
                "Authorization", "Bearer " + key, "If-Match", "\"" + version + "\"");
        assertThat(pl.json().path("message").asText()).isEqualTo(
                "karę płaci od 1 do 3 graczy, podano 4; wpisz każdego płacącego raz");
        assertThat(ru.json().path("message").asText()).isEqualTo(
                "штраф платят от 1 до 3 игроков, указано 4; назовите каждого плательщика один раз");
        byte[] huge = gameFile(hands(40_000, " ".repeat(100)));
        ApiClient.Answer file = api().send("POST", "/api/games/import", new String(huge, StandardCharsets.UTF_8),
                "Accept-Language", "pl");
        assertThat(file.status()).isEqualTo(413);
        assertThat(file.json().path("message").asText()).startsWith("plik gry jest większy niż 4096 KB; gra z 10000 rękami");
    }

    @Test
    void aGameFileOverTheLimitIsRefusedSayingSo() {
        byte[] huge = gameFile(hands(40_000, " ".repeat(100)));
        assertThat(huge.length).isGreaterThan(WebServer.MAX_IMPORT_BYTES);
        int games = store().list().size();

        ApiClient.Answer a = api().post("/api/games/import", huge);

        assertThat(a.status()).as(a.body()).isEqualTo(413);
        assertThat(a.json().path("code").asText()).isEqualTo("too-large");
        assertThat(a.json().path("message").asText()).isEqualTo("the game file is larger than 4096 KB; a game of 10000"
                + " hands, the most a game may have, is smaller, so check that this is a game file written by Mahjong Tally");
        assertThat(store().list().size()).isEqualTo(games);
        assertThat(api().post("/api/games/" + id + "/score", new String(huge, 0, 300_000, StandardCharsets.UTF_8)).json()
                .path("message").asText()).as("other routes keep their limit").startsWith("the request body is larger than 256 KB");
    }

    @Test
    void aGameOfMoreThan10000HandsIsRefusedAndItsHandAfterTheLast() {
        int games = store().list().size();
        ApiClient.Answer tooLong = api().post("/api/games/import", gameFile(hands(10_001, "")));
        assertThat(tooLong.status()).as(tooLong.body()).isEqualTo(400);
        assertThat(tooLong.json().path("code").asText()).isEqualTo("out-of-range");
        assertThat(tooLong.json().path("message").asText())
                .isEqualTo("a game has 0 to 10,000 hands, got 10001; start a new game for the next hands");
        assertThat(store().list().size()).isEqualTo(games);

        ApiClient.Answer full = api().post("/api/games/import", gameFile(hands(10_000, "")));
        assertThat(full.status()).as(full.body()).isEqualTo(201);
        String fullId = full.json().path("id").asText();
        ApiClient.Answer after = api().write("POST", "/api/games/" + fullId + "/hands", "{\"winner\": \"Ann\", " + SCORES
                + "}", full.json().path("editKey").asText());
        assertThat(after.status()).as(after.body()).isEqualTo(400);
        assertThat(after.json().path("message").asText()).contains("0 to 10,000 hands, got 10001");
    }

    @Test
    void aGameOf5000HandsIsImportedShownAndCorrectedOverHttp() {
        byte[] file = gameFile(hands(5_000, ""));
        ApiClient.Answer imported = api().post("/api/games/import", file);
        assertThat(imported.status()).as(imported.body()).isEqualTo(201);
        String longId = imported.json().path("id").asText();
        String longKey = imported.json().path("editKey").asText();
        JsonNode shown = api().get("/api/games/" + longId).json();
        assertThat(shown.path("hands").size()).isEqualTo(5_000);
        assertThat(api().get("/api/games/" + longId).body()).as("shown again the same").isEqualTo(shown.toString());

        ApiClient.Answer deleted = api().write("DELETE", "/api/games/" + longId + "/hands/1", null, longKey);
        assertThat(deleted.status()).as(deleted.body()).isEqualTo(200);
        JsonNode after = api().get("/api/games/" + longId).json();
        assertThat(after.path("version").asInt()).isEqualTo(2);
        assertThat(after.path("hands").size()).isEqualTo(4_999);
        for (int n : new int[] {1, 2_500, 4_999}) {
            assertThat(after.path("hands").path(n - 1).path("record"))
                    .isEqualTo(shown.path("hands").path(n).path("record"));
            assertThat(after.path("hands").path(n - 1).path("number").asInt()).isEqualTo(n);
        }
        ApiClient.Answer corrected = api().write("PUT", "/api/games/" + longId + "/hands/2", "{\"winner\": \"Bob\", "
                + SCORES + "}", longKey);
        assertThat(corrected.status()).as(corrected.body()).isEqualTo(200);
        assertThat(api().get("/api/games/" + longId).json().path("hands").path(1).path("winner").asText()).isEqualTo("Bob");
    }

    @Test
    void aGameFileWhoseRulesetHasThousandsOfProblemsIsAnsweredWithTheFirstTwenty() {
        String toml = "x\n".repeat(1_500);
        byte[] file = gameFile(toml, hands(0, ""));
        int games = store().list().size();

        ApiClient.Answer a = api().post("/api/games/import", file);

        assertThat(a.status()).as(a.body()).isEqualTo(422);
        assertThat(a.json().path("code").asText()).isEqualTo("invalid-ruleset");
        String message = a.json().path("message").asText();
        // One line (OneLine): the 20 problems shown, then how many more.
        assertThat(message).startsWith("1503 problems in the ruleset: ruleset.toml:1: expected '=' after the key 'x'; ")
                .endsWith("; and 1483 more; fix these and check again");
        assertThat(message.lines()).hasSize(1);
        assertThat(message.split("; ruleset.toml:")).hasSize(20);
        assertThat(a.body().length()).isLessThan(3_000);
        assertThat(store().list().size()).isEqualTo(games);
    }

    @Test
    void aGameFileOfAMillionCharactersOfRulesetIsRefusedAtItsTwoThousandthEntry() {
        byte[] file = gameFile("x\n".repeat(480_000), hands(0, ""));
        assertThat(file.length).isGreaterThan(950_000);

        ApiClient.Answer a = api().post("/api/games/import", file);

        assertThat(a.status()).as(a.body()).isEqualTo(422);
        assertThat(a.json().path("message").asText()).isEqualTo("ruleset.toml:2001: more than 2000 keys, tables and"
                + " list items; reading stopped here. A ruleset written out in full has fewer than half as many: is this"
                + " a ruleset file?");
        assertThat(a.body().length()).isLessThan(3_000);
        ApiClient.Answer pl = api().send("POST", "/api/games/import", new String(file, StandardCharsets.UTF_8),
                "Accept-Language", "pl");
        assertThat(pl.json().path("message").asText()).startsWith("ruleset.toml, wiersz 2001: więcej niż 2000 kluczy");
    }

    @Test
    void aGameFileWhoseRulesetExtendsAPresetOrHasAnAbsurdValueIsRefusedSayingWhy() throws IOException {
        ApiClient.Answer extending = api().post("/api/games/import",
                gameFile("id = \"bmja\"\nversion = 1\nextends = \"bmja\"\n", hands(0, "")));
        assertThat(extending.status()).as(extending.body()).isEqualTo(422);
        assertThat(extending.json().path("message").asText()).isEqualTo("ruleset.toml:3: extends 'bmja', but the ruleset"
                + " of a game file is written out in full and extends nothing; export the game again from the program"
                + " that made it");

        String toml = rulesOfThisGame().replaceFirst("id = \"mah-jong\"\nname = \"([^\"]*)\"\npoints = 20",
                "id = \"mah-jong\"\nname = \"$1\"\npoints = 9223372036854775807");
        assertThat(toml).contains("points = 9223372036854775807");
        ApiClient.Answer absurd = api().post("/api/games/import", gameFile(toml, hands(1, "")));
        assertThat(absurd.status()).as(absurd.body()).isEqualTo(422);
        assertThat(absurd.json().path("message").asText()).matches("ruleset\\.toml:\\d+: 'mah-jong': 'points' must be at"
                + " most 1000, not 9223372036854775807; no rulebook comes near that \\(see docs/rulesets.md, Bounds\\)");
    }

    @Test
    void aTableLimitBeyondAMillionIsRefusedWhenAGameStarts() {
        ApiClient.Answer a = api().post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"],"
                + " \"options\": {\"limit\": 9223372036854775806}}");

        assertThat(a.status()).as(a.body()).isEqualTo(422);
        assertThat(a.json().path("message").asText()).isEqualTo("table options: option 'limit' must be at most 1000000,"
                + " not 9223372036854775806; no rulebook comes near that (see docs/rulesets.md, Bounds)");
    }

    /** Hands as a game file holds them: Ann (East, who keeps the deal) wins each; padded to make a file large. */
    private static ArrayNode hands(int count, String padding) {
        ArrayNode hands = JSON.createArrayNode();
        for (int n = 1; n <= count; n++) {
            ObjectNode hand = hands.addObject();
            hand.put("winner", "Ann");
            ObjectNode scores = hand.putObject("scores");
            scores.put("Ann", 20 + n % 300);
            scores.put("Bob", n % 60);
            scores.put("Cid", n % 40);
            scores.put("Dee", n % 50);
            if (!padding.isEmpty()) {
                hand.put("discarder", padding);
            }
        }
        return hands;
    }

    /** The game file of the game of this class, with these hands in its place. */
    private byte[] gameFile(ArrayNode hands) {
        return gameFile(null, hands);
    }

    /** The same with this ruleset text in place of its own (if not null), and no hash to match. */
    private byte[] gameFile(String toml, ArrayNode hands) {
        try {
            ObjectNode file = (ObjectNode) JSON.readTree(api().get("/api/games/" + id + "/export.json").body());
            file.set("hands", hands);
            if (toml != null) {
                ObjectNode rules = (ObjectNode) file.get("ruleset");
                rules.put("toml", toml);
                rules.remove("hash");
            }
            return JSON.writeValueAsBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The ruleset text of the game of this class's game file. */
    private String rulesOfThisGame() throws IOException {
        return JSON.readTree(api().get("/api/games/" + id + "/export.json").body()).path("ruleset").path("toml").asText();
    }

    private void assertRefused(int status, String code, String said, java.util.function.Supplier<ApiClient.Answer> request) {
        JsonNode before = api().get("/api/games/" + id).json();
        ApiClient.Answer a = request.get();
        assertThat(a.status()).as(a.body()).isEqualTo(status);
        assertThat(a.json().path("code").asText()).isEqualTo(code);
        assertThat(a.json().path("message").asText()).contains(said);
        assertThat(api().get("/api/games/" + id).json()).isEqualTo(before);
    }

    private ApiClient.Answer record(String hand) {
        return api().write("POST", "/api/games/" + id + "/hands", hand, key);
    }

    private static String penalty(String payers, String payees, String reason) {
        return "{\"winner\": \"Ann\", " + SCORES + ", \"penalties\": [{\"amount\": 5, \"payers\": " + payers
                + ", \"payees\": " + payees + ", \"reason\": \"" + reason + "\"}]}";
    }
}
