/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.mahjongtally.text.Text;
import org.mahjongtally.ruleset.RuleId;

/**
 * What one ruleset file says, checked on its own (before the ruleset it extends is known):
 * known keys and tables, value types and ranges, element ids, no element twice.
 *
 * @param id the ruleset's id, if given and well formed
 * @param idLine the line of {@code id}, or 1
 * @param name its readable title, if given
 * @param version its version number, if given
 * @param extendsRef the ruleset it extends (a preset id or a relative path), if any
 * @param options the options it sets, typed
 * @param optionKeysGiven every option key it writes, including those with bad values
 * @param optionLines the line of each option it sets
 * @param optionsLine the line of {@code [options]}, or 1 if there is none
 * @param elements its {@code [[element]]} entries, in file order, no id twice
 * @param removals its {@code [[remove]]} entries, in file order, no id twice
 */
record RulesetFile(
        Optional<String> id,
        int idLine,
        Optional<String> name,
        OptionalInt version,
        Optional<TomlValue> extendsRef,
        Map<Option, Object> options,
        Set<String> optionKeysGiven,
        Map<Option, Integer> optionLines,
        int optionsLine,
        List<ElementSpec> elements,
        List<Removal> removals) {

    /** The most characters a ruleset id may have. */
    static final int MAX_ID_LENGTH = 40;
    private static final List<String> ROOT_KEYS = List.of("id", "name", "version", "extends");
    private static final List<String> TABLES = List.of("options", "element", "remove");

    /** Reads and checks a file's document, adding every problem found to {@code problems}. */
    static RulesetFile read(TomlDocument doc, Problems problems) {
        Map<String, TomlValue> root = doc.root().entries();
        for (Map.Entry<String, TomlValue> e : root.entrySet()) {
            if (!ROOT_KEYS.contains(e.getKey())) {
                problems.add(e.getValue().line(), Option.ofKey(e.getKey()).isPresent()
                        ? RulesetIssue.OPTION_AT_TOP : RulesetIssue.UNKNOWN_TOP_KEY, e.getKey(),
                        NearestName.hintOrList(e.getKey(), ROOT_KEYS, RulesetIssue.Names.KEYS));
            }
        }
        Optional<String> id = required(root, "id", "id = \"my-club\"", problems)
                .flatMap(v -> id(v, problems));
        Optional<String> name = Optional.ofNullable(root.get("name"))
                .flatMap(v -> text(v, "name", problems));
        OptionalInt version = required(root, "version", "version = 1", problems)
                .map(v -> version(v, problems)).orElse(OptionalInt.empty());
        Optional<TomlValue> extendsRef = Optional.ofNullable(root.get("extends"))
                .filter(v -> text(v, "extends", problems).isPresent());

        Map<Option, Object> options = new HashMap<>();
        Set<String> optionKeys = new HashSet<>();
        Map<Option, Integer> optionLines = new HashMap<>();
        int optionsLine = 1;
        List<ElementSpec> elements = new ArrayList<>();
        List<Removal> removals = new ArrayList<>();
        for (TomlTable t : doc.tables()) {
            switch (t.name()) {
                case "options" -> {
                    if (t.arrayEntry()) {
                        problems.add(t.line(), RulesetIssue.OPTIONS_IN_DOUBLE_BRACKETS);
                    }
                    optionsLine = t.line();
                    readOptions(t, options, optionKeys, optionLines, problems);
                }
                case "element", "remove" -> {
                    if (!t.arrayEntry()) {
                        problems.add(t.line(), RulesetIssue.SINGLE_BRACKETS, t.name());
                    }
                    if (t.name().equals("element")) {
                        ElementTables.element(t, problems).ifPresent(elements::add);
                    } else {
                        ElementTables.removal(t, problems).ifPresent(removals::add);
                    }
                }
                default -> problems.add(t.line(), RulesetIssue.UNKNOWN_TABLE, t.name(),
                        NearestName.hintOrList(t.name(), TABLES, RulesetIssue.Names.TABLES));
            }
        }
        checkDuplicates(elements, removals, problems);
        return new RulesetFile(id, root.containsKey("id") ? root.get("id").line() : 1, name,
                version, extendsRef, options, optionKeys, optionLines, optionsLine,
                List.copyOf(elements),
                List.copyOf(removals));
    }

    private static void readOptions(TomlTable t, Map<Option, Object> options,
            Set<String> keysGiven, Map<Option, Integer> lines, Problems problems) {
        for (Map.Entry<String, TomlValue> e : t.entries().entrySet()) {
            String key = e.getKey();
            TomlValue v = e.getValue();
            Optional<Option> option = Option.ofKey(key);
            if (option.isEmpty()) {
                problems.add(v.line(), RulesetIssue.UNKNOWN_OPTION, key,
                        NearestName.hintOrList(key, Option.keys(), RulesetIssue.Names.OPTIONS));
                continue;
            }
            keysGiven.add(key);
            lines.put(option.get(), v.line());
            try {
                options.put(option.get(), option.get().read(v));
            } catch (Values.BadValue bad) {
                problems.add(v.line(), RulesetIssue.OPTION_VALUE, key, bad.detail());
            }
        }
    }

    private static void checkDuplicates(List<ElementSpec> elements, List<Removal> removals,
            Problems problems) {
        Map<RuleId, Integer> firstLine = new HashMap<>();
        for (ElementSpec e : List.copyOf(elements)) {
            Integer first = firstLine.putIfAbsent(e.id(), e.line());
            if (first != null) {
                problems.add(e.line(), RulesetIssue.ELEMENT_TWICE, e.id().id(), first);
                elements.remove(e);
            }
        }
        Map<RuleId, Integer> removedAt = new HashMap<>();
        for (Removal r : List.copyOf(removals)) {
            Integer given = firstLine.get(r.id());
            Integer first = removedAt.putIfAbsent(r.id(), r.line());
            if (given != null) {
                problems.add(r.line(), RulesetIssue.REMOVED_AND_GIVEN, r.id().id(), given);
                removals.remove(r);
            } else if (first != null) {
                problems.add(r.line(), RulesetIssue.REMOVED_TWICE, r.id().id(), first);
                removals.remove(r);
            }
        }
    }

    private static Optional<TomlValue> required(Map<String, TomlValue> root, String key,
            String example, Problems problems) {
        TomlValue v = root.get(key);
        if (v == null) {
            problems.add(1, RulesetIssue.KEY_MISSING, key, example);
        }
        return Optional.ofNullable(v);
    }

    private static Optional<String> id(TomlValue v, Problems problems) {
        return text(v, "id", problems).filter(id -> {
            boolean ok = isId(id);
            if (!ok) {
                problems.add(v.line(), RulesetIssue.BAD_ID, id);
            }
            return ok;
        });
    }

    /**
     * Whether the text is a ruleset id: 1 to {@value #MAX_ID_LENGTH} of {@code a-z}, {@code 0-9}
     * and {@code -}, not starting with {@code -}.
     */
    static boolean isId(String text) {
        if (text.isEmpty() || text.length() > MAX_ID_LENGTH || text.charAt(0) == '-') {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!(c >= 'a' && c <= 'z' || Text.isAsciiDigit(c) || c == '-')) {
                return false;
            }
        }
        return true;
    }

    private static Optional<String> text(TomlValue v, String key, Problems problems) {
        try {
            String s = Values.string(v).strip();
            if (s.isEmpty() || s.contains("\n")) {
                throw new Values.BadValue(RulesetIssue.EMPTY_TEXT);
            }
            return Optional.of(s);
        } catch (Values.BadValue e) {
            problems.add(v.line(), RulesetIssue.KEY_VALUE, key, e.detail());
            return Optional.empty();
        }
    }

    private static OptionalInt version(TomlValue v, Problems problems) {
        try {
            return OptionalInt.of(Values.whole(v, 1, Integer.MAX_VALUE));
        } catch (Values.BadValue e) {
            problems.add(v.line(), RulesetIssue.KEY_VALUE, "version", e.detail());
            return OptionalInt.empty();
        }
    }
}
