/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;

/**
 * A table's house rules as the phone's editor makes them: a preset, and what the table wants
 * instead (every option's value, every element it scores with its values), written as the small
 * ruleset file a club would write by hand (docs/rulesets.md, "The ruleset file"): it
 * {@code extends} the preset and names only what differs, an {@code [options]} line per option
 * changed, an {@code [[element]]} per element changed or added and a {@code [[remove]]} per
 * element switched off. The text is read back by {@link Rulesets#read}, so every check of a file
 * applies, with the loader's own words.
 *
 * <p>Only the fields the editor changes are written: an element's name, points, doubles, share of
 * the limit, fishing value and exclusions; its scope and groups stay those of the preset (or the
 * catalogue's, for an element the preset lacks).
 */
public final class HouseRules {

    /**
     * One element as the table wants it.
     *
     * @param id its id
     * @param name its name
     * @param points points, 0 or more
     * @param doubles doubles, 0 or more
     * @param limit a special hand's share of the limit in percent
     * @param fishing a special hand's fishing value in percent of the limit
     * @param excludes the ids of the elements it excludes
     * @param names its names in other languages, by tag ({@code pl}, {@code ru})
     * @param pattern a special hand's pattern (docs/special-hands.md), empty for an element the
     *     engine recognises by code
     */
    public record Entry(String id, String name, Map<String, String> names, long points, long doubles, long limit,
            long fishing, List<String> excludes, String pattern) {

        /** Copies the names and exclusions. */
        public Entry {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(pattern, "pattern");
            names = new java.util.TreeMap<>(names);
            excludes = List.copyOf(excludes);
        }

        /** An element without names in other languages or a pattern. */
        public Entry(String id, String name, long points, long doubles, long limit, long fishing, List<String> excludes) {
            this(id, name, Map.of(), points, doubles, limit, fishing, excludes, "");
        }
    }

    private HouseRules() {
    }

    /**
     * The file of the house rules.
     *
     * @param preset the preset they start from
     * @param id the house ruleset's id
     * @param name its name
     * @param version its version, from 1
     * @param options option key to the value wanted ({@code Long}, {@code Boolean} or
     *     {@code String}, as the ruleset's JSON gives it); an option left out keeps the preset's
     * @param elements every element the house rules score, in any order
     */
    public static String toToml(Ruleset preset, String id, String name, long version, Map<String, ?> options,
            List<Entry> elements) {
        StringBuilder out = new StringBuilder();
        out.append("# ").append(oneLine(name)).append(": house rules made on a phone from ")
                .append(preset.id()).append('\n');
        out.append("id = ").append(RulesetWriter.quoted(id)).append('\n');
        out.append("name = ").append(RulesetWriter.quoted(name)).append('\n');
        out.append("version = ").append(version).append('\n');
        out.append("extends = ").append(RulesetWriter.quoted(preset.id())).append('\n');
        Map<String, String> changed = changedOptions(preset, options);
        if (!changed.isEmpty()) {
            out.append("\n[options]\n");
            changed.forEach((key, literal) -> out.append(key).append(" = ").append(literal).append('\n'));
        }
        Map<String, Entry> wanted = new LinkedHashMap<>();
        elements.forEach(e -> wanted.put(e.id(), e));
        for (Entry e : wanted.values()) {
            Element was = RuleId.ofId(e.id()).map(preset.elements()::get).orElse(null);
            if (was == null || !same(was, e)) {
                element(out, e, was);
            }
        }
        for (Element e : preset.elements().values()) {
            if (!wanted.containsKey(e.id().id())) {
                out.append("\n[[remove]]\nid = ").append(RulesetWriter.quoted(e.id().id())).append('\n');
            }
        }
        return out.toString();
    }

    /** The options whose wanted value differs from the preset's, as TOML literals, in file order. */
    private static Map<String, String> changedOptions(Ruleset preset, Map<String, ?> options) {
        Map<String, String> changed = new LinkedHashMap<>();
        List<String> order = new ArrayList<>(Option.keys());
        options.keySet().stream().filter(k -> !order.contains(k)).forEach(order::add);
        Map<String, Object> own = new LinkedHashMap<>();
        for (RulesetOptions.Entry e : RulesetOptions.every(preset)) {
            own.put(e.key(), e.json());
        }
        for (String key : order) {
            Object value = options.get(key);
            if (value != null && !literal(value).equals(own.containsKey(key) ? literal(own.get(key)) : null)) {
                changed.put(key, literal(value));
            }
        }
        return changed;
    }

    /** A value as TOML writes it: a number or true/false as it is, text quoted. */
    private static String literal(Object value) {
        if (value instanceof String s) {
            return TableOptions.isWholeNumber(s.strip()) ? s.strip() : RulesetWriter.quoted(s);
        }
        return String.valueOf(value);
    }

    private static boolean same(Element was, Entry e) {
        return was.pattern().equals(e.pattern()) && was.names().equals(e.names()) && was.name().equals(e.name()) && was.points() == e.points() && was.doubles() == e.doubles()
                && was.limitPercent() == e.limit() && was.fishingPercent() == e.fishing()
                && was.excludes().stream().map(RuleId::id).sorted().toList()
                        .equals(e.excludes().stream().sorted().toList());
    }

    private static void element(StringBuilder out, Entry e, Element was) {
        out.append("\n[[element]]\n");
        out.append("id = ").append(RulesetWriter.quoted(e.id())).append('\n');
        out.append("name = ").append(RulesetWriter.quoted(e.name())).append('\n');
        e.names().forEach((tag, name) -> out.append("name-").append(tag).append(" = ").append(RulesetWriter.quoted(name))
                .append('\n'));
        if (!e.pattern().isEmpty()) {
            // A hand of the table's own: its pattern and the one value it is worth.
            out.append("pattern = ").append(RulesetWriter.quoted(e.pattern())).append('\n');
            String key = e.limit() > 0 ? "limit" : e.doubles() > 0 ? "doubles" : "points";
            long value = e.limit() > 0 ? e.limit() : e.doubles() > 0 ? e.doubles() : e.points();
            out.append(key).append(" = ").append(value).append('\n');
            out.append("fishing = ").append(e.fishing()).append('\n');
            excludes(out, e);
            return;
        }
        ElementKind kind = RuleId.ofId(e.id()).map(RuleId::kind).orElse(null);
        // The fields the element's kind is valued by (ElementTables.checkKind); a doubles element
        // that a table pays in points gives them too, which the loader allows for the winner's only.
        if (kind != ElementKind.SPECIAL_HAND && (kind != ElementKind.DOUBLES || e.points() != 0 || was != null
                && was.points() != 0)) {
            out.append("points = ").append(e.points()).append('\n');
        }
        if (kind != ElementKind.POINTS) {
            out.append("doubles = ").append(e.doubles()).append('\n');
        }
        if (kind == ElementKind.SPECIAL_HAND || kind == null) {
            out.append("limit = ").append(e.limit()).append('\n');
            out.append("fishing = ").append(e.fishing()).append('\n');
        }
        excludes(out, e);
    }

    private static void excludes(StringBuilder out, Entry e) {
        out.append("excludes = [").append(String.join(", ", e.excludes().stream().sorted()
                .map(RulesetWriter::quoted).toList())).append("]\n");
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ').replace('\r', ' ');
    }
}
