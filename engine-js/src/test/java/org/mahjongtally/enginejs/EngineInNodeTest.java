/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongtally.enginejs.NodeEngine.call;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongtally.TallyException;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.PlayerEntry;
import org.mahjongtally.hand.Notation;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.json.GameFileJson;
import org.mahjongtally.json.Json;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.settlement.Outcome;
import org.mahjongtally.tile.Wind;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.ScoringNames;
import org.mahjongtally.words.Words;

/**
 * The engine compiled to JavaScript answers the example cases as the engine on the JVM does:
 * every expected value here is computed by the Java classes the script was compiled from (the
 * whole corpus, byte for byte, is {@link ParityTest}'s).
 */
class EngineInNodeTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String EXAMPLE = "[RRR] [GGG] [PPP] 234b 55c seat=S win=2b by=discard";

    @Test
    void theExampleHandScoresTheSameInJavaScript() throws Exception {
        JsonNode js = body(NodeEngine.run(List.of(call("score", Map.of("hand", EXAMPLE, "ruleset", "bmja"), "en"))).get(0));

        ScoreSheet java = (ScoreSheet) Scorer.of(Rulesets.bmja()).score(Notation.parse(EXAMPLE));
        assertThat(java.total()).isEqualTo(256);
        assertThat(js.get("total").asLong()).isEqualTo(256);
        assertThat(js.get("points").asLong()).isEqualTo(java.points());
        assertThat(js.get("doubles").asInt()).isEqualTo(java.doubles());
        List<String> ids = new ArrayList<>();
        js.get("lines").forEach(l -> ids.add(l.get("id").asText()));
        assertThat(ids).isEqualTo(java.lines().stream().map(a -> a.element().id()).toList());
    }

    @Test
    void aRequestMayAlsoBeGivenAsJsonText() throws Exception {
        List<JsonNode> answers = NodeEngine.run(List.of(
                call("score", "{\"hand\": \"" + EXAMPLE + "\"}", "en"),
                call("score", Map.of("hand", EXAMPLE), "en")));
        assertThat(answers.get(0).asText()).isEqualTo(answers.get(1).asText());
        assertThat(body(answers.get(0)).get("total").asLong()).isEqualTo(256);
    }

    @Test
    void theWaysOfWinningAreTheNotationsAndSayWhichAreFromAnotherPlayer() throws Exception {
        JsonNode ways = body(NodeEngine.run(List.of(call("ways", "en"))).get(0));
        List<String> codes = new ArrayList<>();
        ways.forEach(w -> codes.add(w.get("code").asText()));
        assertThat(codes).isEqualTo(java.util.Arrays.stream(WinMethod.values()).map(WinMethod::code).toList());
        ways.forEach(w -> assertThat(w.get("fromAnotherPlayer").asBoolean()).as(w.toString())
                .isEqualTo(WinMethod.parse(w.get("code").asText()).orElseThrow().isFromAnotherPlayer()));
    }

    @Test
    void theBoundsOfAGameFileAreTheServersAndTheCommandLines() throws Exception {
        JsonNode bounds = body(NodeEngine.run(List.of(call("gameFileBounds", "en"))).get(0));
        assertThat(bounds.get("bytes").asLong()).isEqualTo(org.mahjongtally.json.GameFileJson.MAX_BYTES)
                .isEqualTo(4 * 1024 * 1024);
        assertThat(bounds.get("hands").asLong()).isEqualTo(org.mahjongtally.game.Bound.HANDS.most()).isEqualTo(10_000);
    }

    @Test
    void aTileOnlyInAConcealedKongCannotBeTheWinningTile() throws Exception {
        String tiles = "[EEE] {9999c} 111d 234b GG f1";
        List<JsonNode> answers = NodeEngine.run(List.of(
                call("winningTiles", Map.of("hand", tiles, "by", "wall"), "en"),
                call("winningTiles", Map.of("hand", tiles, "by", "discard"), "en"),
                call("winningTiles", Map.of("hand", tiles, "by", "sideways"), "en")));
        // Drawn: only a concealed tile; on a discard, the exposed pung's East too; never 9c.
        assertThat(texts(body(answers.get(0)))).containsExactly("2b", "3b", "4b", "1d", "G");
        assertThat(texts(body(answers.get(1)))).containsExactly("2b", "3b", "4b", "1d", "E", "G");
        assertThat(body(answers.get(2)).get("code").asText()).isEqualTo("bad-notation");
    }

    private static List<String> texts(JsonNode list) {
        List<String> out = new ArrayList<>();
        list.forEach(n -> out.add(n.asText()));
        return out;
    }

    @Test
    void theExampleSettlementPaysAsTheSpecSays() throws Exception {
        JsonNode js = body(NodeEngine.run(List.of(call("settle",
                Map.of("scores", Map.of("E", 80, "S", 12, "W", 48, "N", 112), "winner", "N"), "en"))).get(0));

        assertThat(js.get("balances").get("N").asLong()).isEqualTo(448);
        assertThat(js.get("payments")).hasSize(6);
    }

    @Test
    void thePresetsHaveTheirHashesInJavaScript() throws Exception {
        JsonNode list = body(NodeEngine.run(List.of(call("rulesets", "en"))).get(0));
        List<String> ids = Rulesets.presetIds();
        assertThat(list).hasSize(ids.size());
        for (int i = 0; i < ids.size(); i++) {
            Ruleset java = Rulesets.preset(ids.get(i));
            assertThat(list.get(i).get("id").asText()).isEqualTo(java.id());
            assertThat(list.get(i).get("name").asText()).isEqualTo(java.name());
            assertThat(list.get(i).get("hash").asText()).as(java.id()).isEqualTo(java.hash());
        }
        List<String> hashes = new ArrayList<>();
        list.forEach(r -> hashes.add(r.get("hash").asText()));
        assertThat(hashes).containsExactly("d47c8f2fd13f0bf6", "8abebb029ad8e5d8", "ab855e852c1ee041");
    }

    @Test
    void aClubFileIsReadAndHashedAsOnTheJvm() throws Exception {
        String club = "version = 1\nid = \"club\"\nname = \"Our club\"\nextends = \"bmja\"\n"
                + "[options]\nlimit = 500\n";
        JsonNode js = body(NodeEngine.run(List.of(call("readRuleset", "club.toml", club, "en"))).get(0));

        Ruleset java = Rulesets.read("club.toml", club);
        assertThat(js.get("id").asText()).isEqualTo("club");
        assertThat(js.get("hash").asText()).isEqualTo(java.hash()).isNotEqualTo(Rulesets.bmja().hash());
    }

    @Test
    void badInputAnswersTheEngineErrorCodeAndMessage() throws Exception {
        String tooMany = "[RRR] [GGG] [PPP] 234b 55c 5c seat=S win=2b by=discard";
        String badSuit = "[RRR] 23x";
        String badFile = "id = \"club\"\nextends = \"nothere\"\n";
        Map<String, Integer> scores = Map.of("E", 10, "S", 20, "W", 30, "N", 40);
        List<JsonNode> answers = NodeEngine.run(List.of(
                call("score", Map.of("hand", tooMany), "en"),
                call("score", Map.of("hand", badSuit), "pl"),
                call("score", Map.of("hand", EXAMPLE, "ruleset", "wright"), "ru"),
                call("readRuleset", "club.toml", badFile, "en"),
                call("settle", Map.of("scores", scores, "winner", "E", "discarder", "E"), "en"),
                call("settle", Map.of("scores", scores, "winner", "X"), "en"),
                call("score", Map.of("hand", EXAMPLE, "rulset", "bmja"), "en"),
                call("settle", Map.of("scores", scores), "en")));

        assertSameError(answers.get(0), () -> Notation.parse(tooMany), "invalid-hand", Language.ENGLISH);
        assertSameError(answers.get(1), () -> Notation.parse(badSuit), "bad-notation", Language.POLISH);
        assertSameError(answers.get(2), () -> Rulesets.preset("wright"), "invalid-ruleset", Language.RUSSIAN);
        assertSameError(answers.get(3), () -> Rulesets.read("club.toml", badFile), "invalid-ruleset", Language.ENGLISH);
        assertSameError(answers.get(4), () -> Outcome.winOnDiscard(Wind.EAST, Wind.EAST), "bad-settlement",
                Language.ENGLISH);
        assertThat(body(answers.get(5)).get("code").asText()).isEqualTo("bad-settlement");
        assertThat(body(answers.get(5)).get("message").asText()).contains("must be a seat", "'X'");
        assertThat(body(answers.get(6)).get("code").asText()).isEqualTo("bad-json");
        assertThat(body(answers.get(6)).get("message").asText()).isEqualTo("unknown field 'rulset'; did you mean 'ruleset'?"
                + " The fields here are hand, ruleset");
        assertThat(body(answers.get(7)).get("message").asText()).isEqualTo("field 'winner' is missing; give the seat"
                + " that went Mah-Jong, E, S, W or N, or null for a draw");
    }

    private static void assertSameError(JsonNode answer, Runnable java, String code, Language language)
            throws Exception {
        TallyException thrown = null;
        try {
            java.run();
        } catch (TallyException e) {
            thrown = e;
        }
        assertThat(thrown).as("the JVM engine refuses it too").isNotNull();
        JsonNode js = body(answer);
        assertThat(js.path("code").asText()).isEqualTo(code).isEqualTo(thrown.code());
        assertThat(js.path("message").asText()).isEqualTo(Words.in(language).render(thrown));
    }

    /**
     * A game kept on the phone whose first hand was booked before a discarder with a tile from
     * the wall was refused (the game file as the page kept it then) opens, exports and imports
     * with the numbers it was booked with (68, not 64; East's 3 x 136), while the same hand
     * recorded or corrected now is refused (docs/notation.md, "Hands already booked").
     */
    @Test
    void aPhoneGameWithAHandBookedBeforeItsWayWasRefusedOpensAsBooked() throws Exception {
        List<String> players = List.of("Ann", "Bob", "Cid", "Dee");
        Map<String, PlayerEntry> entries = new java.util.LinkedHashMap<>();
        entries.put("Ann", PlayerEntry.tiles("[RRR] 123b 555c 777d 55d win=5d by=wall"));
        players.subList(1, 4).forEach(p -> entries.put(p, PlayerEntry.score(0)));
        HandRecord booked = HandRecord.win("Ann", entries).withDiscarder("Bob", java.util.Optional.empty());
        String file = Json.write(GameFileJson.of("ph-1", "2026-12-01T10:00:00Z",
                new GameSetup(players, Rulesets.bmja(), GameOptions.DEFAULTS), List.of(booked)));
        Object record = JSON.readValue(file, Object.class);
        Map<String, Object> again = Map.of("winner", "Ann", "discarder", "Bob",
                "hands", Map.of("Ann", "[RRR] 123b 555c 777d 55d win=5d by=wall"),
                "scores", Map.of("Bob", 0, "Cid", 0, "Dee", 0));
        Map<String, Object> next = Map.of("winner", "Bob", "discarder", "Cid",
                "scores", Map.of("Ann", 80, "Bob", 112, "Cid", 12, "Dee", 48));

        List<JsonNode> answers = NodeEngine.run(List.of(
                call("game", record, "en"),
                call("exportGame", record, "en"),
                call("importGame", file, "ph-2", "2026-12-02T10:00:00Z", "en"),
                call("recordHand", record, again, "en"),
                call("correctHand", record, 1, again, "en"),
                call("recordHand", record, next, "en")));

        String totals = "{\"Ann\":408,\"Bob\":-136,\"Cid\":-136,\"Dee\":-136}";
        JsonNode shown = body(answers.get(0));
        assertThat(shown.path("hands").get(0).path("players").get(0).path("score").asLong()).isEqualTo(68);
        assertThat(shown.path("totals").toString()).isEqualTo(totals);
        assertThat(body(answers.get(1)).path("hands")).hasSize(1);
        assertThat(body(answers.get(2)).path("game").path("totals").toString()).isEqualTo(totals);
        assertThat(body(answers.get(3)).path("code").asText()).isEqualTo("invalid-hand");
        assertThat(body(answers.get(3)).path("message").asText()).startsWith("hand 2: Ann's tiles say by=wall");
        assertThat(body(answers.get(4)).path("message").asText()).startsWith("hand 1: Ann's tiles say by=wall");
        // Bob (South) wins 112 on Cid's discard: East pays him 224, the others 112
        assertThat(body(answers.get(5)).path("game").path("totals").path("Bob").asLong()).isEqualTo(-136 + 448);
    }

    /** The engine's answer, a JSON text, read. */
    @Test
    void everyPresetsElementIsNamedAsTheWordsModuleNamesItInEachLanguage() {
        List<List<Object>> calls = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (String preset : Rulesets.presetIds()) {
            for (Element e : Rulesets.preset(preset).elements().values()) {
                for (Language language : Language.values()) {
                    for (boolean calling : new boolean[] {false, true}) {
                        calls.add(call("elementName", e.id().id(), e.name(), calling, language.tag()));
                        expected.add(preset + " " + e.id().id() + " " + language.tag() + ": "
                                + ScoringNames.of(e.id(), e.name(), calling, Words.in(language)));
                    }
                }
            }
        }
        List<JsonNode> answers = NodeEngine.run(calls);
        List<String> actual = new ArrayList<>();
        for (int i = 0; i < calls.size(); i++) {
            actual.add(expected.get(i).substring(0, expected.get(i).indexOf(": ") + 2) + answers.get(i).asText());
        }
        assertThat(actual).isEqualTo(expected);
        assertThat(expected).contains("dmjl thirteen-unique-wonders en: Thirteen Orphans",
                "dmjl thirteen-unique-wonders pl: Trzynaście sierot", "bmja thirteen-unique-wonders ru: Тринадцать чудес",
                "bmja thirteen-unique-wonders pl: Oczekiwanie na rękę „Trzynaście cudów”");
    }

    @Test
    void anElementTheEngineDoesNotKnowKeepsItsName() {
        List<JsonNode> answers = NodeEngine.run(List.of(call("elementName", "no-such-element", "Club hand", false, "pl")));
        assertThat(answers.get(0).asText()).isEqualTo("Club hand");
    }

    private static JsonNode body(JsonNode answer) throws Exception {
        assertThat(answer.isTextual()).as("the engine answers JSON text: " + answer).isTrue();
        return JSON.readTree(answer.asText());
    }
}
