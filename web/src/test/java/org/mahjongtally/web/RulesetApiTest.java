/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.mahjongtally.json.Json;
import org.mahjongtally.json.RulesetJson;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.rules.TableOptions;

/** The rulesets, in the same JSON as {@code tally rulesets --json} and {@code tally rulesets show --json}. */
class RulesetApiTest extends ServerFixture {

    @Test
    void listsEveryPresetAsTheCliDoes() {
        ApiClient.Answer a = api.get("/api/rulesets");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.body()).isEqualTo(Json.write(
                Rulesets.presetIds().stream().map(id -> RulesetJson.summary(Rulesets.preset(id))).toList()));
        JsonNode bmja = a.json().get(0);
        assertThat(bmja.path("id").asText()).isEqualTo("bmja");
        assertThat(bmja.path("limit").asLong()).isEqualTo(1000);
        assertThat(bmja.path("mahJong").asLong()).isEqualTo(20);
        assertThat(a.json().findValuesAsText("id")).containsExactlyElementsOf(Rulesets.presetIds());
    }

    @Test
    void showsEveryOptionAndElementOfAPresetAsTheCliDoes() {
        for (String id : Rulesets.presetIds()) {
            ApiClient.Answer a = api.get("/api/rulesets/" + id);
            assertThat(a.status()).isEqualTo(200);
            assertThat(a.body()).isEqualTo(Json.write(RulesetJson.of(Rulesets.preset(id))));
            assertThat(a.json().path("options").fieldNames()).toIterable()
                    .containsExactlyElementsOf(TableOptions.names());
            assertThat(a.json().path("elements").size()).isEqualTo(Rulesets.preset(id).elements().size());
        }
    }
}
