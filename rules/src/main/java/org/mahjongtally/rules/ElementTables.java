/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import org.mahjongtally.ruleset.ElementGroup;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Scope;

/**
 * Reads {@code [[element]]} and {@code [[remove]]} tables, checking each key's type and range
 * and that the values fit the element's kind (RuleId.kind): points for a points element,
 * doubles for a doubles element, a limit share or doubles for a special hand.
 */
final class ElementTables {

    static final List<String> ELEMENT_KEYS =
            List.of("id", "name", "points", "doubles", "limit", "fishing", "excludes", "scope", "groups");
    private static final List<String> REMOVE_KEYS = List.of("id");
    private static final List<String> ALL_IDS =
            Arrays.stream(RuleId.values()).map(RuleId::id).toList();

    private ElementTables() {
    }

    /** The entry of one {@code [[element]]} table; empty if it has no usable id. */
    static Optional<ElementSpec> element(TomlTable t, Problems problems) {
        int before = problems.size();
        unknownKeys(t, ELEMENT_KEYS, "[[element]]", problems);
        Optional<RuleId> found = ruleId(t, "[[element]]", problems);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        RuleId id = found.get();
        Reader r = new Reader(id, t.entries(), problems);
        Optional<String> name = r.name();
        OptionalLong points = r.points();
        OptionalInt doubles = r.whole("doubles", RulesetLimits.MAX_DOUBLES);
        OptionalInt limit = r.whole("limit", 100);
        OptionalInt fishing = r.whole("fishing", 100);
        Optional<Set<RuleId>> excludes = r.excludes();
        Optional<Scope> scope = r.scope();
        Optional<Set<ElementGroup>> groups = r.groups();
        checkKind(id, t.entries(), problems);
        TomlValue excludesValue = t.entries().get("excludes");
        return Optional.of(new ElementSpec(id, t.line(), problems.size() > before, name, points,
                doubles, limit, fishing, excludes,
                excludesValue == null ? t.line() : excludesValue.line(), scope, groups));
    }

    /** The element of one {@code [[remove]]} table; empty if it has no usable id. */
    static Optional<Removal> removal(TomlTable t, Problems problems) {
        unknownKeys(t, REMOVE_KEYS, "[[remove]]", problems);
        return ruleId(t, "[[remove]]", problems)
                .map(id -> new Removal(id, t.entries().get("id").line()));
    }

    /** The element id nearest to an unknown one, or empty: "did you mean 'dragon-set'?". */
    static String nearestElement(String id) {
        return NearestName.nearest(id, ALL_IDS);
    }

    private static Optional<RuleId> ruleId(TomlTable t, String table, Problems problems) {
        TomlValue v = t.entries().get("id");
        if (v == null) {
            problems.add(t.line(), RulesetIssue.NO_ID, table);
            return Optional.empty();
        }
        try {
            String text = Values.string(v);
            Optional<RuleId> id = RuleId.ofId(text);
            if (id.isEmpty()) {
                problems.add(v.line(), RulesetIssue.UNKNOWN_ELEMENT, text, nearestElement(text));
            }
            return id;
        } catch (Values.BadValue e) {
            problems.add(v.line(), RulesetIssue.KEY_VALUE, "id", e.detail());
            return Optional.empty();
        }
    }

    private static void unknownKeys(TomlTable t, List<String> known, String table,
            Problems problems) {
        for (Map.Entry<String, TomlValue> e : t.entries().entrySet()) {
            if (!known.contains(e.getKey())) {
                problems.add(e.getValue().line(), RulesetIssue.UNKNOWN_TABLE_KEY, e.getKey(), table,
                        NearestName.hintOrList(e.getKey(), known, RulesetIssue.Names.KEYS));
            }
        }
    }

    /**
     * A value that the element's kind has no use for is a mistake, not something to ignore. A
     * winner-only doubles element may give points instead of doubles, or both: the tables that
     * pay 10 points for no chows, a loose tile or a no-score hand (docs/rules.md §5 and 12, items 8-9).
     */
    private static void checkKind(RuleId id, Map<String, TomlValue> entries, Problems problems) {
        boolean winnerDoubles = takesPoints(id) && id.kind() == ElementKind.DOUBLES;
        List<String> wrong = switch (id.kind()) {
            case POINTS -> List.of("doubles", "limit", "fishing");
            case DOUBLES -> winnerDoubles ? List.of("limit", "fishing") : List.of("points", "limit", "fishing");
            case SPECIAL_HAND -> List.of("points");
        };
        RulesetIssue.Needs needs = id.kind() == ElementKind.POINTS ? RulesetIssue.Needs.POINTS
                : winnerDoubles ? RulesetIssue.Needs.DOUBLES_OR_POINTS
                : id.kind() == ElementKind.DOUBLES ? RulesetIssue.Needs.DOUBLES
                : RulesetIssue.Needs.LIMIT_OR_DOUBLES;
        for (String key : wrong) {
            TomlValue v = entries.get(key);
            if (v != null) {
                problems.add(v.line(), RulesetIssue.VALUE_NOT_FOR_KIND, id.id(), needs, key);
            }
        }
    }

    /** A scope as a ruleset file writes it: {@code winner}, {@code every-player}. */
    static String code(Scope scope) {
        return EnumCodes.code(scope.name());
    }

    /** Whether the element may be valued in points: points elements and winner-only doubles. */
    static boolean takesPoints(RuleId id) {
        return id.kind() == ElementKind.POINTS
                || id.kind() == ElementKind.DOUBLES && id.scope() == Scope.WINNER;
    }

    /** Reads the optional fields of one element, reporting bad ones against its id. */
    private record Reader(RuleId id, Map<String, TomlValue> entries, Problems problems) {

        Optional<String> name() {
            TomlValue v = entries.get("name");
            if (v == null) {
                return Optional.empty();
            }
            try {
                String name = Values.string(v).strip();
                if (name.isEmpty() || name.contains("\n")) {
                    throw new Values.BadValue(RulesetIssue.EMPTY_TEXT);
                }
                return Optional.of(name);
            } catch (Values.BadValue e) {
                report(v, "name", e);
                return Optional.empty();
            }
        }

        OptionalLong points() {
            TomlValue v = entries.get("points");
            if (v == null) {
                return OptionalLong.empty();
            }
            try {
                long n = Values.whole(v);
                if (n < 0) {
                    throw new Values.BadValue(RulesetIssue.NEGATIVE, n);
                }
                return OptionalLong.of(Values.bounded(n, RulesetLimits.MAX_POINTS));
            } catch (Values.BadValue e) {
                report(v, "points", e);
                return OptionalLong.empty();
            }
        }

        OptionalInt whole(String key, int max) {
            TomlValue v = entries.get(key);
            if (v == null) {
                return OptionalInt.empty();
            }
            try {
                return OptionalInt.of(Values.whole(v, 0, max));
            } catch (Values.BadValue e) {
                report(v, key, e);
                return OptionalInt.empty();
            }
        }

        Optional<Set<RuleId>> excludes() {
            TomlValue v = entries.get("excludes");
            if (v == null) {
                return Optional.empty();
            }
            try {
                Set<RuleId> excluded = EnumSet.noneOf(RuleId.class);
                List<String> unusable = new ArrayList<>();
                for (String text : Values.strings(v)) {
                    Optional<RuleId> other = RuleId.ofId(text);
                    if (other.isEmpty()) {
                        problems.add(v.line(), RulesetIssue.EXCLUDES_UNKNOWN, id.id(), text,
                                nearestElement(text));
                        unusable.add(text);
                    } else if (other.get() == id) {
                        problems.add(v.line(), RulesetIssue.EXCLUDES_ITSELF, id.id());
                        unusable.add(text);
                    } else if (!excluded.add(other.get())) {
                        problems.add(v.line(), RulesetIssue.EXCLUDES_TWICE, id.id(), text);
                    }
                }
                return unusable.isEmpty() ? Optional.of(excluded) : Optional.empty();
            } catch (Values.BadValue e) {
                report(v, "excludes", e);
                return Optional.empty();
            }
        }

        /** Who may score the element: "winner" or "every-player"; a special hand has no choice. */
        Optional<Scope> scope() {
            TomlValue v = entries.get("scope");
            if (v == null) {
                return Optional.empty();
            }
            try {
                String text = Values.string(v);
                if (id.kind() == ElementKind.SPECIAL_HAND) {
                    throw new Values.BadValue(RulesetIssue.SCOPE_FIXED);
                }
                for (Scope s : Scope.values()) {
                    if (code(s).equals(text)) {
                        return Optional.of(s);
                    }
                }
                throw new Values.BadValue(RulesetIssue.UNKNOWN_SCOPE, text,
                        NearestName.nearest(text, Arrays.stream(Scope.values()).map(ElementTables::code).toList()));
            } catch (Values.BadValue e) {
                report(v, "scope", e);
                return Optional.empty();
            }
        }

        /** The groups the element counts in, such as ["bonus-tiles"]; [] for none. */
        Optional<Set<ElementGroup>> groups() {
            TomlValue v = entries.get("groups");
            if (v == null) {
                return Optional.empty();
            }
            try {
                Set<ElementGroup> groups = EnumSet.noneOf(ElementGroup.class);
                List<String> known = Arrays.stream(ElementGroup.values()).map(ElementGroup::code).toList();
                for (String text : Values.strings(v)) {
                    Optional<ElementGroup> group = ElementGroup.ofCode(text);
                    if (group.isEmpty()) {
                        throw new Values.BadValue(RulesetIssue.UNKNOWN_GROUP, text,
                                NearestName.hintOrList(text, known, RulesetIssue.Names.GROUPS));
                    }
                    if (!groups.add(group.get())) {
                        throw new Values.BadValue(RulesetIssue.GROUP_TWICE, text);
                    }
                }
                return Optional.of(groups);
            } catch (Values.BadValue e) {
                report(v, "groups", e);
                return Optional.empty();
            }
        }

        private void report(TomlValue v, String key, Values.BadValue e) {
            problems.add(v.line(), RulesetIssue.ELEMENT_VALUE, id.id(), key, e.detail());
        }
    }
}
