/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Collectors;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.ElementGroup;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;

/**
 * The canonical text of a resolved ruleset's rules, and the content hash made from it.
 *
 * <p>The canonical text holds what decides a score or a payment, and nothing about how the
 * file was written: a first line naming the format, then one line per option, then one line
 * per element with every field (name, points, doubles, limit, fishing, excludes, and the scope
 * and groups where they are not the catalogue's; then its names in other languages and a special
 * hand's pattern, where it has them). Options are
 * sorted by key and elements by id, both alphabetically, so the text does not change if the
 * catalogue enums are ever reordered. An option added to the format later, which has a
 * default ({@code eastStreakLimit}, {@code kongHas3Types}), is written only when its value is
 * not the default: rulesets that leave it at its default keep the hash they had before it
 * existed. The ruleset's own id, name, version and hash are left
 * out: two files that resolve to the same rules (a preset and a club file that restates it)
 * have the same hash, and any change of a value or element name changes it.
 *
 * <p>The hash is the SHA-256 of the canonical text in UTF-8, written as lower-case hex, cut
 * to its first {@value #HASH_LENGTH} characters (64 bits).
 */
public final class RulesetText {

    /** The first line of the canonical text; changing the layout means a new number. */
    public static final String FORMAT = "mahjong-tally-ruleset 1";

    /** How many hex characters of the SHA-256 are kept. */
    public static final int HASH_LENGTH = 16;

    private RulesetText() {
    }

    /** The canonical text of the ruleset's rules, one item a line, ending with a line end. */
    public static String canonical(Ruleset ruleset) {
        StringBuilder out = new StringBuilder(FORMAT).append('\n');
        Option.all(ruleset).entrySet().stream()
                .filter(e -> !e.getKey().isDefault(e.getValue()))
                .sorted(Map.Entry.comparingByKey(Comparator.comparing(Option::key)))
                .forEach(e -> out.append("option ").append(e.getKey().key()).append(" = ")
                        .append(value(e.getKey(), e.getValue())).append('\n'));
        ruleset.elements().values().stream()
                .sorted(Comparator.comparing((Element e) -> e.id().id()))
                .forEach(e -> out.append(line(e)).append('\n'));
        return out.toString();
    }

    /** The content hash of the ruleset's rules: {@link #HASH_LENGTH} hex digits. */
    public static String hash(Ruleset ruleset) {
        return Sha256.hex(canonical(ruleset).getBytes(StandardCharsets.UTF_8))
                .substring(0, HASH_LENGTH);
    }

    /** The same ruleset with its hash filled in. */
    static Ruleset withHash(Ruleset r) {
        return new Ruleset(r.id(), r.name(), r.version(), r.elements(), r.scoring(),
                r.settlement(), r.tallies(), hash(r));
    }

    /** Tally names are free text, so the tally set is quoted like an element name. */
    private static String value(Option option, Object value) {
        String text = Option.text(value);
        return option == Option.TALLIES ? quoted(text) : text;
    }

    private static String line(Element e) {
        return "element " + e.id().id()
                + " name=" + quoted(e.name())
                + " points=" + e.points()
                + " doubles=" + e.doubles()
                + " limit=" + e.limitPercent()
                + " fishing=" + e.fishingPercent()
                + " excludes=" + (e.excludes().isEmpty() ? "" : e.excludes().stream().map(RuleId::id).sorted()
                        .collect(Collectors.joining(",")))
                + (e.scope() == e.id().scope() ? "" : " scope=" + ElementTables.code(e.scope()))
                + (e.groups().equals(e.id().groups()) ? "" : " groups=" + groups(e))
                + names(e)
                + (e.ownPattern() ? " pattern=" + quoted(e.pattern()) : "");
    }

    /**
     * The element's names in other languages, {@code name-pl="..."}, by language; nothing for an
     * element without them, so that the rulesets written before names per language keep their hash.
     */
    private static String names(Element e) {
        StringBuilder out = new StringBuilder();
        e.names().forEach((language, name) -> out.append(" name-").append(language).append('=').append(quoted(name)));
        return out.toString();
    }

    /** The element's groups by name, sorted, comma-separated. */
    static String groups(Element e) {
        return e.groups().stream().map(ElementGroup::code).sorted().collect(Collectors.joining(","));
    }

    private static String quoted(String s) {
        // Most names hold nothing to escape: the page's engine writes this text at its first score.
        if (s.indexOf('\\') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0) {
            return '"' + s + '"';
        }
        return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
    }
}
