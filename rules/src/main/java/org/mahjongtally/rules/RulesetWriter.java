/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.ElementGroup;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.settlement.Limit;

/**
 * Writes a resolved {@link Ruleset} as a standalone ruleset file: no {@code extends}, every
 * option and every element written out, so the text alone gives back the same rules (an equal
 * {@code Ruleset} with the same hash) however the presets change later. The store keeps a
 * game's rules this way.
 *
 * <p>Every option of the format is written, taken from the option catalogue itself, so an
 * option added to the format is written without a change here. An element is written with
 * its name, the value its kind is scored by (even when 0), every other non-zero number and its
 * exclusions.
 *
 * <p>The text is read back with {@link #read(String, String)}. {@link Rulesets#read} reads it
 * too, unless its id is a preset's: a club file may not take a preset's id, but a frozen copy
 * of a preset keeps it.
 */
public final class RulesetWriter {

    private RulesetWriter() {
    }

    /** The ruleset as a standalone file, options and elements in catalogue order. */
    public static String toToml(Ruleset ruleset) {
        return toToml(ruleset, Map.of());
    }

    /**
     * Reads a standalone ruleset written by {@link #toToml}: checked like any ruleset file,
     * but its id may be a preset's and it may not {@code extends} anything.
     *
     * @param fileName the name to show in problems
     * @throws RulesetException listing every problem
     */
    public static Ruleset read(String fileName, String toml) {
        return STANDALONE.load(RulesetSource.text(fileName, toml), List.of());
    }

    /** A loader that knows no presets, so nothing can be extended and every id is allowed. */
    private static final RulesetLoader STANDALONE = new RulesetLoader(new RulesetLoader.Presets() {
        @Override
        public List<String> ids() {
            return List.of();
        }

        @Override
        public Ruleset get(String id, List<RulesetSource> chain) {
            throw new IllegalStateException("a standalone ruleset extends nothing");
        }

        @Override
        public boolean extendable() {
            return false;
        }
    });

    /**
     * The ruleset as a standalone file with some options written as given instead: the TOML
     * literal of each ({@code 500}, {@code "none"}, {@code false}), not yet checked.
     */
    static String toToml(Ruleset ruleset, Map<Option, String> literals) {
        StringBuilder out = new StringBuilder();
        out.append("# ").append(oneLine(ruleset.name())).append(", written out in full")
                .append(" (no extends): hash ").append(ruleset.hash()).append('\n');
        out.append("id = ").append(quoted(ruleset.id())).append('\n');
        out.append("name = ").append(quoted(ruleset.name())).append('\n');
        out.append("version = ").append(ruleset.version()).append('\n');
        out.append("\n[options]\n");
        Option.all(ruleset).forEach((option, value) -> out.append(option.key()).append(" = ")
                .append(literals.getOrDefault(option, literal(option, value))).append('\n'));
        ruleset.elements().values().forEach(e -> element(out, e));
        return out.toString();
    }

    /** The TOML literal of an option's typed value. */
    static String literal(Option option, Object value) {
        if (value instanceof Limit limit) {
            return limit.isCapped() ? Long.toString(limit.points().getAsLong()) : quoted("none");
        }
        if (value instanceof Number || value instanceof Boolean) {
            return value.toString();
        }
        return quoted(Option.text(value));
    }

    private static void element(StringBuilder out, Element e) {
        out.append("\n[[element]]\n");
        out.append("id = ").append(quoted(e.id().id())).append('\n');
        out.append("name = ").append(quoted(e.name())).append('\n');
        e.names().forEach((language, name) -> out.append(ElementTables.NAME_IN).append(language).append(" = ")
                .append(quoted(name)).append('\n'));
        if (e.ownPattern()) {
            out.append("pattern = ").append(quoted(e.pattern())).append('\n');
        }
        String main = mainValue(e);
        number(out, "points", e.points(), main);
        number(out, "doubles", e.doubles(), main);
        number(out, "limit", e.limitPercent(), main);
        number(out, "fishing", e.fishingPercent(), main);
        out.append("excludes = [").append(e.excludes().stream()
                .sorted(Comparator.comparing(RuleId::id))
                .map(x -> quoted(x.id())).collect(Collectors.joining(", "))).append("]\n");
        if (e.scope() != e.id().scope()) {
            out.append("scope = ").append(quoted(ElementTables.code(e.scope()))).append('\n');
        }
        if (!e.groups().equals(e.id().groups())) {
            out.append("groups = [").append(e.groups().stream().map(ElementGroup::code).sorted()
                    .map(RulesetWriter::quoted).collect(Collectors.joining(", "))).append("]\n");
        }
    }

    /** The field an element of its kind is valued by, written even when it is 0. */
    private static String mainValue(Element e) {
        if (e.id().kind() == ElementKind.POINTS) {
            return "points";
        }
        if (e.id().kind() == ElementKind.DOUBLES) {
            return "doubles";
        }
        return e.limitPercent() > 0 ? "limit" : e.doubles() == 0 && e.points() > 0 ? "points" : "doubles";
    }

    private static void number(StringBuilder out, String key, long value, String main) {
        if (value != 0 || key.equals(main)) {
            out.append(key).append(" = ").append(value).append('\n');
        }
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ').replace('\r', ' ');
    }

    /** A TOML string with the escapes the reader knows: {@code \" \\ \n}. */
    static String quoted(String s) {
        return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
    }
}
