/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.mahjongtally.json.Json;
import org.mahjongtally.json.RulesetJson;
import org.mahjongtally.ruleset.Ruleset;

/** The JSON of a ruleset, its summary and a diff (moved here from the rules' RulesetDiffTest). */
class RulesetJsonTest {

    private final Ruleset bmja = Rulesets.bmja();
    private final Ruleset dmjl = Rulesets.preset("dmjl");

    @Test
    void jsonOfARulesetItsSummaryAndADiff() {
        String ruleset = Json.write(RulesetJson.of(dmjl));
        Map<String, Object> summary = RulesetJson.summary(Rulesets.preset("millington"));
        String diff = Json.write(RulesetJson.of(RulesetDiff.of(bmja, Rulesets.read("bmja-club.toml", clubFile()))));

        assertThat(ruleset).startsWith("{\"id\":\"dmjl\",\"name\":\"Deutsche Mah Jongg Liga (classical)\","
                + "\"version\":1,\"hash\":\"" + dmjl.hash() + "\",\"options\":{\"limit\":500,\"notionalLimit\":500,"
                + "\"maxChows\":4,\"eastDoubles\":true,")
                .contains("\"eastStreakLimit\":9,\"kongHas3Types\":false,\"losersScoreEveryPair\":true},\"elements\":[")
                .contains("{\"id\":\"mah-jong\",\"name\":\"Going Mah-Jong\",\"kind\":\"points\",\"scope\":\"winner\","
                        + "\"points\":20,\"doubles\":0,\"limit\":0,\"fishing\":0,\"excludes\":[]}")
                .contains("\"id\":\"nine-gates\",\"name\":\"Nine Gates\",\"kind\":\"special-hand\"");
        assertThat(summary).containsEntry("mahJong", 10L).containsEntry("limit", 1000L);
        assertThat(diff).contains("\"options\":[{\"key\":\"limit\",\"from\":\"1000\",\"to\":\"500\"}]")
                .contains("\"onlyInFrom\":[{\"id\":\"original-call\"").contains("\"onlyInTo\":[]");
    }

    /** The club file of the rules' tests (in their test jar here, so read as text). */
    private static String clubFile() {
        try (InputStream in = Objects.requireNonNull(RulesetJsonTest.class.getResourceAsStream(
                "/ruleset-files/bmja-club.toml"))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
