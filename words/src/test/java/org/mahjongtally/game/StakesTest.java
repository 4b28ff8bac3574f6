/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/** What a point is worth: bounded to what a table can mean, checked before it is ever written out. */
class StakesTest {

    private static Stakes perPoint(String text) {
        return new Stakes(new BigDecimal(text), "EUR", 2, RoundingMode.HALF_UP);
    }

    @Test
    void realStakesAreTakenAndTurnPointsIntoMoney() {
        assertThat(perPoint("0.01").money(1234)).isEqualByComparingTo("12.34");
        assertThat(perPoint("0.000001").money(1_000_000)).isEqualByComparingTo("1.00");
        assertThat(perPoint("1000000").money(2)).isEqualByComparingTo("2000000");
        assertThat(perPoint("0.0100000000").isPlayedForMoney()).isTrue();
        assertThat(perPoint("0").isPlayedForMoney()).isFalse();
    }

    /** Each refused at once, quoting the value sent as it was given (1E+999999999 is 10 characters). */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "1e999999999  | the stake per point is at most 1000000 a point, got 1E+999999999",
        "1e70         | the stake per point is at most 1000000 a point, got 1E+70",
        "1000000.5    | the stake per point is at most 1000000 a point, got 1000000.5",
        "1e-999999999 | the stake per point has at most 6 decimal places, such as 0.000001, got 1E-999999999",
        "0.0000001    | the stake per point has at most 6 decimal places, such as 0.000001, got 1E-7",
        "-0.01        | the stake per point cannot be negative, got -0.01"})
    void absurdStakesAreRefusedNamingTheLimit(String text, String message) {
        assertThatThrownBy(() -> perPoint(text)).isInstanceOfSatisfying(GameException.class,
                e -> assertThat(Words.in(Language.ENGLISH).render(e)).isEqualTo(message));
    }
}
