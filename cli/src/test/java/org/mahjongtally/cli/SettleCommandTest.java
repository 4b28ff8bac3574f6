/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SettleCommandTest {

    @Test
    void jsonOfTheRussianSecondExample() {
        CliRun run = CliRun.of("settle", "E=80", "S=12", "W=48", "N=112", "--winner", "N", "--json");
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out().strip()).isEqualTo("{\"winner\":\"N\",\"limit\":1000,\"method\":\"difference\","
                + "\"scores\":{\"E\":80,\"S\":12,\"W\":48,\"N\":112},\"payments\":["
                + "{\"from\":\"E\",\"to\":\"N\",\"amount\":224,\"reason\":\"2 × 112, East doubles\",\"kind\":\"to-winner\"},"
                + "{\"from\":\"S\",\"to\":\"N\",\"amount\":112,\"reason\":\"winner's score 112\",\"kind\":\"to-winner\"},"
                + "{\"from\":\"W\",\"to\":\"N\",\"amount\":112,\"reason\":\"winner's score 112\",\"kind\":\"to-winner\"},"
                + "{\"from\":\"S\",\"to\":\"E\",\"amount\":136,\"reason\":\"2 × (80 - 12), East doubles\",\"kind\":\"difference\"},"
                + "{\"from\":\"W\",\"to\":\"E\",\"amount\":64,\"reason\":\"2 × (80 - 48), East doubles\",\"kind\":\"difference\"},"
                + "{\"from\":\"S\",\"to\":\"W\",\"amount\":36,\"reason\":\"48 - 12\",\"kind\":\"difference\"}],"
                + "\"balances\":{\"E\":-24,\"S\":-284,\"W\":-140,\"N\":448}}");
    }

    @Test
    void tableShowsScoresPaymentsAndBalances() {
        CliRun run = CliRun.of("settle", "E=80", "S=12", "W=48", "N=112", "--winner", "N");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out())
                .contains("North went Mah-Jong. Limit 1000, difference method")
                .containsPattern("North +112 +\\+448 +Mah-Jong")
                .containsPattern("South +12 +-284")
                .contains("West pays East 64          (2 × (80 - 48), East doubles)")
                .contains("Paying the winner").contains("The losers settle");
    }

    @Test
    void planAndTalliesAreShownWhenAsked() {
        CliRun run = CliRun.of("settle", "E=80", "S=12", "W=48", "N=112", "--winner", "N",
                "--plan", "--tallies");
        assertThat(run.out()).contains("Fewest transfers")
                .contains("South pays North 284       2 × Earth, 8 × Man, 2 × Harmony");
    }

    @Test
    void jsonPlanAndTallies() {
        CliRun run = CliRun.of("settle", "E=1000", "S=0", "W=0", "N=0", "--winner", "E",
                "--plan", "--tallies", "--json", "--tally-set", "Bone=2,Gold=1000");
        assertThat(run.out()).contains("\"balances\":{\"E\":6000,\"S\":-2000,\"W\":-2000,\"N\":-2000}")
                .contains("\"plan\":[{\"from\":\"S\",\"to\":\"E\",\"amount\":2000}")
                .contains("\"tallies\":[{\"from\":\"S\",\"to\":\"E\",\"amount\":2000,\"sticks\":{\"Gold\":2}}");
    }

    @Test
    void limitNoneAlternativeMethodAndNoEastDoubling() {
        CliRun run = CliRun.of("settle", "E=80", "S=12", "W=48", "N=1500", "--winner", "N",
                "--limit", "none", "--method", "alternative", "--no-east-doubles", "--json");
        assertThat(run.out()).contains("\"limit\":null,\"method\":\"alternative\"")
                .contains("{\"from\":\"E\",\"to\":\"N\",\"amount\":1500,\"reason\":\"winner's score 1500\",\"kind\":\"to-winner\"}")
                .contains("\"balances\":{\"E\":-1400,\"S\":-1604,\"W\":-1496,\"N\":4500}");
    }

    @Test
    void limitIsShownInTheTable() {
        CliRun run = CliRun.of("settle", "E=0", "S=1280", "W=0", "N=0", "--winner", "S", "--limit", "500");
        assertThat(run.out()).containsPattern("South +500 +\\+2000 +Mah-Jong limited from 1280")
                .contains("East pays South 1000");
    }

    @Test
    void aDrawPaysNothing() {
        CliRun run = CliRun.of("settle", "E=80", "S=12", "W=48", "N=112", "--draw");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("A draw: nobody went Mah-Jong").contains("Nothing is paid.");
    }

    @Test
    void theDiscarderPaysForAll() {
        CliRun run = CliRun.of("settle", "E=80", "S=12", "W=48", "N=112", "--winner", "N",
                "--discarder", "S", "--pay-for-all", "--json");
        assertThat(run.out()).contains("\"payments\":[{\"from\":\"S\",\"to\":\"N\",\"amount\":448")
                .contains("\"balances\":{\"E\":0,\"S\":-448,\"W\":0,\"N\":448}");
    }

    @Test
    void withoutLoserSettlement() {
        CliRun run = CliRun.of("settle", "E=80", "S=12", "W=48", "N=112", "--winner", "N",
                "--no-loser-settlement", "--json");
        assertThat(run.out()).contains("\"balances\":{\"E\":-224,\"S\":-112,\"W\":-112,\"N\":448}");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "E=80 S=12 W=48 --winner N | no score for North",
        "E=80 S=12 W=48 W=4 N=1 --winner N | West is given twice",
        "E=80 S=x W=48 N=1 --winner N | the score of South must be a whole number",
        "E=80 S=-4 W=48 N=1 --winner N | the score of South must be a whole number",
        "E=80 S=4.5 W=48 N=1 --winner N | the score of South must be a whole number",
        "E=80 Q=4 W=48 N=1 --winner N | 'Q' is not a seat",
        "E=80 S4 W=48 N=1 --winner N | 'S4' is not a score",
        "E=80 S=4 W=48 N=1 --winner Z | --winner must be a seat",
        "E=80 S=4 W=48 N=1 --winner N --draw | --draw and --winner contradict",
        "E=80 S=4 W=48 N=1 | who went Mah-Jong?",
        "E=80 S=4 W=48 N=1 --winner N --pay-for-all | paying for all needs the discarder",
        "E=80 S=4 W=48 N=1 --winner N --discarder N | the discarder cannot be the winner",
        "E=80 S=4 W=48 N=1 --draw --discarder N | --discarder makes no sense after a draw",
        "E=80 S=4 W=48 N=1 --winner N --limit 0 | the limit must be a positive even number",
        "E=80 S=4 W=48 N=1 --winner N --method sideways | unknown payment method 'sideways'",
        "E=80 S=4 W=48 N=1 --winner N --tallies --tally-set Man | write a tally set as name=value",
        "E=80 S=4 W=48 N=1 --winner N --frobnicate | Unknown option"})
    void badInputIsOneClearLineAndExitCode2(String args, String message) {
        CliRun run = CliRun.of(("settle " + args).split(" "));
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("tally: ").contains(message).doesNotContain("Exception")
                .doesNotContain("\tat ");
    }

    @Test
    void batchPrintsOneJsonLinePerCaseAndGoesOnAfterABadLine() {
        CliRun run = CliRun.withInput("""
                E=80 S=12 W=48 N=112 --winner N
                E=80 S=12 W=48 --winner N

                # a comment line is skipped
                E=46 S=24 W=12 N=4 --winner E --plan
                """, "settle", "-", "--limit", "500");
        String[] lines = run.out().strip().split("\\R");
        assertThat(lines).hasSize(3);
        assertThat(lines[0]).startsWith("{\"winner\":\"N\",\"limit\":500")
                .endsWith("\"balances\":{\"E\":-24,\"S\":-284,\"W\":-140,\"N\":448}}");
        assertThat(lines[1]).isEqualTo("{\"error\":\"no score for North; write N=POINTS, all four seats,"
                + " e.g. E=80 S=12 W=48 N=112\"}");
        assertThat(lines[2]).contains("\"balances\":{\"E\":276,\"S\":-60,\"W\":-96,\"N\":-120}")
                .contains("\"plan\":");
        assertThat(run.exitCode()).isEqualTo(2);
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aBatchLineWithAFileThatNeverEndsIsAnsweredAndTheBatchGoesOn() {
        CliRun run = CliRun.withInput("""
                E=104 S=22 W=44 N=12 --winner S --ruleset /dev/zero
                E=104 S=22 W=44 N=12 --winner S
                """, "settle", "-");
        String[] lines = run.out().strip().split("\\R");
        assertThat(lines).hasSize(2);
        assertThat(lines[0]).startsWith("{\"error\":").contains("larger than 1000000 bytes");
        assertThat(lines[1]).contains("\"balances\":{\"E\":260,\"S\":88,\"W\":-110,\"N\":-238}");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).doesNotContain("Exception");
    }

    @Test
    void cleanBatchExitsZero() {
        CliRun run = CliRun.withInput("E=104 S=22 W=44 N=12 --winner S\n", "settle", "-");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("\"balances\":{\"E\":260,\"S\":88,\"W\":-110,\"N\":-238}");
    }

    @Test
    void helpExplainsTheCommand() {
        CliRun run = CliRun.of("settle", "--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("--winner=SEAT").contains("--pay-for-all").contains("Batch");
    }
}
