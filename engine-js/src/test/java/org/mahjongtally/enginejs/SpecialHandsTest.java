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
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.hand.Notation;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;

/**
 * The catalogue of special hands ({@link Engine#specialHands}) lists every special hand of each
 * preset with an example that the preset's own scorer scores as that hand, worth what the
 * catalogue says it is worth; the engine compiled to JavaScript answers the very same text.
 */
class SpecialHandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    static List<String> presets() {
        return Rulesets.presetIds();
    }

    @ParameterizedTest
    @MethodSource("presets")
    void everySpecialHandHasAnExampleTheRulesScoreAsIt(String preset) throws Exception {
        Ruleset rules = Rulesets.preset(preset);
        JsonNode catalogue = JSON.readTree(Engine.specialHands(preset, null, "en"));

        List<String> ids = StreamSupport.stream(catalogue.get("hands").spliterator(), false)
                .map(hand -> hand.get("id").asText()).toList();
        assertThat(ids).isEqualTo(rules.elements().values().stream()
                .filter(e -> e.id().kind() == ElementKind.SPECIAL_HAND).map(e -> e.id().id()).toList());
        for (JsonNode hand : catalogue.get("hands")) {
            String example = hand.get("example").asText(null);
            assertThat(example).as("an example of %s in %s", hand.get("id"), preset).isNotNull();
            ScoreSheet scored = (ScoreSheet) Scorer.of(rules).score(Notation.parse(example));
            assertThat(scored.lines()).as("%s scored under %s", example, preset)
                    .anyMatch(line -> line.element().id().equals(hand.get("id").asText()));
            if (!hand.get("value").isNull()) {
                assertThat(scored.total()).as("what %s scores under %s", example, preset)
                        .isEqualTo(hand.get("value").asLong());
            }
        }
    }

    @Test
    void theCompiledEngineAnswersAsTheJvmDoes() {
        List<List<Object>> calls = new ArrayList<>();
        presets().forEach(preset -> calls.add(Arrays.asList("specialHands", preset, null, "en")));
        List<JsonNode> answers = NodeEngine.run(calls);
        for (int i = 0; i < calls.size(); i++) {
            assertThat(answers.get(i).asText()).as(presets().get(i))
                    .isEqualTo(Engine.specialHands(presets().get(i), null, "en"));
        }
    }
}
