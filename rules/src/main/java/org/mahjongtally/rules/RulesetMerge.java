/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.settlement.SettlementException;
import org.mahjongtally.settlement.TallySet;

/**
 * Lays a checked file over the ruleset it extends (or over nothing) and checks what comes
 * out: every option set, new elements named and valued, special hands valued one way, and
 * exclusions that name elements the result scores.
 */
final class RulesetMerge {

    private final RulesetFile file;
    private final boolean baseKnown;
    private final Problems problems;
    private final Map<Option, Object> options = new HashMap<>();
    private final Map<RuleId, Element> elements = new TreeMap<>();
    private final Map<RuleId, Integer> removedAt = new TreeMap<>();
    private final Set<RuleId> brokenIds = new HashSet<>();

    private RulesetMerge(RulesetFile file, boolean baseKnown, Problems problems) {
        this.file = file;
        this.baseKnown = baseKnown;
        this.problems = problems;
    }

    /**
     * The resolved ruleset, or empty if there are problems (the new ones are added).
     *
     * @param base the resolved ruleset the file extends, if it extends one that loaded
     * @param baseKnown false when the file extends a ruleset that could not be loaded: checks
     *     that need it (override or addition, what may be removed) are skipped
     */
    static Optional<Ruleset> apply(RulesetFile file, Optional<Ruleset> base, boolean baseKnown,
            Problems problems) {
        RulesetMerge merge = new RulesetMerge(file, baseKnown, problems);
        base.ifPresent(b -> {
            merge.options.putAll(Option.all(b));
            merge.elements.putAll(b.elements());
        });
        merge.options();
        merge.removals();
        merge.elements();
        merge.exclusions();
        merge.eastStreak();
        merge.settlementTogether();
        return problems.isEmpty() ? Optional.of(merge.build()) : Optional.empty();
    }

    private void options() {
        options.putAll(file.options());
        if (file.extendsRef().isPresent()) {
            return;
        }
        for (Option o : Option.values()) {
            o.defaultValue().ifPresent(value -> options.putIfAbsent(o, value));
        }
        List<String> missing = Option.values().stream()
                .filter(o -> !options.containsKey(o) && !file.optionKeysGiven().contains(o.key()))
                .map(Option::key).toList();
        if (!missing.isEmpty()) {
            problems.add(file.optionsLine(), RulesetIssue.OPTIONS_MISSING, String.join(", ", missing));
        }
    }

    private void removals() {
        for (Removal r : file.removals()) {
            if (file.extendsRef().isEmpty()) {
                problems.add(r.line(), RulesetIssue.NOTHING_TO_REMOVE, r.id().id());
            } else if (baseKnown && !elements.containsKey(r.id()) && !r.id().isBuiltIn()) {
                problems.add(r.line(), RulesetIssue.UNKNOWN_ELEMENT, r.id().id(),
                        ElementTables.nearestElement(r.id().id(), elements.keySet()));
            } else if (baseKnown && !elements.containsKey(r.id())) {
                problems.add(r.line(), RulesetIssue.NOT_IN_BASE, r.id().id());
            } else {
                elements.remove(r.id());
                removedAt.put(r.id(), r.line());
            }
        }
    }

    private void elements() {
        for (ElementSpec spec : file.elements()) {
            if (spec.broken()) {
                brokenIds.add(spec.id());
                continue;
            }
            Optional<Element> old = Optional.ofNullable(elements.get(spec.id()));
            if (old.isEmpty() && !baseKnown) {
                brokenIds.add(spec.id());
                continue;
            }
            if (old.isEmpty() && !spec.id().isBuiltIn() && spec.pattern().isEmpty()) {
                String nearest = ElementTables.nearestElement(spec.id().id(), elements.keySet());
                problems.add(spec.idLine(), nearest.isEmpty() ? RulesetIssue.UNKNOWN_ELEMENT_NO_PATTERN
                        : RulesetIssue.UNKNOWN_ELEMENT, spec.id().id(), nearest);
                brokenIds.add(spec.id());
                continue;
            }
            if (old.isEmpty() && !isComplete(spec)) {
                brokenIds.add(spec.id());
                continue;
            }
            Element merged = spec.over(old);
            if (spec.id().kind() == ElementKind.SPECIAL_HAND && !specialHandValued(spec, merged)) {
                brokenIds.add(spec.id());
                continue;
            }
            elements.put(spec.id(), merged);
        }
    }

    /** A new element needs a name and the value its kind is scored by. */
    private boolean isComplete(ElementSpec spec) {
        String id = spec.id().id();
        boolean complete = true;
        if (spec.name().isEmpty()) {
            problems.add(spec.line(), RulesetIssue.NEW_ELEMENT_NEEDS_NAME, id);
            complete = false;
        }
        if (!spec.givesValue()) {
            problems.add(spec.line(), RulesetIssue.NEW_ELEMENT_NEEDS_VALUE, id, spec.id().kind());
            complete = false;
        }
        return complete;
    }

    /** A special hand scores a share of the limit, its own doubles or its own points: exactly one of them. */
    private boolean specialHandValued(ElementSpec spec, Element e) {
        String id = spec.id().id();
        if (e.limitPercent() == 0 && e.doubles() == 0 && e.points() == 0) {
            problems.add(spec.line(), RulesetIssue.SPECIAL_HAND_UNVALUED, id);
            return false;
        }
        if (e.points() > 0 && (e.limitPercent() > 0 || e.doubles() > 0)) {
            problems.add(spec.line(), RulesetIssue.SPECIAL_HAND_POINTS_AND, id, e.points());
            return false;
        }
        if (e.limitPercent() > 0 && e.doubles() > 0) {
            problems.add(spec.line(), RulesetIssue.SPECIAL_HAND_BOTH, id, e.limitPercent(), e.doubles());
            return false;
        }
        if (e.limitPercent() > 0 && e.fishingPercent() > e.limitPercent()) {
            problems.add(spec.line(), RulesetIssue.FISHING_ABOVE_LIMIT, id, e.fishingPercent(),
                    e.limitPercent());
            return false;
        }
        return true;
    }

    private void exclusions() {
        for (Element e : elements.values()) {
            for (RuleId x : e.excludes()) {
                if (elements.containsKey(x) || brokenIds.contains(x)) {
                    continue;
                }
                Optional<ElementSpec> spec = file.elements().stream()
                        .filter(s -> s.id().equals(e.id()) && s.excludes().isPresent()).findFirst();
                if (spec.isPresent() && !x.isBuiltIn()) {
                    problems.add(spec.get().excludesLine(), RulesetIssue.EXCLUDES_UNKNOWN, e.id().id(), x.id(),
                            ElementTables.nearestElement(x.id(), elements.keySet()));
                } else if (spec.isPresent()) {
                    problems.add(spec.get().excludesLine(), RulesetIssue.EXCLUDES_UNSCORED, e.id().id(),
                            x.id());
                } else if (removedAt.containsKey(x)) {
                    problems.add(removedAt.get(x), RulesetIssue.REMOVED_BUT_EXCLUDED, x.id(), e.id().id());
                } else {
                    problems.add(1, RulesetIssue.EXCLUDES_UNSCORED, e.id().id(), x.id());
                }
            }
        }
    }

    /** The limit hand of East's streak needs the streak's length: without it, it never applies. */
    private void eastStreak() {
        if (!elements.containsKey(RuleId.EAST_STREAK)
                || !Integer.valueOf(0).equals(options.get(Option.EAST_STREAK_LIMIT))) {
            return;
        }
        int line = file.elements().stream().filter(e -> e.id() == RuleId.EAST_STREAK)
                .map(ElementSpec::line).findFirst()
                .orElse(file.optionLines().getOrDefault(Option.EAST_STREAK_LIMIT, 1));
        problems.add(line, RulesetIssue.EAST_STREAK_WITHOUT_LIMIT);
    }

    /**
     * The settlement options go together (core says which do not: {@code differenceCap} with the
     * alternative method); the problem is put on the line of the last option the file sets.
     */
    private void settlementTogether() {
        if (!problems.isEmpty()) {
            return;
        }
        try {
            Option.settlement(options);
        } catch (SettlementException e) {
            int line = file.optionLines().values().stream().max(Integer::compare).orElse(file.optionsLine());
            problems.add(line, RulesetIssue.OPTIONS_CLASH, e.message());
        }
    }

    private Ruleset build() {
        String id = file.id().orElseThrow();
        Ruleset unhashed = new Ruleset(id, file.name().orElse(id), file.version().orElseThrow(),
                elements, Option.scoring(options), Option.settlement(options),
                (TallySet) options.get(Option.TALLIES), "");
        return RulesetText.withHash(unhashed);
    }
}
