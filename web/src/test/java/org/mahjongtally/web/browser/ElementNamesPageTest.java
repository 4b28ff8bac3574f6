/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.words.ElementNames;
import org.mahjongtally.words.Language;

/**
 * The page calls every element of every preset what the CLI and the server call it: in English
 * the ruleset's own name (what {@code tally rulesets show} and {@code tally score} print, and the
 * API's {@code element}), in Polish and Russian the words module's translation of that name. The
 * page retypes none of them: it asks the engine, which is that words module compiled.
 */
class ElementNamesPageTest extends BrowserTestBase {

    @ParameterizedTest
    @ValueSource(strings = {"en", "pl", "ru"})
    void theCatalogueNamesEachPresetsSpecialHandsAsTheCliDoes(String lang) {
        Language language = Language.ofTag(lang).orElseThrow();
        useLanguage(lang);
        open("#/");
        for (String preset : Rulesets.presetIds()) {
            // each preset's catalogue as a link of the page opens it: no reload between them
            show("#/special?ruleset=" + preset + "&from=score");
            find(testId("special-hands"));
            Map<String, String> expected = new LinkedHashMap<>();
            for (Element e : Rulesets.preset(preset).elements().values()) {
                if (e.id().kind() == ElementKind.SPECIAL_HAND) {
                    expected.put(e.id().id(), ElementNames.of(e, language));
                }
            }
            // every card's id and heading, read in one look
            @SuppressWarnings("unchecked")
            List<List<String>> cards = (List<List<String>>) script("return [...document.querySelectorAll("
                    + "\"[data-testid='special-hands'] .special-hand\")].map((c) => [c.dataset.id, c.querySelector('h2').innerText])");
            Map<String, String> shown = new LinkedHashMap<>();
            cards.forEach(card -> shown.put(card.get(0), card.get(1).trim()));
            assertThat(shown).as("%s in %s", preset, lang).containsExactlyEntriesOf(expected);
            if (preset.equals("dmjl")) {
                screenshot("element-names-dmjl-" + lang);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "pl", "ru"})
    void theScoreSheetNamesEveryElementOfEveryPresetAsTheWordsModuleDoes(String lang) {
        Language language = Language.ofTag(lang).orElseThrow();
        useLanguage(lang);
        open("#/score");
        List<Map<String, Object>> lines = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (String preset : Rulesets.presetIds()) {
            for (Element e : Rulesets.preset(preset).elements().values()) {
                // a line as the API and the engine answer it: {element, id, name}
                lines.add(Map.of("id", e.id().id(), "name", e.name(), "element", e.name()));
                expected.add(preset + " " + e.id().id() + ": " + ElementNames.of(e, language));
            }
        }
        @SuppressWarnings("unchecked")
        List<String> named = (List<String>) asyncScript("""
                const done = arguments[arguments.length - 1];
                import(new URL('js/ui.js', document.baseURI).href).then(async (ui) => {
                  await ui.elementNamesReady();
                  done(arguments[0].map((line) => ui.elementName(line).textContent));
                }, (e) => done([String(e)]));
                """, lines);
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < expected.size(); i++) {
            shown.add(expected.get(i).substring(0, expected.get(i).indexOf(": ") + 2) + named.get(i));
        }
        assertThat(shown).isEqualTo(expected);
    }
}
