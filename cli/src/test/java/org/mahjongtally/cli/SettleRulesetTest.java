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

/** {@code tally settle --ruleset}: the ruleset's settlement options are the defaults; flags override. */
class SettleRulesetTest {

    private static final String[] CASE = {"settle", "E=80", "S=12", "W=48", "N=1120", "--winner", "N"};

    @TempDir
    Path dir;

    private static CliRun settle(String... more) {
        String[] args = new String[CASE.length + more.length];
        System.arraycopy(CASE, 0, args, 0, CASE.length);
        System.arraycopy(more, 0, args, CASE.length, more.length);
        return CliRun.of(args);
    }

    @Test
    void theRulesetsLimitIsTheDefault() {
        assertThat(settle("--json").out()).contains("\"limit\":1000").contains("\"N\":1000},");
        assertThat(settle("--ruleset", "dmjl", "--json").out()).contains("\"limit\":500")
                .contains("{\"from\":\"E\",\"to\":\"N\",\"amount\":1000,\"reason\":\"2 × 500, East doubles\",\"kind\":\"to-winner\"}");
        assertThat(settle("--ruleset", "dmjl").out()).startsWith("North went Mah-Jong. Limit 500,");
    }

    @Test
    void anExplicitFlagOverridesTheRuleset() {
        assertThat(settle("--ruleset", "dmjl", "--limit", "1000", "--json").out()).contains("\"limit\":1000");
        assertThat(settle("--ruleset", "dmjl", "--no-east-doubles").out()).contains("East pays single");
    }

    @Test
    void aClubFileSetsEveryDefaultAndTheFlagsTurnThemBack() throws IOException {
        Path club = Files.writeString(dir.resolve("club.toml"), """
                id = "club"
                version = 1
                extends = "bmja"

                [options]
                eastDoubles = false
                losersSettle = false
                method = "alternative"
                tallies = "Bone=2,Gold=1000"
                """);

        CliRun byClub = settle("--ruleset", club.toString(), "--json", "--tallies");
        CliRun back = settle("--ruleset", club.toString(), "--east-doubles", "--loser-settlement", "--method",
                "difference", "--json");

        assertThat(byClub.exitCode()).isZero();
        assertThat(byClub.out()).contains("\"method\":\"alternative\"")
                .contains("\"balances\":{\"E\":-1000,\"S\":-1000,\"W\":-1000,\"N\":3000}")
                .contains("\"sticks\":{\"Gold\":1}");
        assertThat(back.out()).contains("\"method\":\"difference\"")
                .contains("{\"from\":\"E\",\"to\":\"N\",\"amount\":2000,\"reason\":\"2 × 1000, East doubles\",\"kind\":\"to-winner\"}")
                .contains("{\"from\":\"S\",\"to\":\"E\",\"amount\":136,");
    }

    @Test
    void aRulesetThatMakesTheDiscarderPayForAllNeedsTheDiscarder() throws IOException {
        Path club = Files.writeString(dir.resolve("cannon.toml"),
                "id = \"cannon\"\nversion = 1\nextends = \"bmja\"\n[options]\npayForAll = true\n");

        CliRun selfDrawn = settle("--ruleset", club.toString(), "--json");
        CliRun onDiscard = settle("--ruleset", club.toString(), "--discarder", "S", "--json");
        CliRun notThisTime = settle("--ruleset", club.toString(), "--discarder", "S", "--no-pay-for-all", "--json");

        assertThat(selfDrawn.exitCode()).isZero();
        assertThat(selfDrawn.out()).contains("\"balances\":{\"E\":-1800,\"S\":-1172,\"W\":-1028,\"N\":4000}");
        assertThat(onDiscard.out()).contains("\"balances\":{\"E\":0,\"S\":-4000,\"W\":0,\"N\":4000}");
        assertThat(notThisTime.out()).isEqualTo(selfDrawn.out());
    }

    @Test
    void batchLinesUseTheRulesetOfTheCommandLine() {
        CliRun run = CliRun.withInput("E=80 S=12 W=48 N=1120 --winner N\nE=80 S=12 W=48 N=1120 --winner N --limit none\n",
                "settle", "-", "--ruleset", "dmjl");
        String[] lines = run.out().strip().split("\\R");

        assertThat(lines[0]).startsWith("{\"winner\":\"N\",\"limit\":500,");
        assertThat(lines[1]).startsWith("{\"winner\":\"N\",\"limit\":null,");
    }

    @Test
    void aBrokenRulesetIsExitCode3() throws IOException {
        Path broken = Files.writeString(dir.resolve("broken.toml"), "id = \"x\"\nversion = 1\nextends = \"bmj\"\n");

        CliRun run = settle("--ruleset", broken.toString());

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("broken.toml:3: extends 'bmj', which is neither a preset (bmja, dmjl, millington)");
    }
}
