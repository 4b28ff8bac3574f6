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
import org.mahjongtally.Message;
import org.mahjongtally.ruleset.ElementGroup;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Scope;
import org.mahjongtally.scoring.pattern.Pattern;
import org.mahjongtally.scoring.pattern.PatternException;

/**
 * Reads {@code [[element]]} and {@code [[remove]]} tables, checking each key's type and range
 * and that the values fit the element's kind (RuleId.kind): points for a points element,
 * doubles for a doubles element, a limit share or doubles for a special hand.
 */
final class ElementTables {

    static final List<String> ELEMENT_KEYS = List.of("id", "name", "points", "doubles", "limit", "fishing",
            "excludes", "scope", "groups", "pattern");
    /** The start of a key that names an element in one language: {@code name-pl}. */
    static final String NAME_IN = "name-";
    private static final List<String> REMOVE_KEYS = List.of("id");
    private static final List<String> ALL_IDS =
            RuleId.builtIn().stream().map(RuleId::id).toList();

    private ElementTables() {
    }

    /** The entry of one {@code [[element]]} table; empty if it has no usable id. */
    static Optional<ElementSpec> element(TomlTable t, Problems problems) {
        int before = problems.size();
        unknownKeys(t, ELEMENT_KEYS, "[[element]]", problems);
        Optional<RuleId> found = ruleId(t, "[[element]]", true, problems);
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
        Map<String, String> names = r.names();
        Optional<String> pattern = r.pattern();
        checkKind(id, t.entries(), problems);
        TomlValue excludesValue = t.entries().get("excludes");
        return Optional.of(new ElementSpec(id, t.line(), t.entries().get("id").line(), problems.size() > before, name, names, points,
                doubles, limit, fishing, excludes,
                excludesValue == null ? t.line() : excludesValue.line(), scope, groups, pattern));
    }

    /** The element of one {@code [[remove]]} table; empty if it has no usable id. */
    static Optional<Removal> removal(TomlTable t, Problems problems) {
        unknownKeys(t, REMOVE_KEYS, "[[remove]]", problems);
        return ruleId(t, "[[remove]]", true, problems)
                .map(id -> new Removal(id, t.entries().get("id").line()));
    }

    /** The element id nearest to an unknown one, or empty: "did you mean 'dragon-set'?". */
    static String nearestElement(String id) {
        return NearestName.nearest(id, ALL_IDS);
    }

    /** The id nearest to an unknown one among the built-in elements and {@code more}. */
    static String nearestElement(String id, java.util.Collection<RuleId> more) {
        List<String> known = new ArrayList<>(ALL_IDS);
        more.stream().filter(r -> !r.isBuiltIn()).map(RuleId::id).forEach(known::add);
        return NearestName.nearest(id, known);
    }

    /**
     * The element an entry names: a built-in element, or with {@code ownHand} any other well
     * formed id, as a special hand of the ruleset's own; whether there is such a hand (the entry
     * gives its pattern, or the ruleset it extends has it) the merge tells.
     */
    private static Optional<RuleId> ruleId(TomlTable t, String table, boolean ownHand, Problems problems) {
        TomlValue v = t.entries().get("id");
        if (v == null) {
            problems.add(t.line(), RulesetIssue.NO_ID, table);
            return Optional.empty();
        }
        try {
            String text = Values.string(v);
            Optional<RuleId> id = RuleId.ofId(text);
            if (id.isEmpty() && ownHand && RuleId.isWellFormed(text)) {
                return Optional.of(RuleId.houseHand(text));
            }
            if (id.isEmpty()) {
                String nearest = nearestElement(text);
                problems.add(v.line(), ownHand || !nearest.isEmpty() ? RulesetIssue.UNKNOWN_ELEMENT
                        : RulesetIssue.UNKNOWN_ELEMENT_NO_PATTERN, text, nearest);
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
            if (known == ELEMENT_KEYS && e.getKey().startsWith(NAME_IN)) {
                continue;
            }
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
            case SPECIAL_HAND -> List.of();
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
        TomlValue pattern = entries.get("pattern");
        if (pattern != null && id.kind() != ElementKind.SPECIAL_HAND) {
            problems.add(pattern.line(), RulesetIssue.PATTERN_NOT_FOR_KIND, id.id());
        }
    }

    /** A scope as a ruleset file writes it: {@code winner}, {@code every-player}. */
    static String code(Scope scope) {
        return EnumCodes.code(scope.name());
    }

    /** Whether the text is a language tag as a name key takes it: two or three small letters. */
    static boolean isLanguage(String tag) {
        if (tag.length() < 2 || tag.length() > 3) {
            return false;
        }
        for (int i = 0; i < tag.length(); i++) {
            if (tag.charAt(i) < 'a' || tag.charAt(i) > 'z') {
                return false;
            }
        }
        return true;
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

        /** The names in other languages: each {@code name-pl = "..."} key. */
        Map<String, String> names() {
            Map<String, String> names = new java.util.TreeMap<>();
            for (Map.Entry<String, TomlValue> e : entries.entrySet()) {
                if (!e.getKey().startsWith(NAME_IN)) {
                    continue;
                }
                String language = e.getKey().substring(NAME_IN.length());
                if (!isLanguage(language)) {
                    problems.add(e.getValue().line(), RulesetIssue.BAD_NAME_LANGUAGE, e.getKey());
                    continue;
                }
                try {
                    String name = Values.string(e.getValue()).strip();
                    if (name.isEmpty() || name.contains("\n")) {
                        throw new Values.BadValue(RulesetIssue.EMPTY_TEXT);
                    }
                    names.put(language, name);
                } catch (Values.BadValue bad) {
                    report(e.getValue(), e.getKey(), bad);
                }
            }
            return names;
        }

        /**
         * The pattern, read by the pattern language (docs/special-hands.md); a mistake in it is
         * reported at its own line and column in the file.
         */
        Optional<String> pattern() {
            TomlValue v = entries.get("pattern");
            if (v == null || id.kind() != ElementKind.SPECIAL_HAND) {
                return Optional.empty();
            }
            try {
                String text = Values.string(v);
                Pattern.parse(text);
                return Optional.of(text);
            } catch (Values.BadValue e) {
                report(v, "pattern", e);
            } catch (PatternException e) {
                int[] at = v.fileLineAndColumn(e.line(), e.column());
                problems.addAt(at[0], at[1], Message.of(RulesetIssue.PATTERN, id.id(), e.problem()));
            }
            return Optional.empty();
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
                Set<RuleId> excluded = new java.util.TreeSet<>();
                List<String> unusable = new ArrayList<>();
                for (String text : Values.strings(v)) {
                    Optional<RuleId> other = RuleId.ofId(text);
                    if (other.isEmpty() && RuleId.isWellFormed(text)) {
                        // Perhaps a special hand of this ruleset's own: the resolved ruleset tells.
                        other = Optional.of(RuleId.houseHand(text));
                    }
                    if (other.isEmpty()) {
                        problems.add(v.line(), RulesetIssue.EXCLUDES_UNKNOWN, id.id(), text,
                                nearestElement(text));
                        unusable.add(text);
                    } else if (other.get().equals(id)) {
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
