/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.rules.HouseRules;
import org.mahjongtally.rules.RulesetDiff;
import org.mahjongtally.rules.RulesetLimits;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.Rounding;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.pattern.ExampleHand;
import org.mahjongtally.scoring.pattern.Mismatch;
import org.mahjongtally.scoring.pattern.Pattern;
import org.mahjongtally.scoring.pattern.PatternException;
import org.mahjongtally.settlement.SettlementOption;
import org.mahjongtally.words.Words;

/**
 * What the phone's house-rules editor asks the engine (docs/page.md, "House rules"), as JSON
 * trees written with {@link Json}:
 * <ul>
 *   <li>a house ruleset, made ({@link #make}) or read from its file ({@link #read}):
 *       {@code {"text", "preset", "ruleset", "diff", "offered", "choices"}}: the ruleset file's text (it
 *       extends its preset and names what differs), the preset it is described against, the
 *       ruleset in full ({@link RulesetJson#of(Ruleset)}), what differs from the preset
 *       ({@link RulesetJson#of(RulesetDiff)}: codes and numbers, which the page puts into words),
 *       the elements of the presets it does not score, which the editor offers to switch on, and
 *       the codes of the options that take one of a few ({@code {"method": [...], ...}});</li>
 *   <li>a special hand's pattern checked ({@link #pattern}): {@code {"problem": {"line",
 *       "column", "offset", "message"} or null, "example": notation or null}};</li>
 *   <li>a hand held against a pattern ({@link #match}): {@code {"problem", "matches", "reason",
 *       "place": {"line", "column", "offset", "text"} or null}}.</li>
 * </ul>
 * Everything is worked out by the rules module's loader and core's pattern package; nothing is
 * decided here.
 */
public final class HouseRulesJson {

    /** The name a house ruleset's text is read under, in the loader's problems. */
    public static final String FILE_NAME = "house-rules.toml";

    /** The fields of a request to make house rules: {@link #make}'s parameters. */
    public static final List<String> FIELDS = List.of("preset", "id", "name", "version", "options", "elements");

    /** The fields of one element of that request: {@link HouseRules.Entry}'s. */
    public static final List<String> ELEMENT_FIELDS = List.of("id", "name", "names", "points", "doubles", "limit",
            "fishing", "excludes", "pattern");

    private HouseRulesJson() {
    }

    /**
     * One element of a request to make house rules; a number left out is 0, a name left out the
     * id (which the loader then shows as the element's name), names per language and a pattern
     * left out none.
     */
    public static HouseRules.Entry entry(JsonFields f) {
        String id = f.text("id") == null ? "" : f.text("id");
        String name = f.text("name") == null ? id : f.text("name");
        List<String> excludes = f.texts("excludes") == null ? List.of() : f.texts("excludes");
        Map<String, String> names = f.textsByKey("names") == null ? Map.of() : f.textsByKey("names");
        String pattern = f.text("pattern") == null ? "" : f.text("pattern");
        return new HouseRules.Entry(id, name, names, orZero(f.wholeNumber("points")), orZero(f.wholeNumber("doubles")),
                orZero(f.wholeNumber("limit")), orZero(f.wholeNumber("fishing")), excludes, pattern);
    }

    private static long orZero(Long n) {
        return n == null ? 0 : n;
    }

    /**
     * House rules made from a preset and what the table wants ({@link HouseRules#toToml}), read
     * back by the loader with every check of a ruleset file.
     *
     * @throws org.mahjongtally.rules.RulesetException listing every problem, in the loader's words
     */
    public static Map<String, Object> make(String presetId, String id, String name, long version,
            Map<String, ?> options, List<HouseRules.Entry> elements) {
        Ruleset preset = Calculators.preset(presetId);
        String text = HouseRules.toToml(preset, id, name, version, options, elements);
        return describe(text, Rulesets.read(FILE_NAME, text), preset);
    }

    /**
     * A house ruleset (or any club's ruleset file) read from its text, described against the
     * preset it differs least from.
     *
     * @throws org.mahjongtally.rules.RulesetException listing every problem
     */
    public static Map<String, Object> read(String text) {
        Ruleset rules = Rulesets.read(FILE_NAME, text);
        Ruleset nearest = null;
        int fewest = Integer.MAX_VALUE;
        for (String id : Rulesets.presetIds()) {
            Ruleset preset = Rulesets.preset(id);
            RulesetDiff diff = RulesetDiff.of(preset, rules);
            int count = diff.options().size() + diff.onlyInFrom().size() + diff.onlyInTo().size() + diff.changed().size();
            if (count < fewest) {
                fewest = count;
                nearest = preset;
            }
        }
        return describe(text, rules, nearest);
    }

    /** How long a ruleset's text may be, which the page checks before it reads a file or a link. */
    public static Map<String, Object> bounds() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("chars", (long) RulesetLimits.MAX_CHARS);
        return json;
    }

    private static Map<String, Object> describe(String text, Ruleset rules, Ruleset preset) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("text", text);
        json.put("preset", preset.id());
        json.put("ruleset", RulesetJson.of(rules));
        json.put("diff", RulesetJson.of(RulesetDiff.of(preset, rules)));
        json.put("offered", offered(rules));
        json.put("choices", choices());
        return json;
    }

    /** The codes each option of a few fixed choices takes, by its key, for the editor to offer. */
    private static Map<String, Object> choices() {
        Map<String, Object> json = new LinkedHashMap<>();
        for (SettlementOption o : SettlementOption.values()) {
            if (o.kind() == SettlementOption.Kind.CHOICE) {
                json.put(o.key(), o.choices());
            }
        }
        List<Object> rounding = new ArrayList<>();
        for (Rounding r : Rounding.values()) {
            rounding.add(r.code());
        }
        json.put("rounding", rounding);
        return json;
    }

    /** The elements of the presets these rules do not score, each as the first preset values it. */
    private static List<Object> offered(Ruleset rules) {
        Set<RuleId> seen = new LinkedHashSet<>(rules.elements().keySet());
        Map<RuleId, Element> offered = new java.util.TreeMap<>();
        for (String id : Rulesets.presetIds()) {
            for (Element e : Rulesets.preset(id).elements().values()) {
                if (!seen.contains(e.id()) && !offered.containsKey(e.id())) {
                    offered.put(e.id(), e);
                }
            }
        }
        List<Object> list = new ArrayList<>();
        offered.values().forEach(e -> list.add(RulesetJson.element(e)));
        return list;
    }

    /**
     * A special hand's pattern as one types it: where it cannot be read and why, in the words
     * given; else an example hand that is it under the rules, or none if no hand can be.
     */
    public static Map<String, Object> pattern(String text, Ruleset rules, Words words) {
        Map<String, Object> json = new LinkedHashMap<>();
        Pattern pattern;
        try {
            pattern = Pattern.parse(text);
        } catch (PatternException e) {
            json.put("problem", problem(e, words));
            json.put("example", null);
            return json;
        }
        json.put("problem", null);
        json.put("example", ExampleHand.of(pattern, rules).map(Hand::toString).orElse(null));
        return json;
    }

    /**
     * Whether a hand (notation) is the pattern's special hand under the rules, and if not the
     * first part of the pattern it misses, in the words given.
     *
     * @throws org.mahjongtally.hand.NotationException if the hand cannot be read
     */
    public static Map<String, Object> match(String text, String hand, Ruleset rules, Words words) {
        Map<String, Object> json = new LinkedHashMap<>();
        Pattern pattern;
        try {
            pattern = Pattern.parse(text);
        } catch (PatternException e) {
            json.put("problem", problem(e, words));
            json.put("matches", false);
            json.put("reason", null);
            json.put("place", null);
            return json;
        }
        java.util.Optional<Mismatch> why = pattern.whyNot(Calculators.hand(hand), rules);
        json.put("problem", null);
        json.put("matches", why.isEmpty());
        json.put("reason", why.map(m -> words.render(m.message())).orElse(null));
        json.put("place", why.map(m -> {
            Map<String, Object> place = position(m.place().line(), m.place().column(), m.place().offset());
            place.put("text", m.place().text());
            return (Object) place;
        }).orElse(null));
        return json;
    }

    /** A place in a pattern's text, as both a problem and a mismatch give it. */
    private static Map<String, Object> position(int line, int column, int offset) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("line", (long) line);
        json.put("column", (long) column);
        json.put("offset", (long) offset);
        return json;
    }

    private static Map<String, Object> problem(PatternException e, Words words) {
        Map<String, Object> json = position(e.line(), e.column(), e.offset());
        json.put("message", words.render(e));
        return json;
    }
}
