/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.settlement.Limit;
import org.mahjongtally.settlement.PaymentMethod;

/** A table's own options over a ruleset, checked like a ruleset file. */
class TableOptionsTest {

    private final Ruleset bmja = Rulesets.bmja();

    @Test
    void optionsChangeTheRulesIdAndHash() {
        Map<String, Object> options = new LinkedHashMap<>();
        options.put("limit", 500L);
        options.put("eastDoubles", false);
        options.put("method", "alternative");

        Ruleset table = TableOptions.apply(bmja, options);

        assertThat(table.id()).isEqualTo("bmja-table");
        assertThat(table.name()).isEqualTo("British Mah-Jong Association, table options limit=500,"
                + " eastDoubles=false, method=alternative");
        assertThat(table.settlement().limit()).isEqualTo(Limit.of(500));
        assertThat(table.settlement().eastDoubles()).isFalse();
        assertThat(table.settlement().method()).isEqualTo(PaymentMethod.ALTERNATIVE);
        assertThat(table.elements()).isEqualTo(bmja.elements());
        assertThat(table.scoring()).isEqualTo(bmja.scoring());
        assertThat(table.hash()).isEqualTo(RulesetText.hash(table)).isNotEqualTo(bmja.hash());
    }

    @Test
    void commandLineTextCountsAsNumbersAndBooleans() {
        Ruleset table = TableOptions.apply(bmja, Map.of("limit", "none", "maxChows", "4",
                "losersSettle", "false"));

        assertThat(table.settlement().limit()).isEqualTo(Limit.NONE);
        assertThat(table.scoring().maxChows()).isEqualTo(4);
        assertThat(table.settlement().losersSettle()).isFalse();
    }

    @Test
    void theNameShowsEachRunOfWhiteSpaceInAValueAsOneSpace() {
        Map<String, Object> options = new LinkedHashMap<>();
        options.put("limit", "\t500 \n\r");
        options.put("eastDoubles", "\u000Bfalse\f");

        Ruleset table = TableOptions.apply(bmja, options);

        assertThat(table.settlement().limit()).isEqualTo(Limit.of(500));
        assertThat(table.settlement().eastDoubles()).isFalse();
        assertThat(table.name()).isEqualTo("British Mah-Jong Association, table options limit= 500 , eastDoubles= false");
    }

    @Test
    void optionsThatChangeNothingGiveTheBaseItself() {
        assertThat(TableOptions.apply(bmja, Map.of())).isSameAs(bmja);
        assertThat(TableOptions.apply(bmja, Map.of("limit", 1000))).isSameAs(bmja);
    }

    @Test
    void aTableVariantRoundTripsThroughTheWriter() {
        Ruleset table = TableOptions.apply(bmja, Map.of("limit", 500));

        assertThat(Rulesets.read("t.toml", RulesetWriter.toToml(table))).isEqualTo(table);
        assertThat(TableOptions.apply(table, Map.of("eastDoubles", false)).id()).isEqualTo("bmja-table");
    }
}
