/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.stream.Collectors;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.ElementGroup;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.ruleset.Scope;

/**
 * What an element of a ruleset is worth, in words: "2 points", "1 double", "the limit (1000);
 * calling: 400", "basic points × 2^3", which elements it leaves out, and who scores it and its
 * groups where the ruleset changes them from the catalogue's.
 */
final class ElementValue {

    private ElementValue() {
    }

    /** The element's value under the ruleset, with its exclusions. */
    static String of(Element e, Ruleset ruleset) {
        String value = e.id().kind() == ElementKind.SPECIAL_HAND ? special(e, ruleset) : ordinary(e);
        if (!e.excludes().isEmpty()) {
            value += "; not with " + e.excludes().stream().map(RuleId::id).sorted()
                    .collect(Collectors.joining(", "));
        }
        if (e.scope() != e.id().scope()) {
            value += e.scope() == Scope.WINNER ? "; the winner's only" : "; every player's";
        }
        if (!e.groups().equals(e.id().groups())) {
            value += "; groups: " + (e.groups().isEmpty() ? "none" : e.groups().stream()
                    .map(ElementGroup::code).sorted().collect(Collectors.joining(", ")));
        }
        if (!e.names().isEmpty()) {
            value += "; " + e.names().entrySet().stream().map(n -> n.getKey() + ": " + n.getValue())
                    .collect(Collectors.joining(", "));
        }
        if (e.ownPattern()) {
            value += "; pattern: " + e.pattern().strip().replaceAll("\\s*\n\\s*", "; ");
        }
        return value;
    }

    private static String ordinary(Element e) {
        if (e.points() > 0 && e.doubles() > 0) {
            return points(e.points()) + ", " + doubles(e.doubles());
        }
        if (e.points() > 0 || e.id().kind() == ElementKind.POINTS) {
            return points(e.points());
        }
        return doubles(e.doubles());
    }

    private static String special(Element e, Ruleset ruleset) {
        if (e.limitPercent() == 0 && e.doubles() == 0) {
            return points(e.points()) + (e.fishingPercent() > 0 ? "; calling: " + share(e.fishingPercent(), ruleset) : "");
        }
        if (e.limitPercent() == 0) {
            return "basic points × 2^" + e.doubles()
                    + (e.fishingPercent() > 0 ? "; calling: the same without Mah-Jong" : "");
        }
        String value = e.limitPercent() == 100 ? "the limit (" + share(100, ruleset) + ")"
                : e.limitPercent() + "% of the limit (" + share(e.limitPercent(), ruleset) + ")";
        return e.fishingPercent() > 0 ? value + "; calling: " + share(e.fishingPercent(), ruleset) : value;
    }

    private static long share(int percent, Ruleset ruleset) {
        return ruleset.limitValue() * percent / 100;
    }

    static String points(long n) {
        return n + (n == 1 ? " point" : " points");
    }

    static String doubles(int n) {
        return n + (n == 1 ? " double" : " doubles");
    }
}
