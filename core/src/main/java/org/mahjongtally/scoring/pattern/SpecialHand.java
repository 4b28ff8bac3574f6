/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A special hand as a ruleset entry carries it (docs/special-hands.md, "A special hand's
 * entry"): its id, its name and names per language, its value, its fishing value, the elements
 * it excludes, and its pattern. Immutable.
 *
 * @param id the element id, such as {@code seven-pairs}: small letters, digits and hyphens
 * @param name the name in the ruleset's own language
 * @param names names per language tag ({@code en}, {@code pl}, {@code ru}), where the club gives them
 * @param value what the hand is worth
 * @param fishingPercent a calling loser's share of the limit, 0 for none; never above a limit share
 * @param excludes the ids of the elements that do not count with it
 * @param pattern the hand's pattern
 */
public record SpecialHand(String id, String name, Map<String, String> names, HandValue value, int fishingPercent,
        List<String> excludes, Pattern pattern) {

    /**
     * @throws IllegalArgumentException if the id is not of small letters, digits and hyphens, the
     *     name is blank, or the fishing value is below 0 or above the hand's share of the limit
     */
    public SpecialHand {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(pattern, "pattern");
        names = Map.copyOf(names);
        excludes = List.copyOf(excludes);
        if (id.isEmpty() || !isId(id)) {
            throw new IllegalArgumentException("an id is small letters, digits and hyphens, not '" + id + "'");
        }
        if (name.isBlank()) {
            throw new IllegalArgumentException("special hand " + id + " needs a name");
        }
        int most = value instanceof HandValue.LimitShare share ? share.percent() : 100;
        if (fishingPercent < 0 || fishingPercent > most) {
            throw new IllegalArgumentException("special hand " + id + ": fishing " + fishingPercent
                    + " is not 0 to " + most);
        }
    }

    private static boolean isId(String id) {
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-')) {
                return false;
            }
        }
        return true;
    }

    /** The name in this language (a tag such as {@code pl}), or the hand's own name if it has none in it. */
    public String name(String language) {
        return names.getOrDefault(language, name);
    }
}
