/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TallySetTest {

    @ParameterizedTest(name = "{0} points -> {1}")
    @CsvSource(delimiter = ';', value = {
        "224; 2 × Earth, 2 × Man, 2 × Harmony",
        "448; 4 × Earth, 4 × Man, 4 × Harmony",
        "2000; 4 × Heaven",
        "6000; 12 × Heaven",
        "36; 3 × Man, 3 × Harmony",
        "0; nothing",
        "7; 3 × Harmony (1 cannot be paid in tallies)"})
    void defaultSetPaysInTheFewestSticks(long amount, String sticks) {
        assertThat(TallySet.DEFAULT.sticksFor(amount)).hasToString(sticks);
    }

    @Test
    void notFooledWhereLargestFirstIsWrong() {
        TallySet set = TallySet.parse("a=2,b=10,c=12");
        assertThat(set.sticksFor(20)).hasToString("2 × b");
        assertThat(set.sticksFor(24)).hasToString("2 × c");
    }

    @Test
    void fewestSticksMatchesBruteForceOnAnOddSet() {
        TallySet set = TallySet.parse("one=2,two=14,three=22,four=50");
        Random random = new Random(5);
        for (int i = 0; i < 300; i++) {
            int amount = 2 * random.nextInt(300);
            assertThat(set.sticksFor(amount).stickCount()).as("amount %d", amount)
                    .isEqualTo(bruteForceFewest(amount, new int[] {2, 14, 22, 50}));
        }
    }

    @Test
    void hugeAmountsStillAddUp() {
        TallyHandover h = TallySet.DEFAULT.sticksFor(123_456_788L);
        assertThat(h.sticks().stream().mapToLong(StickCount::points).sum()).isEqualTo(123_456_788L);
        assertThat(h.sticks().get(0).count()).isEqualTo(246_913);
    }

    @Test
    void parseAndPrintRoundTrip() {
        TallySet set = TallySet.parse(" Harmony=2, Man=10,Earth=100 ,Heaven=500");
        assertThat(set).isEqualTo(TallySet.DEFAULT);
        assertThat(TallySet.parse(set.toString())).isEqualTo(set);
    }

    @Test
    void badSetsAreExplained() {
        assertThatThrownBy(() -> TallySet.parse("Harmony"))
                .hasFieldOrPropertyWithValue("problem", SettlementProblem.TALLY_NOT_A_PAIR);
        assertThatThrownBy(() -> TallySet.parse("a=2,a=4"))
                .hasFieldOrPropertyWithValue("problem", SettlementProblem.TALLY_NAMED_TWICE);
        assertThatThrownBy(() -> TallySet.parse("a=2,b=2"))
                .hasFieldOrPropertyWithValue("problem", SettlementProblem.TALLY_VALUE_TWICE);
        assertThatThrownBy(() -> TallySet.parse("a=x"))
                .hasFieldOrPropertyWithValue("problem", SettlementProblem.TALLY_VALUE_NOT_A_NUMBER);
        assertThatThrownBy(() -> TallySet.parse("a=0"))
                .hasFieldOrPropertyWithValue("problem", SettlementProblem.TALLY_NOT_POSITIVE);
    }

    @Test
    void spacesAroundNamesValuesAndCommasAreIgnoredAndATrailingCommaToo() {
        assertThat(TallySet.parse(" Harmony = 2 ,\tMan=10 ")).isEqualTo(TallySet.parse("Harmony=2,Man=10"));
        assertThat(TallySet.parse("Harmony=2,Man=10,")).isEqualTo(TallySet.parse("Harmony=2,Man=10"));
    }

    @Test
    void anEmptyValueIsNotANumberAndAnEmptyItemNotAPair() {
        assertThatThrownBy(() -> TallySet.parse("Harmony= ,Man=10"))
                .hasFieldOrPropertyWithValue("problem", SettlementProblem.TALLY_VALUE_NOT_A_NUMBER)
                .extracting(e -> ((SettlementException) e).message().values())
                .isEqualTo(List.of("Harmony", ""));
        for (String text : new String[] {"", ",Harmony=2", "Harmony=2,,Man=10", "Harmony=2, ,Man=10"}) {
            assertThatThrownBy(() -> TallySet.parse(text)).as("[%s]", text)
                    .hasFieldOrPropertyWithValue("problem", SettlementProblem.TALLY_NOT_A_PAIR)
                    .extracting(e -> ((SettlementException) e).message().values())
                    .isEqualTo(List.of(""));
        }
    }

    @Test
    void aSecondEqualsSignMakesItNoPair() {
        assertThatThrownBy(() -> TallySet.parse("Man=10, Harmony=2=3 "))
                .hasFieldOrPropertyWithValue("problem", SettlementProblem.TALLY_NOT_A_PAIR)
                .extracting(e -> ((SettlementException) e).message().values())
                .isEqualTo(List.of("Harmony=2=3"));
        assertThatThrownBy(() -> TallySet.parse("Harmony=2,="))
                .hasFieldOrPropertyWithValue("problem", SettlementProblem.TALLY_VALUE_NOT_A_NUMBER);
    }

    private static int bruteForceFewest(int amount, int[] values) {
        int[] best = new int[amount + 1];
        java.util.Arrays.fill(best, Integer.MAX_VALUE / 2);
        best[0] = 0;
        for (int a = 1; a <= amount; a++) {
            for (int v : values) {
                if (v <= a) {
                    best[a] = Math.min(best[a], best[a - v] + 1);
                }
            }
        }
        return best[amount];
    }
}
