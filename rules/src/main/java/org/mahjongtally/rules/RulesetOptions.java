/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.settlement.Limit;

/**
 * The options of a resolved ruleset as a file writes them, each with what it decides, in the
 * order of the file format: what {@code tally rulesets show} and {@code diff} list.
 */
public final class RulesetOptions {

    private RulesetOptions() {
    }

    /**
     * One option of a ruleset.
     *
     * @param key the key in the file, such as {@code maxChows}
     * @param value the value as the file writes it: {@code 1000}, {@code none}, {@code true},
     *     {@code difference}, {@code Harmony=2,Man=10,...}
     * @param json the value for JSON: a {@code Long}, a {@code Boolean} or a {@code String}
     * @param description what the option decides, in a few words
     */
    public record Entry(String key, String value, Object json, String description) {

        /** Checks that nothing is missing. */
        public Entry {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(value, "value");
            Objects.requireNonNull(json, "json");
            Objects.requireNonNull(description, "description");
        }
    }

    /**
     * Every option of the ruleset, in file-format order; a settlement option added to the format
     * later only when it is not at its default.
     */
    public static List<Entry> of(Ruleset ruleset) {
        return entries(ruleset, true);
    }

    /** Every option of the ruleset, in file-format order, shown or not. */
    static List<Entry> every(Ruleset ruleset) {
        return entries(ruleset, false);
    }

    private static List<Entry> entries(Ruleset ruleset, boolean shownOnly) {
        List<Entry> entries = new ArrayList<>();
        Option.all(ruleset).forEach((option, value) -> {
            if (!shownOnly || option.isShown(value)) {
                entries.add(new Entry(option.key(), Option.text(value), json(value), option.description()));
            }
        });
        return entries;
    }

    private static Object json(Object value) {
        if (value instanceof Limit limit) {
            return limit.isCapped() ? (Object) limit.points().getAsLong() : "none";
        }
        if (value instanceof Integer n) {
            return n.longValue();
        }
        if (value instanceof Long || value instanceof Boolean) {
            return value;
        }
        return Option.text(value);
    }
}
