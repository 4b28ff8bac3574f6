/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tally rulesets check|show|diff} and {@code tally score --ruleset} with a club's own special hand. */
class HouseHandsCommandTest {

    private static final String OURS = """
            id = "our-rules"
            version = 1
            extends = "bmja"

            [[element]]
            id = "seven-pairs-hand"
            name = "Seven Pairs"
            name-pl = "Siedem par"
            pattern = \"""
            7 pairs
            \"""
            limit = 50
            """;

    @TempDir
    Path dir;

    private String file(String text) throws IOException {
        Path f = dir.resolve("our.toml");
        Files.writeString(f, text);
        return f.toString();
    }

    @Test
    void checkShowDiffAndScoreKnowTheHand() throws IOException {
        String ours = file(OURS);
        assertThat(CliRun.of("rulesets", "check", ours).out()).contains("ok: ");
        assertThat(CliRun.of("rulesets", "show", ours).out()).contains("seven-pairs-hand", "Seven Pairs",
                "50% of the limit (500)", "pattern: 7 pairs");
        assertThat(CliRun.of("rulesets", "diff", "bmja", ours).out()).contains("Only in our-rules (1)",
                "seven-pairs-hand");
        CliRun score = CliRun.of("score", "--ruleset", ours, "1133b 5577c 99d EE RR seat=S win=R by=wall");
        assertThat(score.out()).contains("Seven Pairs", "Total: 500");
    }

    @Test
    void aMistakeInThePatternIsShownAtItsLineAndColumn() throws IOException {
        String broken = file(OURS.replace("7 pairs", "7 pairz"));
        CliRun check = CliRun.of("rulesets", "check", broken);
        assertThat(check.exitCode()).isEqualTo(3);
        assertThat(check.err()).contains("our.toml:10:3: 'seven-pairs-hand': pattern: 'pairz'");
        CliRun json = CliRun.of("rulesets", "check", "--json", broken);
        assertThat(json.out()).contains("\"line\":10,\"column\":3,");
    }
}
