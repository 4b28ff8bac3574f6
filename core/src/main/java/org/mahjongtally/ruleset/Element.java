/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.ruleset;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * One scoring element as a ruleset values it.
 *
 * <p>Which fields matter depends on the element's {@link RuleId#kind() kind}:
 * <ul>
 *   <li>{@code POINTS}: {@code points} per occurrence (per set, per pair, per bonus tile);</li>
 *   <li>{@code DOUBLES}: {@code doubles} per occurrence;</li>
 *   <li>{@code SPECIAL_HAND}: either {@code limitPercent} (100 = the limit, 50 = half limit),
 *       or, for a hand valued like Purity, {@code doubles} applied to the basic points instead
 *       of the ordinary doubles. {@code fishingPercent} is what a loser who was calling for the
 *       hand scores, in percent of the limit (0: nothing); for a doubles-valued hand any
 *       non-zero value means the loser scores its doubles without the Mah-Jong points.</li>
 * </ul>
 *
 * @param id the element
 * @param name its name as players know it, such as "Pung or kong of dragons"
 * @param points basic points per occurrence, 0 or more
 * @param doubles doubles per occurrence, 0 or more
 * @param limitPercent special hands: share of the limit in percent, 0 to 100
 * @param fishingPercent special hands: a calling loser's share of the limit, 0 to 100
 * @param excludes the elements that are not scored when this one is
 * @param scope who may score it (the catalogue's {@link RuleId#scope()} unless the ruleset
 *     says otherwise); a special hand is always the winner's
 * @param groups the groups it counts in (the catalogue's {@link RuleId#groups()} unless the
 *     ruleset says otherwise)
 */
public record Element(
        RuleId id,
        String name,
        long points,
        int doubles,
        int limitPercent,
        int fishingPercent,
        Set<RuleId> excludes,
        Scope scope,
        Set<ElementGroup> groups) {

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
        excludes = excludes.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(excludes));
        groups = groups.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(groups));
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
        return new Element(id, name, points, doubles, limitPercent, fishingPercent, excluded, scope, groups);
    }

    /** Whether it counts in this group. */
    public boolean in(ElementGroup group) {
        return groups.contains(group);
    }
}
