/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongtally.rules.EnumCodes;
import org.mahjongtally.rules.RulesetDiff;
import org.mahjongtally.rules.RulesetOptions;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.settlement.Limit;

/**
 * The JSON trees of rulesets ({@code Map} in insertion order, {@code List}, {@code String},
 * {@code Long}, {@code Boolean}), written with {@link Json}, so that every
 * adapter shows a ruleset the same way:
 * <ul>
 *   <li>a ruleset: {@code {"id", "name", "version", "hash", "options": {key: value},
 *       "elements": [element], "scoresAreEven"}} ({@link Ruleset#scoresAreEven()});</li>
 *   <li>an element: {@code {"id", "name", "kind", "scope", "points", "doubles", "limit",
 *       "fishing", "excludes": [id]}} and, where the ruleset gives them, {@code "names": {tag:
 *       name}} and a special hand's {@code "pattern"}; kind {@code points | doubles |
 *       special-hand}, scope {@code every-player | winner}, limit and fishing in percent of the
 *       limit;</li>
 *   <li>a summary: {@code {"id", "name", "mahJong", "limit", "hash"}} (limit a number or
 *       {@code "none"});</li>
 *   <li>a diff: {@code {"from", "to", "options": [{"key", "from", "to"}], "onlyInFrom":
 *       [element], "onlyInTo": [element], "changed": [{"from": element, "to": element}]}}.</li>
 * </ul>
 */
public final class RulesetJson {

    private RulesetJson() {
    }

    /** The whole ruleset: every option and every element. */
    public static Map<String, Object> of(Ruleset ruleset) {
        Map<String, Object> json = header(ruleset);
        Map<String, Object> options = new LinkedHashMap<>();
        for (RulesetOptions.Entry e : RulesetOptions.of(ruleset)) {
            options.put(e.key(), e.json());
        }
        json.put("options", options);
        json.put("elements", elements(new ArrayList<>(ruleset.elements().values())));
        json.put("scoresAreEven", ruleset.scoresAreEven());
        return json;
    }

    /** The summary of a ruleset that a list of rulesets shows. */
    public static Map<String, Object> summary(Ruleset ruleset) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", ruleset.id());
        json.put("name", ruleset.name());
        json.put("mahJong", ruleset.points(RuleId.MAH_JONG));
        Limit limit = ruleset.settlement().limit();
        json.put("limit", limit.isCapped() ? (Object) limit.points().getAsLong() : "none");
        json.put("hash", ruleset.hash());
        return json;
    }

    /** What differs between two rulesets. */
    public static Map<String, Object> of(RulesetDiff diff) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("from", header(diff.from()));
        json.put("to", header(diff.to()));
        List<Object> options = new ArrayList<>();
        for (RulesetDiff.OptionChange c : diff.options()) {
            Map<String, Object> change = new LinkedHashMap<>();
            change.put("key", c.key());
            change.put("from", c.from());
            change.put("to", c.to());
            options.add(change);
        }
        json.put("options", options);
        json.put("onlyInFrom", elements(diff.onlyInFrom()));
        json.put("onlyInTo", elements(diff.onlyInTo()));
        List<Object> changed = new ArrayList<>();
        for (RulesetDiff.ElementChange c : diff.changed()) {
            Map<String, Object> change = new LinkedHashMap<>();
            change.put("from", element(c.from()));
            change.put("to", element(c.to()));
            changed.add(change);
        }
        json.put("changed", changed);
        return json;
    }

    /** One element. */
    public static Map<String, Object> element(Element e) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", e.id().id());
        json.put("name", e.name());
        json.put("kind", code(e.id().kind().name()));
        json.put("scope", code(e.scope().name()));
        json.put("points", e.points());
        json.put("doubles", (long) e.doubles());
        json.put("limit", (long) e.limitPercent());
        json.put("fishing", (long) e.fishingPercent());
        json.put("excludes", e.excludes().stream().map(RuleId::id).sorted().toList());
        if (!e.names().isEmpty()) {
            json.put("names", new LinkedHashMap<String, Object>(e.names()));
        }
        if (e.hasPattern()) {
            json.put("pattern", e.pattern());
        }
        return json;
    }

    private static Map<String, Object> header(Ruleset ruleset) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", ruleset.id());
        json.put("name", ruleset.name());
        json.put("version", (long) ruleset.version());
        json.put("hash", ruleset.hash());
        return json;
    }

    private static List<Object> elements(List<Element> elements) {
        List<Object> list = new ArrayList<>();
        for (Element e : elements) {
            list.add(element(e));
        }
        return list;
    }

    /** An enum constant as files and JSON write it: {@code EVERY_PLAYER} is {@code every-player}. */
    static String code(String enumName) {
        return EnumCodes.code(enumName);
    }
}
