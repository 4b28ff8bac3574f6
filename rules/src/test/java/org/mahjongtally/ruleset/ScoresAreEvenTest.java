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
                id = "odd-flowers"
                name = "Three points a flower"
                version = 1
                extends = "bmja"

                [[element]]
                id = "bonus-tile"
                name = "Bonus tile"
                points = 3
                """);
        Ruleset oddShare = Rulesets.read("share.toml", """
                id = "odd-share"
                name = "A limit of 1,000 and a special hand at 45 per cent"
                version = 1
                extends = "bmja"

                [options]
                limit = 1000

                [[element]]
                id = "thirteen-unique-wonders"
                name = "Thirteen unique wonders"
                limit = 45
                """);
        assertThat(oddPoints.scoresAreEven()).isFalse();
        assertThat(oddShare.scoresAreEven()).as("450 points: even").isTrue();
        assertThat(Rulesets.read("share2.toml", """
                id = "odd-share-2"
                name = "A limit of 1,000 and a special hand at 45 per cent, fishing 5"
                version = 1
                extends = "bmja"

                [options]
                limit = 1000

                [[element]]
                id = "thirteen-unique-wonders"
                name = "Thirteen unique wonders"
                limit = 45
                fishing = 5
                """).scoresAreEven()).as("a fishing value of 50: even").isTrue();
        assertThat(Rulesets.read("share3.toml", """
                id = "odd-share-3"
                name = "A limit of 500 and a special hand at 45 per cent"
                version = 1
                extends = "bmja"

                [options]
                limit = 500

                [[element]]
                id = "thirteen-unique-wonders"
                name = "Thirteen unique wonders"
                limit = 45
                """).scoresAreEven()).as("225 points: odd").isFalse();
    }
}
