/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.ruleset.Ruleset;

/** A ruleset written out in full reads back to the same rules, for every preset. */
class RulesetWriterTest {

    static List<String> presets() {
        return Rulesets.presetIds();
    }

    @ParameterizedTest
    @MethodSource("presets")
    void everyPresetRoundTrips(String id) {
        Ruleset preset = Rulesets.preset(id);

        String toml = RulesetWriter.toToml(preset);
        Ruleset back = RulesetWriter.read(id + ".toml", toml);

        assertThat(back).isEqualTo(preset);
        assertThat(back.hash()).isEqualTo(preset.hash());
        assertThat(toml).doesNotContainPattern("(?m)^extends");
        assertThat(RulesetWriter.toToml(back)).isEqualTo(toml);
    }

    @ParameterizedTest
    @MethodSource("presets")
    void theTextWritesEveryOption(String id) {
        String toml = RulesetWriter.toToml(Rulesets.preset(id));

        for (String option : Option.keys()) {
            assertThat(toml).containsPattern("(?m)^" + option + " = ");
        }
    }

    @Test
    void aClubFileRoundTripsThroughTheOrdinaryReader() {
        Ruleset club = Rulesets.load(ClubFileTest.file("bmja-club.toml"));

        Ruleset back = Rulesets.read("club.toml", RulesetWriter.toToml(club));

        assertThat(back).isEqualTo(club);
        assertThat(back.hash()).isEqualTo(club.hash()).isNotEqualTo(Rulesets.bmja().hash());
    }

    @Test
    void aWinnerOnlyDoubleValuedInPointsKeepsBothValues() {
        Ruleset club = Rulesets.read("ten.toml", "id = \"ten\"\nversion = 1\nextends = \"bmja\"\n"
                + "[[element]]\nid = \"no-chows\"\npoints = 10\ndoubles = 0\n"
                + "[[element]]\nid = \"zero-point-hand\"\nname = \"No score\"\npoints = 10\ndoubles = 1\n");

        String toml = RulesetWriter.toToml(club);

        assertThat(toml).contains("id = \"no-chows\"\nname = \"No chows\"\npoints = 10\ndoubles = 0\n");
        assertThat(RulesetWriter.read("ten.toml", toml)).isEqualTo(club);
    }

    @Test
    void namesWithQuotesAndBackslashesSurvive() {
        Ruleset bmja = Rulesets.bmja();
        Ruleset odd = new Ruleset("odd", "The \"odd\" club \\ rules", 7, bmja.elements(),
                bmja.scoring(), bmja.settlement(), bmja.tallies(), bmja.hash());

        Ruleset back = RulesetWriter.read("odd.toml", RulesetWriter.toToml(odd));

        assertThat(back.name()).isEqualTo(odd.name());
        assertThat(back.version()).isEqualTo(7);
        assertThat(back.hash()).isEqualTo(bmja.hash());
    }
}
