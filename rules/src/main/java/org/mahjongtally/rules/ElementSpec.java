/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.ElementGroup;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Scope;

/**
 * One {@code [[element]]} entry as a file gives it: only the fields that are written down, so
 * that a club file can change one value of an element and keep the rest.
 *
 * @param id the element
 * @param line the line of its {@code [[element]]} header
 * @param idLine the line of its {@code id}
 * @param broken whether the entry had a problem; it still counts as present (so exclusions
 *     that name it are not reported twice) but is not checked or applied further
 * @param name the name, if given
 * @param names the names in other languages given ({@code name-pl}), by language tag
 * @param points the points, if given, 0 to {@link RulesetLimits#MAX_POINTS}
 * @param doubles the doubles, if given, 0 to {@link RulesetLimits#MAX_DOUBLES}
 * @param limit the share of the limit in percent, if given, 0 to 100
 * @param fishing the calling loser's share of the limit in percent, if given, 0 to 100
 * @param excludes the excluded elements, if given
 * @param excludesLine the line of the {@code excludes} key, or the header's line
 * @param scope who may score it, if given
 * @param groups the groups it counts in, if given
 * @param pattern a special hand's pattern, if given (already read without a problem)
 */
record ElementSpec(
        RuleId id,
        int line,
        int idLine,
        boolean broken,
        Optional<String> name,
        Map<String, String> names,
        OptionalLong points,
        OptionalInt doubles,
        OptionalInt limit,
        OptionalInt fishing,
        Optional<Set<RuleId>> excludes,
        int excludesLine,
        Optional<Scope> scope,
        Optional<Set<ElementGroup>> groups,
        Optional<String> pattern) {

    /** Whether the entry gives the value its kind needs when the element is new. */
    boolean givesValue() {
        return switch (id.kind()) {
            case POINTS -> points.isPresent();
            case DOUBLES -> doubles.isPresent() || ElementTables.takesPoints(id) && points.isPresent();
            case SPECIAL_HAND -> limit.isPresent() || doubles.isPresent() || points.isPresent();
        };
    }

    /**
     * This entry laid over an element: the fields given replace those of {@code base}, the others
     * are kept. With no base, missing numbers are 0, a missing name is the id (the caller
     * reports a missing name before it gets here), and the scope and groups are the catalogue's.
     */
    Element over(Optional<Element> base) {
        Map<String, String> allNames = new TreeMap<>(base.map(Element::names).orElse(Map.of()));
        allNames.putAll(names);
        return new Element(id,
                name.orElse(base.map(Element::name).orElse(id.id())),
                allNames,
                points.orElse(base.map(Element::points).orElse(0L)),
                doubles.orElse(base.map(Element::doubles).orElse(0)),
                limit.orElse(base.map(Element::limitPercent).orElse(0)),
                fishing.orElse(base.map(Element::fishingPercent).orElse(0)),
                excludes.orElse(base.map(Element::excludes).orElse(Set.of())),
                scope.orElse(base.map(Element::scope).orElse(id.scope())),
                groups.orElse(base.map(Element::groups).orElse(id.groups())),
                pattern.orElse(base.map(Element::pattern).orElse("")));
    }
}
