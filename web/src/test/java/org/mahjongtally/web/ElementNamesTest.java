/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongtally.ruleset.RuleId;

/**
 * Every scoring element the engine knows has its name in each of the page's languages (the key
 * {@code el.ID} of {@code public/i18n/LANG.js}), so that a score sheet on the page names each line
 * in the page's language rather than in the English of a ruleset file. One of the steps of
 * adding an element (README, "How it is built"; {@code docs/rulesets.md}).
 */
class ElementNamesTest {

    @ParameterizedTest
    @ValueSource(strings = {"en", "pl", "ru"})
    void everyElementIsNamedInEveryLanguage(String language) throws IOException {
        String messages = read("/public/i18n/" + language + ".js");
        List<String> unnamed = Arrays.stream(RuleId.values())
                .map(RuleId::id)
                .filter(id -> !messages.contains("'el." + id + "':"))
                .toList();
        assertThat(unnamed).as("elements without a name in %s.js", language).isEmpty();
    }

    private static String read(String resource) throws IOException {
        try (InputStream in = ElementNamesTest.class.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
