/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.MessageKey;

/**
 * Every key of every area has words in all three languages, and every language uses every
 * parameter the key has: changing one parameter's value changes the words in each language.
 * (The compiler already refuses a phrasebook that leaves out a key; this catches a translation
 * that forgets a placeholder.)
 */
class WordsCompletenessTest {

    static Stream<Arguments> keys() {
        List<Arguments> all = new ArrayList<>();
        for (Class<?> type : Words.in(Language.ENGLISH).keyTypes()) {
            for (Object key : type.getEnumConstants()) {
                all.add(Arguments.of(key));
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keys")
    void everyLanguageSaysItWithEveryParameter(MessageKey key) {
        for (Language language : Language.values()) {
            Words words = Words.in(language);
            String text = words.render(SampleMessages.of(key));
            assertThat(text).as(language + " " + key).isNotBlank().doesNotContain("null");
            for (int i = 0; i < key.parameters().size(); i++) {
                assertThat(words.render(SampleMessages.varying(key, i)))
                        .as(language + " " + key + " uses " + key.parameters().get(i).name())
                        .isNotEqualTo(text);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keys")
    void polishAndRussianAreNotEnglish(MessageKey key) {
        String english = Words.in(Language.ENGLISH).render(SampleMessages.of(key));
        assertThat(Words.in(Language.POLISH).render(SampleMessages.of(key))).isNotEqualTo(english);
        assertThat(Words.in(Language.RUSSIAN).render(SampleMessages.of(key))).isNotEqualTo(english);
    }

    @Test
    void everyLanguageCoversTheSameAreas() {
        assertThat(Words.in(Language.POLISH).keyTypes()).isEqualTo(Words.in(Language.ENGLISH).keyTypes());
        assertThat(Words.in(Language.RUSSIAN).keyTypes()).isEqualTo(Words.in(Language.ENGLISH).keyTypes());
        assertThat(Words.in(Language.ENGLISH).keyTypes()).isNotEmpty();
    }
}
