/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import java.util.Map;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;

/**
 * What a scoring element is called, in each language. This is the one place every adapter asks
 * (the CLI, the JSON, and the page through the engine), so that they all call an element alike.
 *
 * <p>In English an element is called what its ruleset calls it ({@link Element#name()}): each
 * preset file takes the names of its own book (BMJA's Thirteen Unique Wonders, the German
 * league's Thirteen Orphans, Millington's Kong upon Kong), and a club's file its own. In Polish
 * and Russian the name is the translation of that English name, from one table per language
 * keyed by element id ({@link ElementNamesPolish}, {@link ElementNamesRussian}); a name the
 * table does not know (a club's own) takes the id's usual translation.
 */
public final class ElementNames {

    private ElementNames() {
    }

    /**
     * The name of element {@code id}, which its ruleset calls {@code rulesetName} (in English),
     * in the language: the ruleset's name itself in English, or for an id no table knows.
     */
    public static String of(RuleId id, String rulesetName, Language language) {
        return switch (language) {
            case ENGLISH -> rulesetName;
            case POLISH -> ElementNamesPolish.NAMES.of(id, rulesetName).orElse(rulesetName);
            case RUSSIAN -> ElementNamesRussian.NAMES.of(id, rulesetName).orElse(rulesetName);
        };
    }

    /**
     * The element's name in the language: the name its ruleset gives it in that language
     * ({@code name-pl}), else as {@link #of(RuleId, String, Language)}.
     */
    public static String of(Element element, Language language) {
        return element.name(language.tag()).orElseGet(() -> of(element.id(), element.name(), language));
    }

    /**
     * Every English name the language's table translates, per element id, with its translation
     * (empty for English, whose names are the rulesets'): for tests of completeness.
     */
    public static Map<RuleId, Map<String, String>> translated(Language language) {
        return switch (language) {
            case ENGLISH -> Map.of();
            case POLISH -> ElementNamesPolish.NAMES.all();
            case RUSSIAN -> ElementNamesRussian.NAMES.all();
        };
    }
}
