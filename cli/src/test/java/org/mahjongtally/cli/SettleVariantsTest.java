/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@code tally settle} takes every settlement option of core's registry as a flag, the two
 * variants of docs/rules.md §12, item 18 among them; the numbers are worked by hand in core's
 * DiscarderDoublesTest and DifferenceCapTest.
 */
class SettleVariantsTest {

    @Test
    void theDiscarderPaysDouble() {
        // RU-2 on South's discard: South pays 2 × 112; E -24, S -396, W -140, N +560.
        CliRun run = CliRun.of("settle", "E=80", "S=12", "W=48", "N=112", "--winner", "N", "--discarder", "S",
                "--discarder-doubles", "--json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("{\"from\":\"S\",\"to\":\"N\",\"amount\":224,"
                + "\"reason\":\"2 × 112, the discarder pays double\",\"kind\":\"discarder-double\"}")
                .contains("\"balances\":{\"E\":-24,\"S\":-396,\"W\":-140,\"N\":560}");
    }

    @Test
    void payingForAllStillTakesPrecedenceForTheHand() {
        CliRun run = CliRun.of("settle", "E=80", "S=12", "W=48", "N=112", "--winner", "N", "--discarder", "S",
                "--discarder-doubles", "--pay-for-all", "--json");

        assertThat(run.out()).contains("\"balances\":{\"E\":0,\"S\":-448,\"W\":0,\"N\":448}");
    }

    @Test
    void theTableSaysWhoPaysDouble() {
        CliRun table = CliRun.of("settle", "E=80", "S=12", "W=48", "N=112", "--winner", "N", "--discarder", "E",
                "--discarder-doubles");

        assertThat(table.out()).contains("East pays North 448").contains("4 × 112, East doubles, the discarder pays double")
                .contains("Paying the winner");
    }

    @Test
    void theLimitCapsTheLosersDifference() {
        // Limit 500, E 0, S 660, W 100, N 40, North wins: E -1280, S +1460, W -340, N +160.
        CliRun run = CliRun.of("settle", "E=0", "S=660", "W=100", "N=40", "--winner", "N", "--limit", "500",
                "--difference-cap", "--json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("{\"from\":\"W\",\"to\":\"S\",\"amount\":500,"
                + "\"reason\":\"500, the limit: 660 - 100 is more\",\"kind\":\"capped-difference\"}")
                .contains("\"balances\":{\"E\":-1280,\"S\":1460,\"W\":-340,\"N\":160}");
    }

    @Test
    void aCapWithTheAlternativeMethodIsRefused() {
        CliRun run = CliRun.of("settle", "E=0", "S=660", "W=100", "N=40", "--winner", "N",
                "--difference-cap", "--method", "alternative");

        assertThat(run.exitCode()).isNotZero();
        assertThat(run.err()).contains("differenceCap needs the difference method");
    }

    @Test
    void helpNamesEveryOptionFlag() {
        assertThat(CliRun.of("settle", "--help").out()).contains("--[no-]discarder-doubles", "--[no-]difference-cap",
                "--[no-]loser-settlement", "--draw-pays=nothing|differences", "--limit=POINTS|none");
    }
}
