/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mahjongtally.rules.Rulesets;

/** Whether an odd typed score can only be a slip: the page questions it only when this says so. */
class ScoresAreEvenTest {

    @Test
    void everyPresetScoresEvenNumbersOnly() {
        for (String id : Rulesets.presetIds()) {
            assertThat(Rulesets.preset(id).scoresAreEven()).as(id).isTrue();
        }
    }

    @Test
    void aClubFileWithAnOddElementOrAnOddShareOfTheLimitCanScoreOdd() {
        Ruleset oddPoints = Rulesets.read("odd.toml", """
                id = "odd-bonus"
                name = "Three points a bonus tile"
                version = 1
                extends = "bmja"

                [[element]]
                id = "bonus-tile"
                name = "Bonus tile"
                points = 3
                """);
        assertThat(oddPoints.scoresAreEven()).isFalse();
        assertThat(thirteenUniqueWonders(1000, "limit = 45").scoresAreEven()).as("450 points: even").isTrue();
        assertThat(thirteenUniqueWonders(1000, "limit = 45\nfishing = 5").scoresAreEven())
                .as("a fishing value of 50: even").isTrue();
        assertThat(thirteenUniqueWonders(500, "limit = 45").scoresAreEven()).as("225 points: odd").isFalse();
    }

    /** BMJA with this limit and Thirteen Unique Wonders worth these shares of it. */
    private static Ruleset thirteenUniqueWonders(long limit, String shares) {
        return Rulesets.read("shares.toml", """
                id = "shares"
                name = "Thirteen unique wonders at a share of the limit"
                version = 1
                extends = "bmja"

                [options]
                limit = %d

                [[element]]
                id = "thirteen-unique-wonders"
                name = "Thirteen unique wonders"
                %s
                """.formatted(limit, shares));
    }
}
