/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;

/**
 * What differs between two rulesets: the options whose values differ, the elements only one
 * of them scores, and the elements both score with a different name, value or exclusions.
 * Ids, titles and versions are not compared; two rulesets with the same hash have no
 * differences.
 *
 * @param from the first ruleset
 * @param to the second ruleset
 * @param options the options that differ, in file-format order
 * @param onlyInFrom the elements only the first scores, in catalogue order
 * @param onlyInTo the elements only the second scores, in catalogue order
 * @param changed the elements both score differently, in catalogue order
 */
public record RulesetDiff(
        Ruleset from,
        Ruleset to,
        List<OptionChange> options,
        List<Element> onlyInFrom,
        List<Element> onlyInTo,
        List<ElementChange> changed) {

    /**
     * An option whose value differs.
     *
     * @param key the option's key
     * @param from its value in the first ruleset, as a file writes it
     * @param to its value in the second ruleset
     */
    public record OptionChange(String key, String from, String to) {
    }

    /**
     * An element both rulesets score, differently.
     *
     * @param from the element in the first ruleset
     * @param to the element in the second ruleset
     */
    public record ElementChange(Element from, Element to) {
    }

    /** Copies the lists. */
    public RulesetDiff {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        options = List.copyOf(options);
        onlyInFrom = List.copyOf(onlyInFrom);
        onlyInTo = List.copyOf(onlyInTo);
        changed = List.copyOf(changed);
    }

    /** What differs from {@code from} to {@code to}. */
    public static RulesetDiff of(Ruleset from, Ruleset to) {
        List<OptionChange> options = new ArrayList<>();
        List<RulesetOptions.Entry> a = RulesetOptions.every(from);
        List<RulesetOptions.Entry> b = RulesetOptions.every(to);
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).value().equals(b.get(i).value())) {
                options.add(new OptionChange(a.get(i).key(), a.get(i).value(), b.get(i).value()));
            }
        }
        List<Element> onlyInFrom = new ArrayList<>();
        List<Element> onlyInTo = new ArrayList<>();
        List<ElementChange> changed = new ArrayList<>();
        java.util.SortedSet<RuleId> ids = new java.util.TreeSet<>(from.elements().keySet());
        ids.addAll(to.elements().keySet());
        for (RuleId id : ids) {
            Element x = from.elements().get(id);
            Element y = to.elements().get(id);
            if (x != null && y == null) {
                onlyInFrom.add(x);
            } else if (x == null && y != null) {
                onlyInTo.add(y);
            } else if (x != null && !x.equals(y)) {
                changed.add(new ElementChange(x, y));
            }
        }
        return new RulesetDiff(from, to, options, onlyInFrom, onlyInTo, changed);
    }

    /** Whether nothing differs: the two have the same rules, and so the same hash. */
    public boolean isEmpty() {
        return options.isEmpty() && onlyInFrom.isEmpty() && onlyInTo.isEmpty() && changed.isEmpty();
    }
}
