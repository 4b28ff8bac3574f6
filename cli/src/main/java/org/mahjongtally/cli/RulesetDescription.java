/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.Collection;
import java.util.List;
import org.mahjongtally.rules.RulesetOptions;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.ruleset.Scope;

/**
 * A whole ruleset as a person reads it: its title and hash, every option with its value and
 * what it decides, then every element, grouped by what it gives and to whom.
 */
final class RulesetDescription {

    /** The groups elements are listed in, with their headings. */
    private enum Group {
        POINTS_ALL("Points for every player", ElementKind.POINTS, Scope.EVERY_PLAYER),
        POINTS_WINNER("Points for the winner", ElementKind.POINTS, Scope.WINNER),
        DOUBLES_ALL("Doubles for every player", ElementKind.DOUBLES, Scope.EVERY_PLAYER),
        DOUBLES_WINNER("Doubles for the winner", ElementKind.DOUBLES, Scope.WINNER),
        SPECIAL("Special hands", ElementKind.SPECIAL_HAND, Scope.WINNER);

        private final String heading;
        private final ElementKind kind;
        private final Scope scope;

        Group(String heading, ElementKind kind, Scope scope) {
            this.heading = heading;
            this.kind = kind;
            this.scope = scope;
        }

        boolean holds(Element e) {
            return e.id().kind() == kind && e.scope() == scope;
        }
    }

    private RulesetDescription() {
    }

    static String render(Ruleset r) {
        int nameWidth = nameWidth(r.elements().values());
        Lines out = new Lines();
        out.add(r.id() + ": " + r.name());
        out.add("Version " + r.version() + ", hash " + r.hash() + ", " + r.elements().size() + " elements");
        out.add("");
        out.add("Options");
        for (RulesetOptions.Entry o : RulesetOptions.of(r)) {
            out.add("  %-27s %-14s  %s", o.key(), o.value(), o.description());
        }
        for (Group g : Group.values()) {
            List<Element> elements = r.elements().values().stream().filter(g::holds).toList();
            if (!elements.isEmpty()) {
                out.add("");
                out.add(g.heading + " (" + elements.size() + ")");
                elements.forEach(e -> element(out, e, r, nameWidth));
            }
        }
        return out.toString();
    }

    /** One element: id, name and value, the names padded to {@code nameWidth}. */
    static void element(Lines out, Element e, Ruleset r, int nameWidth) {
        out.add("  %-30s %-" + nameWidth + "s  %s", e.id().id(), e.name(), ElementValue.of(e, r));
    }

    /** The width of the longest name, so that the values line up. */
    static int nameWidth(Collection<Element> elements) {
        return elements.stream().mapToInt(e -> e.name().length()).max().orElse(1);
    }
}
