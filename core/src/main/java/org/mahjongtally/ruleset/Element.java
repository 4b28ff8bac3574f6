/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.ruleset;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * One scoring element as a ruleset values it.
 *
 * <p>Which fields matter depends on the element's {@link RuleId#kind() kind}:
 * <ul>
 *   <li>{@code POINTS}: {@code points} per occurrence (per set, per pair, per bonus tile);</li>
 *   <li>{@code DOUBLES}: {@code doubles} per occurrence;</li>
 *   <li>{@code SPECIAL_HAND}: one of {@code limitPercent} (100 = the limit, 50 = half limit),
 *       {@code doubles} applied to the basic points instead of the ordinary doubles (a hand
 *       valued like Purity), or {@code points}, the hand's whole basic score.
 *       {@code fishingPercent} is what a loser who was calling for the hand scores, in percent
 *       of the limit (0: nothing); for a doubles-valued hand any non-zero value means the loser
 *       scores its doubles without the Mah-Jong points. Its {@code pattern} says which hands it
 *       is (docs/special-hands.md).</li>
 * </ul>
 *
 * @param id the element
 * @param name its name as players know it, such as "Pung or kong of dragons"
 * @param names its name in other languages, by language tag ({@code pl}, {@code ru}), where the
 *     ruleset gives them
 * @param points basic points per occurrence, 0 or more
 * @param doubles doubles per occurrence, 0 or more
 * @param limitPercent special hands: share of the limit in percent, 0 to 100
 * @param fishingPercent special hands: a calling loser's share of the limit, 0 to 100
 * @param excludes the elements that are not scored when this one is
 * @param scope who may score it (the catalogue's {@link RuleId#scope()} unless the ruleset
 *     says otherwise); a special hand is always the winner's
 * @param groups the groups it counts in (the catalogue's {@link RuleId#groups()} unless the
 *     ruleset says otherwise)
 * @param pattern a special hand's pattern text (docs/special-hands.md), empty for an element
 *     recognised by code; the ruleset loader checks it, the scorer reads it. Left empty for a
 *     built-in special hand, it is the built-in's ({@link BuiltInHands})
 */
public record Element(
        RuleId id,
        String name,
        Map<String, String> names,
        long points,
        int doubles,
        int limitPercent,
        int fishingPercent,
        Set<RuleId> excludes,
        Scope scope,
        Set<ElementGroup> groups,
        String pattern) {

    /** Checks the ranges and copies the exclusions. */
    public Element {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        if (points < 0 || doubles < 0 || doubles > 64) {
            throw new IllegalArgumentException(id.id() + ": points and doubles must be 0 or more");
        }
        if (limitPercent < 0 || limitPercent > 100 || fishingPercent < 0 || fishingPercent > 100) {
            throw new IllegalArgumentException(id.id() + ": limit shares are percentages 0-100");
        }
        Objects.requireNonNull(scope, "scope");
        if (id.kind() == ElementKind.SPECIAL_HAND && scope != Scope.WINNER) {
            throw new IllegalArgumentException(id.id() + ": a special hand is the winner's");
        }
        excludes = excludes.isEmpty() ? Set.of() : java.util.Collections.unmodifiableSet(new TreeSet<>(excludes));
        groups = groups.isEmpty() ? Set.of() : Set.copyOf(java.util.EnumSet.copyOf(groups));
        names = names.isEmpty() ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(names));
        Objects.requireNonNull(pattern, "pattern");
        if (pattern.isEmpty() && id.kind() == ElementKind.SPECIAL_HAND) {
            pattern = BuiltInHands.pattern(id).orElse("");
        }
        if (!pattern.isEmpty() && id.kind() != ElementKind.SPECIAL_HAND) {
            throw new IllegalArgumentException(id.id() + ": only a special hand has a pattern");
        }
    }

    /** An element without names in other languages or a pattern. */
    public Element(RuleId id, String name, long points, int doubles, int limitPercent, int fishingPercent,
            Set<RuleId> excludes, Scope scope, Set<ElementGroup> groups) {
        this(id, name, Map.of(), points, doubles, limitPercent, fishingPercent, excludes, scope, groups, "");
    }

    /** An element with the catalogue's scope and groups ({@link RuleId#scope()}, {@link RuleId#groups()}). */
    public Element(RuleId id, String name, long points, int doubles, int limitPercent, int fishingPercent,
            Set<RuleId> excludes) {
        this(id, name, points, doubles, limitPercent, fishingPercent, excludes, id.scope(), id.groups());
    }

    /** A points element. */
    public static Element points(RuleId id, String name, long points) {
        return new Element(id, name, points, 0, 0, 0, Set.of());
    }

    /** A doubles element. */
    public static Element doubles(RuleId id, String name, int doubles) {
        return new Element(id, name, 0, doubles, 0, 0, Set.of());
    }

    /** A copy that excludes these elements. */
    public Element excluding(Set<RuleId> excluded) {
        return new Element(id, name, names, points, doubles, limitPercent, fishingPercent, excluded, scope, groups,
                pattern);
    }

    /** The name in this language (a tag such as {@code pl}) if the ruleset gives one. */
    public Optional<String> name(String language) {
        return Optional.ofNullable(names.get(language));
    }

    /** Whether it is a special hand given by a pattern. */
    public boolean hasPattern() {
        return !pattern.isEmpty();
    }

    /**
     * Whether its pattern is the ruleset's own, not the built-in hand's of its id: what a
     * ruleset file must write down (docs/rulesets.md, "Special hands").
     */
    public boolean ownPattern() {
        return hasPattern() && !pattern.equals(BuiltInHands.pattern(id).orElse(""));
    }

    /** Whether it counts in this group. */
    public boolean in(ElementGroup group) {
        return groups.contains(group);
    }
}
