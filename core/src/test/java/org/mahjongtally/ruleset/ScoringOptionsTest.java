/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.ruleset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ScoringOptionsTest {

    private static ScoringOptions withStreak(int eastStreakLimit) {
        return new ScoringOptions(4, 1000, false, false, false, false, Rounding.NONE, eastStreakLimit, true, false);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {0, 2, 9, 13, 99})
    void anEastStreakIsNoneOrTwoWinsOrMore(int streak) {
        assertThat(withStreak(streak).eastStreakLimit()).isEqualTo(streak);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(ints = {-1, 1, 100})
    void otherStreaksAreRefused(int streak) {
        assertThatThrownBy(() -> withStreak(streak)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("eastStreakLimit");
    }
}
