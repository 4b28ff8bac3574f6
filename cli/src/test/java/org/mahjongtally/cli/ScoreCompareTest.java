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

/** {@code tally score --compare} and {@code --ruleset} with the three presets and a club file. */
class ScoreCompareTest {

    /** Little three dragons: BMJA 32 x2^2, dmjl 32 x2^3, Millington 22 x2^3 (docs/rules.md §6.1). */
    private static final String LITTLE_DRAGONS = "[RRR] [GGG] PP 234b 555c seat=S win=5c by=discard";

    @TempDir
    Path dir;

    @Test
    void theSameHandSideBySide() {
        CliRun run = CliRun.of("score", LITTLE_DRAGONS, "--compare", "bmja,dmjl,millington");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out())
                .contains("Hand:     [RRR] [GGG] 234b 555c PP seat=S win=5c by=discard")
                .containsPattern(" +bmja +dmjl +millington")
                .containsPattern("Going Mah-Jong +20 +20 +10")
                .containsPattern("Pung or kong of dragons +2 dbl +2 dbl +2 dbl")
                .containsPattern("Little three dragons +- +1 dbl +1 dbl")
                .containsPattern("Points × 2\\^doubles +32 × 2\\^2 +32 × 2\\^3 +22 × 2\\^3")
                .containsPattern("Total +128 +256 +176")
                .contains("bmja:        reads [555c] [RRR] [GGG] 234b PP");
    }

    @Test
    void theOneChowRuleAndTheLimitHands() {
        CliRun chows = CliRun.of("score", "123b 456b 789b 55d [RRR] seat=S win=5d by=discard",
                "--compare", "bmja,dmjl,millington");
        CliRun scholars = CliRun.of("score", "[RRR] [GGG] PPP 234b 55c seat=S win=5c by=discard",
                "--compare", "bmja,dmjl,millington");

        assertThat(chows.out()).containsPattern("Total +not winning +56 +36")
                .contains("bmja:        not a winning hand: the hand has 3 chows");
        // with a chow as the fourth set: Scholars under dmjl only (docs/rules.md §8.1, 8.2)
        assertThat(scholars.out()).containsPattern("Three Great Scholars +- +500 +-")
                .containsPattern("Big three dragons +- +- +2 dbl")
                .containsPattern("Total +288 +500 +960")
                .contains("dmjl:        special hand Three Great Scholars; reads");
    }

    @Test
    void jsonIsAnObjectKeyedByRulesetId() {
        CliRun run = CliRun.of("score", LITTLE_DRAGONS, "--compare", "bmja,dmjl,millington", "--json");

        assertThat(run.out().strip()).startsWith("{\"bmja\":{\"hand\":\"[RRR] [GGG] 234b 555c PP seat=S win=5c"
                + " by=discard\",\"ruleset\":\"bmja\",")
                .contains(",\"dmjl\":{\"hand\":").contains(",\"millington\":{\"hand\":")
                .contains("\"total\":128,").contains("\"total\":256,").contains("\"total\":176,")
                .endsWith("}}");
    }

    @Test
    void aClubFileTakesPartUnderItsOwnId() throws IOException {
        Path club = Files.writeString(dir.resolve("club.toml"),
                "id = \"club\"\nversion = 1\nextends = \"bmja\"\n[[element]]\nid = \"dragon-set\"\ndoubles = 2\n");

        CliRun run = CliRun.of("score", LITTLE_DRAGONS, "--compare", "bmja," + club);

        assertThat(run.out()).containsPattern(" +bmja +club").containsPattern("Total +128 +512");
    }

    @Test
    void eachPresetScoresWithRuleset() {
        CliRun dmjl = CliRun.of("score", LITTLE_DRAGONS, "--ruleset", "dmjl");
        CliRun millington = CliRun.of("score", "[222c] [888c] [999d] 234b 77d seat=S win=2b by=robbed",
                "--ruleset", "millington");

        assertThat(dmjl.out()).contains("Rules:       dmjl (Deutsche Mah Jongg Liga (classical))")
                .containsPattern("Little three dragons +1 double").contains("Total: 256");
        assertThat(millington.out()).contains("Special hand: Scratching a Carrying Pole").contains("Total: 1000");
    }

    @Test
    void batchComparesEveryLine() {
        CliRun run = CliRun.withInput(LITTLE_DRAGONS + "\n1x\n", "score", "-", "--compare", "dmjl,millington");
        String[] lines = run.out().strip().split("\\R");

        assertThat(lines).hasSize(2);
        assertThat(lines[0]).startsWith("{\"dmjl\":{").contains("\"total\":256").contains("\"millington\":{");
        assertThat(lines[1]).startsWith("{\"error\":");
    }

    @Test
    void mistakesAreOneLine() {
        CliRun twice = CliRun.of("score", LITTLE_DRAGONS, "--compare", "bmja,bmja");
        CliRun both = CliRun.of("score", LITTLE_DRAGONS, "--compare", "bmja,dmjl", "--ruleset", "dmjl");
        CliRun unknown = CliRun.of("score", LITTLE_DRAGONS, "--compare", "bmja,wright");

        assertThat(twice.exitCode()).isEqualTo(2);
        assertThat(twice.err()).contains("names the ruleset 'bmja' twice");
        assertThat(both.exitCode()).isEqualTo(2);
        assertThat(both.err()).contains("leave out --ruleset");
        assertThat(unknown.exitCode()).isEqualTo(3);
        assertThat(unknown.err()).contains("wright: neither a preset nor a ruleset file");
    }

    @Test
    void waitsUnderAnotherRuleset() {
        CliRun run = CliRun.of("waits", "[RRR] [GGG] PP 234b 55c seat=S", "--ruleset", "millington");

        assertThat(run.out()).contains("Rules:    millington")
                .containsPattern("5c +5 Characters +176 +208")
                .containsPattern("P +White Dragon +704 +896");
    }
}
