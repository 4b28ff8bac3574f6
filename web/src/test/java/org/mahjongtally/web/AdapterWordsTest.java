/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.json.JsonProblem;
import org.mahjongtally.MessageKey;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.SampleMessages;
import org.mahjongtally.words.Words;

/**
 * The words the API answers in (core's, the store's and the web's own keys) cover the same keys
 * in every language, and each language uses every parameter of every key: changing one value
 * changes the words. Polish and Russian are not the English text.
 */
class AdapterWordsTest {

    static Stream<Arguments> keys() {
        List<Arguments> all = new ArrayList<>();
        for (Class<?> type : WebPhrasebooks.words(Language.ENGLISH).keyTypes()) {
            for (Object key : type.getEnumConstants()) {
                all.add(Arguments.of(key));
            }
        }
        return all.stream();
    }

    @Test
    void everyLanguageCoversTheWebsKeys() {
        for (Language language : Language.values()) {
            assertThat(WebPhrasebooks.words(language).keyTypes()).as(language.tag())
                    .contains(WebProblem.class)
                    .isEqualTo(WebPhrasebooks.words(Language.ENGLISH).keyTypes());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keys")
    void everyLanguageSaysItWithEveryParameter(MessageKey key) {
        String english = WebPhrasebooks.words(Language.ENGLISH).render(SampleMessages.of(key));
        for (Language language : Language.values()) {
            Words words = WebPhrasebooks.words(language);
            String text = words.render(SampleMessages.of(key));
            assertThat(text).as(language + " " + key).isNotBlank();
            // JSON's null is named as it is ("or null for a draw"); any other "null" is a value gone missing.
            assertThat(nulls(text)).as(language + " " + key + " says null as often as English").isEqualTo(nulls(english));
            assertThat(english.replace("null for a draw", "").replace("string or null", "").replace(", not null", "")
                    .replace("is null;", "")).as(key + " in English").doesNotContain("null");
            if (language != Language.ENGLISH) {
                assertThat(text).as(language + " " + key).isNotEqualTo(english);
            }
            for (int i = 0; i < key.parameters().size(); i++) {
                if (language != Language.ENGLISH && isParsersEnglish(key, key.parameters().get(i).name())) {
                    continue;
                }
                assertThat(words.render(SampleMessages.varying(key, i))).as(language + " " + key + " uses "
                        + key.parameters().get(i).name()).isNotEqualTo(text);
            }
        }
    }

    /**
     * The JSON parser's own reason is English text from Jackson: only English shows it; the
     * other languages say where (line and column) instead.
     */
    private static boolean isParsersEnglish(MessageKey key, String parameter) {
        return key == JsonProblem.NOT_JSON && parameter.equals("reason");
    }

    private static int nulls(String text) {
        return text.split("null", -1).length - 1;
    }
}
