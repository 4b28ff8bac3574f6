/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;

/**
 * Every scoring element has a name in every language, and each preset's own name of an element
 * (its book's) has its own translation: one of the steps of adding an element (README, "How it is
 * built"; docs/rulesets.md). The page names elements through the engine from these same tables.
 */
class ElementNamesTest {

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"POLISH", "RUSSIAN"})
    void everyElementHasANameInEveryLanguage(Language language) {
        Map<RuleId, Map<String, String>> table = ElementNames.translated(language);

        assertThat(RuleId.builtIn().stream().filter(id -> !table.containsKey(id)).toList())
                .as("elements without a name in %s", language).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"POLISH", "RUSSIAN"})
    void everyPresetsNameOfAnElementIsTranslated(Language language) {
        Map<RuleId, Map<String, String>> table = ElementNames.translated(language);
        List<String> untranslated = new ArrayList<>();
        for (String preset : Rulesets.presetIds()) {
            for (Element e : Rulesets.preset(preset).elements().values()) {
                if (!table.getOrDefault(e.id(), Map.of()).containsKey(e.name())) {
                    untranslated.add(preset + ": " + e.id().id() + " \"" + e.name() + "\"");
                }
            }
        }
        assertThat(untranslated).as("names of the presets' elements without their own %s name", language).isEmpty();
    }

    @Test
    void inEnglishAnElementIsCalledWhatItsRulesetCallsIt() {
        Element dmjl = Rulesets.preset("dmjl").element(RuleId.THIRTEEN_UNIQUE_WONDERS).orElseThrow();
        Element bmja = Rulesets.preset("bmja").element(RuleId.THIRTEEN_UNIQUE_WONDERS).orElseThrow();

        assertThat(ElementNames.of(dmjl, Language.ENGLISH)).isEqualTo("Thirteen Orphans");
        assertThat(ElementNames.of(bmja, Language.ENGLISH)).isEqualTo("Thirteen Unique Wonders");
    }

    @Test
    void oneElementThatRulesetsNameDifferentlyIsTranslatedAsEachNamesIt() {
        Element dmjl = Rulesets.preset("dmjl").element(RuleId.THIRTEEN_UNIQUE_WONDERS).orElseThrow();
        Element bmja = Rulesets.preset("bmja").element(RuleId.THIRTEEN_UNIQUE_WONDERS).orElseThrow();
        Element dmjlStreak = Rulesets.preset("dmjl").element(RuleId.EAST_STREAK).orElseThrow();
        Element millingtonStreak = Rulesets.preset("millington").element(RuleId.EAST_STREAK).orElseThrow();

        assertThat(ElementNames.of(dmjl, Language.POLISH)).isEqualTo("Trzynaście sierot");
        assertThat(ElementNames.of(bmja, Language.POLISH)).isEqualTo("Trzynaście cudów");
        assertThat(ElementNames.of(dmjl, Language.RUSSIAN)).isEqualTo("Тринадцать сирот");
        assertThat(ElementNames.of(bmja, Language.RUSSIAN)).isEqualTo("Тринадцать чудес");
        assertThat(ElementNames.of(dmjlStreak, Language.POLISH)).isEqualTo("Dziewiąta z rzędu wygrana Wschodu");
        assertThat(ElementNames.of(millingtonStreak, Language.RUSSIAN)).isEqualTo("Тринадцатый маджонг Востока подряд");
    }

    @Test
    void oneNameThatRulesetsGiveDifferentElementsReadsAlike() {
        // Millington's Wriggling Snake is the German league's Squirming Snake, not BMJA's
        // Wriggling Snake; each table reads the name its own book uses (docs/rulesets.md).
        Element millington = Rulesets.preset("millington").element(RuleId.SQUIRMING_SNAKE).orElseThrow();
        Element bmja = Rulesets.preset("bmja").element(RuleId.WRIGGLING_SNAKE).orElseThrow();

        assertThat(millington.name()).isEqualTo(bmja.name());
        assertThat(ElementNames.of(millington, Language.POLISH)).isEqualTo(ElementNames.of(bmja, Language.POLISH));
        assertThat(ElementNames.of(millington, Language.RUSSIAN)).isEqualTo(ElementNames.of(bmja, Language.RUSSIAN));
    }

    @Test
    void aClubsOwnNameTakesTheElementsUsualTranslation() {
        assertThat(ElementNames.of(RuleId.DRAGON_SET, "Dragon's breath", Language.POLISH)).isEqualTo("Pung lub kong smoków");
        assertThat(ElementNames.of(RuleId.DRAGON_SET, "Dragon's breath", Language.ENGLISH)).isEqualTo("Dragon's breath");
    }
}
