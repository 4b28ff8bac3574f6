/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.hand.Flag;
import org.mahjongtally.json.GameFileJson;
import org.mahjongtally.json.Json;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.scoring.FlagsInUse;
import org.mahjongtally.settlement.SettlementOption;

/**
 * The lists the page asks the engine for instead of keeping its own: the flags a ruleset uses
 * and the settlement options. The script compiled to JavaScript answers as the engine on the
 * JVM does, and both answer what core says.
 */
class PageListsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theFlagsOfEachPresetAreThoseItUses() throws Exception {
        List<List<Object>> calls = new ArrayList<>();
        Rulesets.presetIds().forEach(id -> calls.add(Arrays.asList("flags", id, null, "en")));
        List<JsonNode> answers = NodeEngine.run(calls);
        for (int i = 0; i < answers.size(); i++) {
            String id = Rulesets.presetIds().get(i);
            String jvm = Engine.flags(id, null, "en");
            assertThat(answers.get(i).asText()).as(id).isEqualTo(jvm);
            assertThat(codes(JSON.readTree(jvm))).as(id)
                    .isEqualTo(FlagsInUse.of(Rulesets.preset(id)).stream().map(Flag::code).toList());
        }
        // Millington has them all: East's 13th win in a row and kongs claimed from a discard.
        assertThat(codes(JSON.readTree(answers.get(Rulesets.presetIds().indexOf("millington")).asText())))
                .containsExactly("original-call", "twofold-fortune", "east-streak", "claimed-kongs");
    }

    @Test
    void aGameKeptOnThePhoneHasTheFlagsOfItsOwnRules() throws Exception {
        // A game's own rules: a club file that extends Millington without the streak.
        String club = """
                id = "club"
                version = 1
                extends = "millington"

                [options]
                eastStreakLimit = 0

                [[remove]]
                id = "east-streak"
                """;
        String file = Json.write(GameFileJson.of("ph-1", "2026-12-01T10:00:00Z",
                new GameSetup(List.of("Ann", "Bob", "Cid", "Dee"), Rulesets.read("club.toml", club), GameOptions.DEFAULTS),
                List.of()));
        Object record = JSON.readValue(file, Object.class);

        JsonNode answer = JSON.readTree(NodeEngine.run(List.of(NodeEngine.call("flags", "bmja", record, "en"))).get(0).asText());

        assertThat(codes(answer)).containsExactly("original-call", "twofold-fortune", "claimed-kongs");
    }

    @Test
    void theSettlementOptionsAreCoresWithTheirKindsAndDefaults() throws Exception {
        String js = NodeEngine.run(List.of(NodeEngine.call("settlementOptions", "en"))).get(0).asText();
        assertThat(js).isEqualTo(Engine.settlementOptions("en"));
        JsonNode options = JSON.readTree(js);
        List<String> keys = new ArrayList<>();
        options.forEach(o -> keys.add(o.get("key").asText()));
        assertThat(keys).isEqualTo(SettlementOption.keys()).contains("discarderDoubles", "differenceCap");
        JsonNode limit = options.get(0);
        assertThat(limit.get("kind").asText()).isEqualTo("limit");
        assertThat(limit.get("default").asLong()).isEqualTo(1000);
        JsonNode method = options.get(keys.indexOf("method"));
        assertThat(method.get("kind").asText()).isEqualTo("choice");
        assertThat(codes(method.get("choices"))).containsExactly("difference", "alternative");
        JsonNode doubles = options.get(keys.indexOf("discarderDoubles"));
        assertThat(doubles.get("kind").asText()).isEqualTo("on-off");
        assertThat(doubles.get("default").asBoolean(true)).isFalse();
        assertThat(options.get(keys.indexOf("payForAll")).get("decidedPerHand").asBoolean()).isTrue();
        assertThat(doubles.get("decidedPerHand").asBoolean()).isFalse();
    }

    private static List<String> codes(JsonNode list) {
        List<String> out = new ArrayList<>();
        list.forEach(n -> out.add(n.asText()));
        return out;
    }
}
