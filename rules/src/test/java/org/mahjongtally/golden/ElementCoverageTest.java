/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.golden;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongtally.golden.GoldenHandsTest.GoldenCase;
import org.mahjongtally.rules.PresetFiles;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;

/**
 * No element of a preset goes untested: each one is expected by at least one golden case of
 * that preset, and a golden file names no element its preset does not score.
 */
class ElementCoverageTest {

    @Test
    void everyPresetHasAGoldenFile() {
        for (String id : Rulesets.presetIds()) {
            assertThat(GoldenCase.readIfPresent(id)).as("golden cases of " + id).isNotEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"bmja", "dmjl", "millington"})
    void everyElementIsExpectedByAGoldenCase(String preset) {
        Set<String> expected = GoldenCase.read(preset).stream().flatMap(c -> c.ids().stream())
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> elements = ids(GoldenHandsTest.ruleset(preset));
        assertThat(elements).hasSize((int) PresetFiles.elementTables(preset));
        Set<String> untested = new TreeSet<>(elements);
        untested.removeAll(expected);
        assertThat(untested).as(preset + " elements that no golden case expects").isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"bmja", "dmjl", "millington"})
    void theGoldenFileNamesOnlyElementsOfItsPreset(String preset) {
        Set<String> elements = ids(GoldenHandsTest.ruleset(preset));
        Set<String> unknown = GoldenCase.read(preset).stream().flatMap(c -> c.ids().stream())
                .filter(id -> !elements.contains(id)).collect(Collectors.toCollection(TreeSet::new));
        assertThat(unknown).as("ids in " + preset + ".golden that the preset does not score").isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"bmja, 80", "dmjl, 60", "millington, 60"})
    void thereAreEnoughCasesAndSomeAreNotWinning(String preset, int least) {
        List<GoldenCase> cases = GoldenCase.read(preset);
        assertThat(cases).hasSizeGreaterThanOrEqualTo(least);
        assertThat(cases).anyMatch(GoldenCase::notWinning);
    }

    private static Set<String> ids(Ruleset ruleset) {
        return ruleset.elements().keySet().stream().map(RuleId::id)
                .collect(Collectors.toCollection(TreeSet::new));
    }
}
