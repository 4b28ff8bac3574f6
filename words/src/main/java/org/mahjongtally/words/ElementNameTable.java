/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.mahjongtally.ruleset.RuleId;

/**
 * The names of scoring elements in one language, keyed by element id: for each id, the English
 * names rulesets give it, each with its translation. An id's first name is its usual one, the
 * name of an element whose ruleset calls it something the table does not know (a club's own
 * name). Built once by a language's table ({@link ElementNamesPolish}); immutable after.
 */
final class ElementNameTable {

    private final Map<RuleId, Map<String, String>> names = new TreeMap<>();

    /** Adds the translation of the English name {@code english} of the element {@code id}. */
    ElementNameTable name(RuleId id, String english, String translated) {
        if (names.computeIfAbsent(id, i -> new LinkedHashMap<>()).putIfAbsent(english, translated) != null) {
            throw new IllegalArgumentException(id.id() + " \"" + english + "\" is translated twice");
        }
        return this;
    }

    /**
     * The element's name in this language: the translation of the English name its ruleset
     * gives it, else the id's usual name, else nothing (an id the table does not know).
     */
    Optional<String> of(RuleId id, String english) {
        Map<String, String> byName = names.getOrDefault(id, Map.of());
        String exact = byName.get(english);
        return exact != null ? Optional.of(exact) : byName.values().stream().findFirst();
    }

    /** Every id's English names with their translations, in the order they were added. */
    Map<RuleId, Map<String, String>> all() {
        return Collections.unmodifiableMap(names);
    }
}
