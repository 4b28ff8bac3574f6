/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ScoreCommandTest {

    private static final String WINNER = "[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall";

    @Test
    void scoreSheetEchoesTheHandAndExplainsEveryLine() {
        CliRun run = CliRun.of("score", WINNER);
        assertThat(run.exitCode()).isZero();
        assertThat(run.out())
                .contains("Hand:        [EEE] {9999c} 234b 111d GG f1 s1 win=G")
                .contains("exposed pung of East Wind; concealed kong of 9 Characters")
                .containsPattern("Concealed kong of majors +\\{9999c\\} +32 points")
                .containsPattern("Pung or kong of own wind +\\[EEE\\] +1 double")
                .contains("Points 76 × 2^4 = 1216, capped at the limit")
                .contains("Total: 1000");
    }

    @Test
    void jsonHasTheDocumentedShape() {
        CliRun run = CliRun.of("score", "[RRR] [GGG] 222b 33c 456d win=3c by=wall", "--json");
        assertThat(run.exitCode()).isZero();
        String json = run.out().strip();
        assertThat(json).startsWith("{\"hand\":\"[RRR] [GGG] 222b 33c 456d win=3c\",\"ruleset\":\"bmja\","
                + "\"winner\":true,\"arrangement\":")
                .contains("\"limitHand\":null")
                .contains("{\"element\":\"Pung or kong of dragons\",\"id\":\"dragon-set\",\"name\":\"Pung or kong of dragons\","
                        + "\"points\":0,\"doubles\":1,\"sets\":\"[GGG]\"}");
        // 4 + 4 (exposed dragon pungs) + 4 (concealed minor pung) + 20 + 2 (from the wall) = 34;
        // two dragon doubles: 34 × 4 = 136.
        assertThat(json).contains("\"points\":34,\"doubles\":2,").contains("\"total\":136,");
    }

    @Test
    void aDeclaredWinThatIsNotAWinningHandIsAResultNotAnError() {
        CliRun run = CliRun.of("score", "123b 456b 789b 55d [RRR] seat=S win=5d by=discard", "--json");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("\"total\":0,\"reason\":\"not a winning hand: the hand has 3 chows,"
                + " and the bmja rules allow at most 1 chow in a winning hand\"");
        assertThat(run.out()).contains("\"reasonCode\":\"too-many-chows\"");
    }

    @Test
    void tilesOfNoWinningShapeSaySoWithTheirCode() {
        CliRun run = CliRun.of("score", "123b 456b 789b 55d 13c 5c win=5c by=discard", "--json");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("\"reason\":\"not a winning hand: the tiles do not make four sets and a pair,"
                + " nor a special hand of the bmja rules\",\"reasonCode\":\"no-winning-shape\"");
    }

    @Test
    void specialHandIsNamed() {
        CliRun run = CliRun.of("score", "19b19c19dESWNRGPP win=P by=wall");
        assertThat(run.out()).contains("Special hand: Thirteen Unique Wonders").contains("Total: 1000");
    }

    @Test
    void handCanBeGivenWithoutQuotes() {
        CliRun run = CliRun.of("score", "[222d]", "[888c]", "55b", "RRR", "f2", "seat=W", "--json");
        assertThat(run.out()).contains("\"winner\":false").contains("\"total\":32");
    }

    @Test
    void badNotationIsOneLineWithThePositionAndExitCode2() {
        CliRun run = CliRun.of("score", "123b 1s");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("tally: at position 6: unknown suit 's'")
                .doesNotContain("Exception");
    }

    @Test
    void anImpossibleHandIsAnInvalidHandWithThePositionAndExitCode3() {
        CliRun fifteen = CliRun.of("score", "123b 456b 789b 111c 22d 3d win=2d");
        assertThat(fifteen.exitCode()).isEqualTo(3);
        assertThat(fifteen.err()).startsWith("tally: at position 27: a winning hand has 14 tiles, found 15");
        CliRun loose = CliRun.of("score", "123b 456b 789b 111c 22d win=2d by=loose");
        assertThat(loose.exitCode()).isEqualTo(3);
        assertThat(loose.err()).contains("no kong and no flower or season").doesNotContain("Exception");
    }

    @Test
    void aLoserWithOnlyBonusTilesIsScored() {
        CliRun run = CliRun.of("score", "f3 s3 seat=W");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Reading:     no playing tiles, only bonus tiles")
                .containsPattern("Own season +s3 +1 double").contains("Total: 32");
        assertThat(CliRun.of("score", "f1", "--json").out()).contains("\"total\":8");
        assertThat(CliRun.of("score", "f1 f2 f3 f4 seat=S", "--json").out()).contains("\"total\":64");
        CliRun empty = CliRun.of("score", "seat=W");
        assertThat(empty.exitCode()).isEqualTo(3);
        assertThat(empty.err()).contains("found no tiles").contains("only his bonus tiles, like f1 s3");
    }

    @Test
    void unknownRulesetIsExplained() {
        CliRun run = CliRun.of("score", WINNER, "--ruleset", "nosuch");
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).startsWith("tally: ").contains("nosuch").doesNotContain("Exception");
    }

    @Test
    void batchScoresOneHandPerLineAndGoesOnAfterABadOne() {
        CliRun run = CliRun.withInput("""
                [EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall
                123b 1s
                [222d] [888c] 55b RRR f2 seat=W
                """, "score", "-");
        String[] lines = run.out().strip().split("\\R");
        assertThat(lines).hasSize(3);
        assertThat(lines[0]).contains("\"total\":1000");
        assertThat(lines[1]).startsWith("{\"error\":\"at position 6: unknown suit 's'");
        assertThat(lines[2]).contains("\"total\":32");
        assertThat(run.exitCode()).isEqualTo(2);
    }
}
