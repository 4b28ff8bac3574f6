/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.settlement.SettlementOption;

/**
 * The settlement options of core's registry are the ruleset's: every key is an option of the
 * file, the later ones (discarderDoubles, differenceCap) may be left out, do not change the
 * hashes of the presets at their default, and are listed only when set.
 */
class SettlementOptionsInRulesetsTest {

    @Test
    void everySettlementOptionIsARulesetOptionInTheFileOrder() {
        assertThat(Option.keys()).containsAll(SettlementOption.keys());
        assertThat(Option.keys().subList(Option.keys().size() - 2, Option.keys().size()))
                .containsExactly("discarderDoubles", "differenceCap");
    }

    @ParameterizedTest
    @CsvSource({"bmja, d47c8f2fd13f0bf6", "dmjl, 8abebb029ad8e5d8", "millington, ab855e852c1ee041"})
    void thePresetsKeepTheirHashesAndListingsWithTheLaterOptionsOff(String id, String hash) {
        Ruleset preset = Rulesets.preset(id);

        assertThat(preset.hash()).isEqualTo(hash);
        assertThat(preset.settlement().discarderDoubles()).isFalse();
        assertThat(preset.settlement().differenceCap()).isFalse();
        assertThat(RulesetText.canonical(preset)).doesNotContain("discarderDoubles", "differenceCap");
        assertThat(RulesetOptions.of(preset)).extracting(RulesetOptions.Entry::key)
                .doesNotContain("discarderDoubles", "differenceCap");
    }

    @Test
    void aTableThatSetsThemGetsThemAndAnotherHash() {
        Ruleset bmja = Rulesets.bmja();
        Ruleset table = TableOptions.apply(bmja, Map.of("discarderDoubles", "true", "differenceCap", true));

        assertThat(table.settlement().discarderDoubles()).isTrue();
        assertThat(table.settlement().differenceCap()).isTrue();
        assertThat(table.hash()).isNotEqualTo(bmja.hash());
        assertThat(RulesetText.canonical(table)).contains("option differenceCap = true\n",
                "option discarderDoubles = true\n");
        assertThat(RulesetOptions.of(table)).extracting(RulesetOptions.Entry::key)
                .endsWith("discarderDoubles", "differenceCap");
        assertThat(RulesetDiff.of(bmja, table).options()).extracting(RulesetDiff.OptionChange::key)
                .containsExactly("discarderDoubles", "differenceCap");
        assertThat(RulesetWriter.read("t.toml", RulesetWriter.toToml(table))).isEqualTo(table);
    }
}
