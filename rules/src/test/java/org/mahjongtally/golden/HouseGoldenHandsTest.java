/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.golden;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.scoring.Scorer;

/**
 * House rulesets built from published house rules, each with special hands of its own written as
 * patterns (docs/rulesets.md, "Special hands"): {@code /golden/house/<id>.toml} and its golden
 * hands {@code /golden/house/<id>.golden}, each total worked by hand, the source cited in the
 * files.
 */
class HouseGoldenHandsTest {

    private static final List<String> HOUSE_RULESETS = List.of("random-article", "four-winds-serpents",
            "sloper-chinese");

    @TestFactory
    Stream<DynamicTest> houseRulesetsScoreTheirOwnHands() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String id : HOUSE_RULESETS) {
            String toml;
            try (InputStream in = HouseGoldenHandsTest.class.getResourceAsStream("/golden/house/" + id + ".toml")) {
                toml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            Scorer scorer = new Scorer(Rulesets.read(id + ".toml", toml));
            List<GoldenHandsTest.GoldenCase> cases = GoldenHandsTest.GoldenCase.read("house/" + id);
            for (GoldenHandsTest.GoldenCase c : cases) {
                tests.add(DynamicTest.dynamicTest(id + " line " + c.line() + ": " + c.hand(),
                        () -> GoldenHandsTest.check(scorer, c)));
            }
        }
        assertThat(tests).hasSizeGreaterThanOrEqualTo(8);
        return tests.stream();
    }
}
