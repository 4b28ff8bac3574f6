/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A loser calling for a special hand scores its fishing value (BMJA: Thirteen Unique Wonders,
 * 400): the sheet names it "Calling for" the hand, from the line's data, in text and in JSON.
 */
class ScoreCallingTest {

    /** Thirteen Unique Wonders, any of the thirteen tiles away. */
    private static final String WONDERS = "19b 19c 19d ESWN RGP seat=S round=E";

    @Test
    void theSheetSaysWhatTheLoserWasCallingFor() {
        CliRun run = CliRun.of("score", WONDERS);

        assertThat(run.exitCode()).isZero();
        assertThat(run.out())
                .containsPattern("(?m)^  Calling for Thirteen Unique Wonders +400 points$")
                .contains("Special hand: Calling for Thirteen Unique Wonders, worth 400")
                .contains("Total: 400");
    }

    @Test
    void aRunnerUpCallingForASpecialHandSaysSo() {
        CliRun run = CliRun.of("score", "{EEEE} {SSSS} [WWW] NN 55c f2 s2 seat=S round=E");

        assertThat(run.out()).contains("Total: 1000")
                .contains("  [WWW] {EEEE} {SSSS} | 5c 5c N N  = 432 (Calling for Four Blessings Hovering over the Door)");
    }

    @Test
    void theJsonMarksTheLineAsCalling() {
        CliRun run = CliRun.of("score", WONDERS, "--json");

        assertThat(run.out()).contains("\"limitHand\":\"Calling for Thirteen Unique Wonders\"")
                .contains("\"lines\":[{\"element\":\"Calling for Thirteen Unique Wonders\","
                        + "\"id\":\"thirteen-unique-wonders\",\"name\":\"Thirteen Unique Wonders\",\"points\":400,\"doubles\":0,\"sets\":\"\",\"calling\":true}]");
    }

    @Test
    void theComparisonNamesTheCallingLine() {
        CliRun run = CliRun.of("score", WONDERS, "--compare", "bmja,dmjl");

        assertThat(run.out()).containsPattern("Calling for Thirteen Unique Wonders +400 +-")
                .contains("bmja:        special hand Calling for Thirteen Unique Wonders; reads");
    }

    @Test
    void aHandMadeIsNotCalling() {
        CliRun run = CliRun.of("score", "[RRR] [GGG] PPP 234b 55c seat=S win=5c by=discard", "--ruleset", "dmjl", "--json");

        assertThat(run.out()).contains("\"limitHand\":\"Three Great Scholars\"").doesNotContain("calling");
    }
}
