/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongtally.json.Json;

/** A game kept in a real H2 database, played through the API. */
class GameApiTest extends ServerFixture {

    private static final String WIN_BY_SCORES = "{\"winner\": \"Dee\", \"scores\": {\"Ann\": 80, \"Bob\": 12,"
            + " \"Cid\": 48, \"Dee\": 112}}";
    private static final String WIN_BY_TILES = "{\"winner\": \"Ann\", \"hands\": {"
            + "\"Ann\": \"[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall\"},"
            + " \"scores\": {\"Bob\": 12, \"Cid\": 48, \"Dee\": 0}}";

    private String id;
    private String key;

    @BeforeEach
    void startGame() {
        ApiClient.Answer a = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"],"
                + " \"ruleset\": \"bmja\", \"options\": {\"limit\": 500, \"rounds\": 2}}");
        assertThat(a.status()).as(a.toString()).isEqualTo(201);
        id = a.json().path("id").asText();
        key = a.json().path("editKey").asText();
        assertThat(id).isNotBlank();
        assertThat(key).hasSize(32);
    }

    @Test
    void aNewGameIsItsIdAndItsEmptyScoreSheet() {
        ApiClient.Answer a = api.get("/api/games/" + id);
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.body()).isEqualTo(Json.write(Responses.game(store.get(id))));
        assertThat(a.json().path("version").asInt()).isEqualTo(1);
        assertThat(a.header("ETag")).isEqualTo("\"1\"");
        JsonNode game = a.json();
        assertThat(game.path("players").toString()).isEqualTo("[\"Ann\",\"Bob\",\"Cid\",\"Dee\"]");
        assertThat(game.path("ruleset").path("id").asText()).isEqualTo("bmja-table");
        assertThat(game.path("options").path("rounds").asInt()).isEqualTo(2);
        assertThat(game.path("next").path("east").asText()).isEqualTo("Ann");
        assertThat(game.path("hands").size()).isZero();
    }

    @Test
    void aHandIsPreviewedUnderTheGamesOwnRulesetWithItsTableOptions() {
        String hand = "{\"hand\": \"[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall\"}";
        ApiClient.Answer calculator = api.post("/api/score", hand);
        assertThat(calculator.json().path("total").asLong()).as("bmja's own limit").isEqualTo(1000);

        ApiClient.Answer inGame = api.post("/api/games/" + id + "/score", hand);
        assertThat(inGame.status()).as(inGame.toString()).isEqualTo(200);
        assertThat(inGame.json().path("ruleset").asText()).isEqualTo("bmja-table");
        assertThat(inGame.json().path("total").asLong()).as("the table's limit of 500").isEqualTo(500);
        assertThat(api.get("/api/games/" + id).json().path("version").asInt()).as("nothing changed").isEqualTo(1);

        ApiClient.Answer otherRuleset = api.post("/api/games/" + id + "/score",
                "{\"hand\": \"123b 456b 789b 11c 22d\", \"ruleset\": \"dmjl\"}");
        assertThat(otherRuleset.status()).isEqualTo(400);
        assertThat(otherRuleset.json().path("message").asText()).contains("its own ruleset ('bmja-table')");
        assertThat(api.post("/api/games/nosuchgame/score", hand).status()).isEqualTo(404);
    }

    @Test
    void handsAreRecordedByScoresOrByTilesCorrectedAndDeleted() {
        ApiClient.Answer first = api.write("POST", "/api/games/" + id + "/hands", WIN_BY_SCORES, key);
        assertThat(first.status()).as(first.toString()).isEqualTo(201);
        assertThat(first.json().path("totals").path("Dee").asLong()).isEqualTo(448);
        assertThat(first.json().path("hand").path("number").asInt()).isEqualTo(1);
        assertThat(first.json().path("hand").path("settlement").path("winner").asText()).isEqualTo("N");

        ApiClient.Answer second = api.write("POST", "/api/games/" + id + "/hands", WIN_BY_TILES, key);
        assertThat(second.status()).as(second.toString()).isEqualTo(201);
        JsonNode ann = second.json().path("hand").path("players").get(0);
        assertThat(ann.path("name").asText()).isEqualTo("Ann");
        assertThat(ann.path("seat").asText()).as("Dee's win passed the deal: Ann sits North").isEqualTo("N");
        assertThat(ann.path("sheet").path("ruleset").asText()).isEqualTo("bmja-table");
        assertThat(ann.path("score").asLong()).isEqualTo(ann.path("sheet").path("total").asLong()).isPositive();

        ApiClient.Answer corrected = api.write("PUT", "/api/games/" + id + "/hands/1", "{\"winner\": null, \"scores\": {}}", key);
        assertThat(corrected.status()).as(corrected.toString()).isEqualTo(200);
        assertThat(corrected.json().path("hands").get(0).path("winner").isNull()).isTrue();
        assertThat(corrected.json().path("hands").size()).isEqualTo(2);
        assertThat(corrected.json().path("hands").get(1).path("east").asText())
                .as("after a draw East keeps the deal, so hand 2 is replayed with Ann as East").isEqualTo("Ann");

        ApiClient.Answer deleted = api.write("DELETE", "/api/games/" + id + "/hands/1", null, key);
        assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
        assertThat(deleted.json().path("hands").size()).isEqualTo(1);
        assertThat(deleted.json().path("hands").get(0).path("winner").asText()).isEqualTo("Ann");
        assertThat(deleted.body()).isEqualTo(api.get("/api/games/" + id).body());
    }

    @Test
    void recordingAHandAnswersWithThatHandAndWhereTheGameStandsNotTheWholeSheet() {
        api.write("POST", "/api/games/" + id + "/hands", WIN_BY_SCORES, key);
        ApiClient.Answer a = api.write("POST", "/api/games/" + id + "/hands", WIN_BY_TILES, key);
        assertThat(a.status()).as(a.toString()).isEqualTo(201);
        JsonNode game = api.get("/api/games/" + id).json();

        JsonNode answer = a.json();
        assertThat(answer.properties()).extracting(Map.Entry::getKey)
                .containsExactly("id", "version", "shareId", "finished", "next", "hand", "totals", "standings");
        assertThat(answer.path("id").asText()).isEqualTo(id);
        assertThat(answer.path("version").asInt()).isEqualTo(3);
        assertThat(a.header("ETag")).isEqualTo("\"3\"");
        assertThat(answer.path("shareId").asText()).isEqualTo(game.path("shareId").asText());
        assertThat(answer.path("hand")).as("the hand as the score sheet shows it").isEqualTo(game.path("hands").get(1));
        for (String field : List.of("finished", "next", "totals", "standings")) {
            assertThat(answer.path(field)).as(field).isEqualTo(game.path(field));
        }
    }

    @Test
    void theLastHandOfAGameAnswersThatItIsFinishedWithNoNextHand() {
        ApiClient.Answer a = null;
        for (String winner : List.of("Bob", "Cid", "Dee", "Ann", "Bob", "Cid", "Dee", "Ann")) {
            a = api.write("POST", "/api/games/" + id + "/hands", "{\"winner\": \"" + winner + "\", \"scores\":"
                    + " {\"Ann\": 10, \"Bob\": 10, \"Cid\": 10, \"Dee\": 10}}", key);
            assertThat(a.status()).as(a.toString()).isEqualTo(201);
        }
        assertThat(a.json().path("finished").asBoolean()).as("two rounds played").isTrue();
        assertThat(a.json().has("next")).isFalse();
        assertThat(a.json().path("hand").path("number").asInt()).isEqualTo(8);
        assertThat(api.get("/api/games/" + id).json().path("finished").asBoolean()).isTrue();
    }

    @Test
    void aTableThatExchangesSeatsIsDealtTheSouthRoundFromItsNewPlaces() {
        ApiClient.Answer started = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"],"
                + " \"ruleset\": \"bmja\", \"options\": {\"rounds\": 2, \"seatExchange\": true}}");
        assertThat(started.status()).as(started.toString()).isEqualTo(201);
        String game = started.json().path("id").asText();
        assertThat(api.get("/api/games/" + game).json().path("options").path("seatExchange").asBoolean()).isTrue();
        ApiClient.Answer a = null;
        for (String winner : List.of("Bob", "Cid", "Dee", "Ann")) {
            a = api.write("POST", "/api/games/" + game + "/hands", "{\"winner\": \"" + winner + "\", \"scores\":"
                    + " {\"Ann\": 10, \"Bob\": 10, \"Cid\": 10, \"Dee\": 10}}", started.json().path("editKey").asText());
            assertThat(a.status()).as(a.toString()).isEqualTo(201);
        }
        // Ann and Bob have changed places, and Cid and Dee: Bob deals first, Ann sits on his right.
        JsonNode next = a.json().path("next");
        assertThat(next.path("prevailing").asText()).isEqualTo("S");
        assertThat(next.path("east").asText()).isEqualTo("Bob");
        assertThat(next.path("seats").toString()).isEqualTo("{\"Ann\":\"S\",\"Bob\":\"E\",\"Cid\":\"N\",\"Dee\":\"W\"}");
        assertThat(api.get("/api/games/" + id).json().path("options").has("seatExchange"))
                .as("a table keeping its places: the field is not written").isFalse();
    }

    @Test
    void theListShowsTheGamesAskedForWithTheirHands() {
        api.write("POST", "/api/games/" + id + "/hands", WIN_BY_SCORES, key);
        String other = api.post("/api/games", "{\"players\": [\"Eve\", \"Fay\", \"Gus\", \"Hal\"]}").json().path("id").asText();
        ApiClient.Answer a = api.get("/api/games?ids=" + id + ",no-such-game");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.json().size()).as("only the game asked for: " + a.body()).isEqualTo(1);
        assertThat(a.body()).doesNotContain(other, "Eve");
        assertThat(a.status()).isEqualTo(200);
        JsonNode line = null;
        for (JsonNode g : a.json()) {
            if (g.path("id").asText().equals(id)) {
                line = g;
            }
        }
        assertThat(line).as("the game in the list").isNotNull();
        assertThat(line.path("players").toString()).isEqualTo("[\"Ann\",\"Bob\",\"Cid\",\"Dee\"]");
        assertThat(line.path("ruleset").asText()).isEqualTo("bmja-table");
        assertThat(line.path("hands").asInt()).isEqualTo(1);
        assertThat(line.path("created").asText()).endsWith("Z");
    }

    @Test
    void anExportImportsAsAnEqualGame() {
        api.write("POST", "/api/games/" + id + "/hands", WIN_BY_SCORES, key);
        api.write("POST", "/api/games/" + id + "/hands", WIN_BY_TILES, key);
        ApiClient.Answer export = api.get("/api/games/" + id + "/export.json");
        assertThat(export.status()).isEqualTo(200);
        assertThat(export.header("Content-Disposition")).contains("attachment", ".json");
        assertThat(export.json().path("format").asText()).isEqualTo("mahjong-tally-game");

        ApiClient.Answer imported = api.post("/api/games/import", export.body());
        assertThat(imported.status()).as(imported.toString()).isEqualTo(201);
        String copy = imported.json().path("id").asText();
        assertThat(copy).isNotEqualTo(id);
        JsonNode original = api.get("/api/games/" + id).json();
        JsonNode copied = ((ObjectNode) imported.json()).without(List.of("id", "editKey", "shareId", "version"));
        assertThat(copied.toString()).isEqualTo(((ObjectNode) original).without(List.of("id", "shareId", "version"))
                .toString());
    }

    @Test
    void anImportAnswersTheImportersEditKeyWhichAloneChangesTheImportedGame() {
        api.write("POST", "/api/games/" + id + "/hands", WIN_BY_SCORES, key);
        String file = api.get("/api/games/" + id + "/export.json").body();

        ApiClient.Answer imported = api.post("/api/games/import", file);

        assertThat(imported.status()).as(imported.toString()).isEqualTo(201);
        String copy = imported.json().path("id").asText();
        String copyKey = imported.json().path("editKey").asText();
        assertThat(copyKey).matches("[A-Za-z0-9_-]{32}").isNotEqualTo(key);
        assertThat(imported.json().path("shareId").asText()).matches("[a-z2-7]{16}");
        assertThat(imported.json().path("version").asInt()).isEqualTo(1);
        assertThat(imported.header("ETag")).isEqualTo("\"1\"");
        assertThat(imported.json().path("totals").path("Dee").asLong()).isEqualTo(448);
        // Neither the original game's key nor none at all changes the copy; the key answered does.
        String path = "/api/games/" + copy + "/hands";
        assertThat(api.write("POST", path, WIN_BY_SCORES, key).status()).isEqualTo(403);
        assertThat(api.send("POST", path, WIN_BY_SCORES, "If-Match", "\"1\"").status()).isEqualTo(401);
        ApiClient.Answer recorded = api.write("POST", path, WIN_BY_SCORES, copyKey);
        assertThat(recorded.status()).as(recorded.toString()).isEqualTo(201);
        assertThat(api.get("/api/games/" + id).json().path("totals").path("Dee").asLong()).as("the original").isEqualTo(448);
        // The copy goes on as the original would: the same hand there gives the same totals.
        ApiClient.Answer original = api.write("POST", "/api/games/" + id + "/hands", WIN_BY_SCORES, key);
        assertThat(recorded.json().path("totals")).isEqualTo(original.json().path("totals"));
        assertThat(api.get("/api/games/" + copy + "/audit").json().findValuesAsText("action")).containsExactly("import", "record");
    }

    @Test
    void theScoreSheetExportsAsCsv() {
        api.write("POST", "/api/games/" + id + "/hands", WIN_BY_SCORES, key);
        ApiClient.Answer csv = api.get("/api/games/" + id + "/export.csv");
        assertThat(csv.status()).isEqualTo(200);
        assertThat(csv.header("Content-Type")).startsWith("text/csv");
        assertThat(csv.header("Content-Disposition")).contains("attachment", ".csv");
        assertThat(csv.body().lines().count()).isGreaterThan(1);
        assertThat(csv.body()).contains("Dee", "448");
    }

    @Test
    void theAuditTrailKeepsEveryChangeWithTheHandBeforeAndAfter() {
        api.write("POST", "/api/games/" + id + "/hands", WIN_BY_SCORES, key);
        api.write("PUT", "/api/games/" + id + "/hands/1", "{\"winner\": null}", key);
        api.write("DELETE", "/api/games/" + id + "/hands/1", null, key);
        ApiClient.Answer a = api.get("/api/games/" + id + "/audit");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.json().findValuesAsText("action")).containsExactly("create", "record", "edit", "delete");
        JsonNode edit = a.json().get(2);
        assertThat(edit.path("hand").asInt()).isEqualTo(1);
        assertThat(edit.path("before").path("winner").asText()).isEqualTo("Dee");
        assertThat(edit.path("after").path("winner").isNull()).isTrue();
    }

    @Test
    void aHandThatCannotBeAcceptedLeavesTheGameAsItWas() {
        api.write("POST", "/api/games/" + id + "/hands", WIN_BY_SCORES, key);
        String before = api.get("/api/games/" + id).body();
        ApiClient.Answer a = api.write("POST", "/api/games/" + id + "/hands", "{\"winner\": \"Ann\", \"hands\": {\"Ann\": \"123b\"},"
                + " \"scores\": {\"Bob\": 2, \"Cid\": 2, \"Dee\": 2}}", key);
        assertThat(a.status()).isEqualTo(422);
        assertThat(a.json().path("code").asText()).isEqualTo("bad-game");
        assertThat(api.get("/api/games/" + id).body()).isEqualTo(before);
    }
}
