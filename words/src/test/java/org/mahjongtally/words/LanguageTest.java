/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which language a request asks for, and the plural forms after numbers. */
class LanguageTest {

    @ParameterizedTest(name = "[{0}] -> {1}")
    @CsvSource(delimiter = '|', nullValues = "NULL", value = {
        "NULL | ENGLISH",
        "'' | ENGLISH",
        "pl | POLISH",
        "ru-RU | RUSSIAN",
        "PL-pl | POLISH",
        "de, fr | ENGLISH",
        "de, ru;q=0.5 | RUSSIAN",
        "en;q=0.3, pl;q=0.8, ru;q=0.5 | POLISH",
        "pl;q=0.5, ru;q=0.5 | POLISH",
        "pl;q=0, ru;q=0.1 | RUSSIAN",
        "pl;q=0 | ENGLISH",
        "pl;q=abc, ru;q=0.2 | RUSSIAN",
        "* | ENGLISH",
        "ru, en | RUSSIAN",
        "en-GB, pl | ENGLISH",
        "pl;q=0.5;, ru;q=0.4 | POLISH",
        "'de,,pl,' | POLISH",
        "' , ;q=1, ru ;q=0.9' | RUSSIAN",
        "'ru;level=1;q=0.2,pl;q=0.1' | RUSSIAN",
        "'pl\tq=1' | ENGLISH",
        "'pl,;' | POLISH",
        "';;, ru' | RUSSIAN",
        "; | ENGLISH"})
    void acceptLanguageChoosesTheBestOfOurs(String header, Language expected) {
        assertThat(Language.fromAcceptLanguage(header)).isEqualTo(expected);
    }

    @Test
    void polishPluralsHaveThreeForms() {
        assertThat(forms(n -> Plural.polish(n, "płytka", "płytki", "płytek"), 0, 1, 2, 4, 5, 12, 14, 22, 25, 101))
                .containsExactly("płytek", "płytka", "płytki", "płytki", "płytek", "płytek", "płytek", "płytki",
                        "płytek", "płytek");
    }

    @Test
    void russianPluralsHaveThreeForms() {
        assertThat(forms(n -> Plural.russian(n, "кость", "кости", "костей"), 0, 1, 2, 4, 5, 11, 12, 21, 22, 111))
                .containsExactly("костей", "кость", "кости", "кости", "костей", "костей", "костей", "кость",
                        "кости", "костей");
    }

    private static String[] forms(java.util.function.LongFunction<String> plural, long... numbers) {
        String[] out = new String[numbers.length];
        for (int i = 0; i < numbers.length; i++) {
            out[i] = plural.apply(numbers[i]);
        }
        return out;
    }
}
