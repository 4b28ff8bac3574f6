/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.Message;
import org.mahjongtally.text.Text;
import org.mahjongtally.ruleset.Ruleset;

/**
 * A table's own settlement and scoring options, set when a game starts: "our limit is 500",
 * "no East doubles". The names and values are those of the {@code [options]} table of a
 * ruleset file ({@code limit}, {@code eastDoubles}, {@code losersSettle}, {@code method},
 * {@code drawPays}, {@code maxChows}, ...), and they are checked exactly as in a file: the base
 * ruleset is written out in full with these values in its {@code [options]} and read back,
 * so every check of the loader applies and the hash is that of the rules played.
 *
 * <p>The result's id is the base's id with {@code -table} added ({@code bmja-table}; ids
 * allow no {@code +}), cut so that it stays a valid id, and its name lists the options set.
 * If the options change nothing, the base itself is returned.
 */
public final class TableOptions {

    private static final String FILE = RulesetProblem.TABLE_OPTIONS;
    private static final String SUFFIX = "-table";
    /** The most digits of a whole number taken from text: every number of 18 digits fits a long. */
    private static final int MAX_DIGITS = 18;

    private TableOptions() {
    }

    /**
     * The option names every ruleset lists, in the order of the ruleset file format
     * ({@link RulesetOptions} says what each decides). A table may set these and the settlement
     * options added to the format later, which a ruleset lists only when set: {@link #allNames()}.
     */
    public static List<String> names() {
        return Option.values().stream().filter(o -> o.defaultValue().map(o::isShown).orElse(true))
                .map(Option::key).toList();
    }

    /** Every option name a table may set, in the order of the ruleset file format. */
    public static List<String> allNames() {
        return Option.keys();
    }

    /**
     * The base ruleset with the table's options.
     *
     * @param options option name to value: a number ({@code 500}), {@code true}/{@code false},
     *     or text ({@code "none"}, {@code "alternative"}); text that is a whole number or
     *     {@code true}/{@code false} counts as that, so command-line text needs no conversion
     * @throws RulesetException listing every unknown name (with the valid ones) and bad value
     */
    public static Ruleset apply(Ruleset base, Map<String, ?> options) {
        if (options.isEmpty()) {
            return base;
        }
        Map<Option, String> literals = literals(options);
        String text = RulesetWriter.toToml(renamed(base, options), literals);
        Ruleset table;
        try {
            table = RulesetWriter.read(FILE, text);
        } catch (RulesetException e) {
            throw new RulesetException(e.problems().stream()
                    .map(p -> new RulesetProblem(FILE, 0, p.message())).toList());
        }
        return table.hash().equals(base.hash()) ? base : table;
    }

    private static Map<Option, String> literals(Map<String, ?> options) {
        Map<Option, String> literals = new HashMap<>();
        List<RulesetProblem> problems = new ArrayList<>();
        options.forEach((name, value) -> {
            Optional<Option> option = Option.ofKey(name);
            if (option.isEmpty()) {
                problems.add(new RulesetProblem(FILE, 0, Message.of(RulesetIssue.UNKNOWN_TABLE_OPTION, name,
                        NearestName.nearest(name, Option.keys()), String.join(", ", Option.keys()))));
            } else if (!(value instanceof Number || value instanceof Boolean || value instanceof String)) {
                problems.add(new RulesetProblem(FILE, 0, Message.of(RulesetIssue.TABLE_OPTION_NOT_A_VALUE, name)));
            } else {
                literals.put(option.get(), literal(value));
            }
        });
        if (!problems.isEmpty()) {
            throw new RulesetException(problems);
        }
        return literals;
    }

    private static String literal(Object value) {
        String text = value.toString().strip();
        if (value instanceof String && !isWholeNumber(text)
                && !text.equals("true") && !text.equals("false")) {
            return RulesetWriter.quoted(text);
        }
        return text;
    }

    /** Whether the text is a whole number: a minus or none, then 1 to {@value #MAX_DIGITS} digits 0-9. */
    static boolean isWholeNumber(String text) {
        int start = text.startsWith("-") ? 1 : 0;
        int digits = text.length() - start;
        if (digits < 1 || digits > MAX_DIGITS) {
            return false;
        }
        for (int i = start; i < text.length(); i++) {
            if (!Text.isAsciiDigit(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** The base under the table's id and a name that says what the table changed. */
    private static Ruleset renamed(Ruleset base, Map<String, ?> options) {
        int baseLength = Math.min(base.id().length(), RulesetFile.MAX_ID_LENGTH - SUFFIX.length());
        String id = base.id().endsWith(SUFFIX) ? base.id() : base.id().substring(0, baseLength) + SUFFIX;
        List<String> changes = new ArrayList<>();
        options.forEach((name, value) ->
                changes.add(name + "=" + Text.collapseSpaces(String.valueOf(value))));
        String name = base.name() + ", table options " + String.join(", ", changes);
        return new Ruleset(id, name, base.version(), base.elements(), base.scoring(),
                base.settlement(), base.tallies(), base.hash());
    }
}
