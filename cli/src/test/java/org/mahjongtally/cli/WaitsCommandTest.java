/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WaitsCommandTest {

    @Test
    void listsEveryCompletingTileWithItsTotals() {
        CliRun run = CliRun.of("waits", "[RRR] [GGG] 222b 33c 45d", "--json");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("\"waits\":[{\"tile\":\"3d\"").contains("{\"tile\":\"6d\"");
        assertThat(run.out()).doesNotContain("\"tile\":\"4d\"");
    }

    @Test
    void tableShowsDiscardAndSelfDrawnTotals() {
        CliRun run = CliRun.of("waits", "19b19c19dESWNRGP");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Thirteen Unique Wonders").containsPattern("P +White Dragon +1000 +1000");
    }

    @Test
    void aHandThatHasWonIsRefusedWithAHint() {
        CliRun run = CliRun.of("waits", "[EEE] {9999c} 111d 234b GG win=G");
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("leave out win=");
    }
}
