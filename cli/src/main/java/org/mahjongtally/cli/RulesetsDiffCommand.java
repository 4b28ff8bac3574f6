/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.mahjongtally.json.Json;
import org.mahjongtally.rules.RulesetDiff;
import org.mahjongtally.json.RulesetJson;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.Ruleset;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tally rulesets diff A B}: the options and elements in which two rulesets differ. */
@Command(
        name = "diff",
        sortOptions = false,
        mixinStandardHelpOptions = true,
        description = "What differs between two rulesets: options, elements only one scores, elements valued differently.",
        footer = {"", "Examples:", "  tally rulesets diff bmja millington", "  tally rulesets diff bmja our-club.toml"})
final class RulesetsDiffCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "A", description = "A preset id or a ruleset file.")
    String first;

    @Parameters(index = "1", paramLabel = "B", description = "Another preset id or ruleset file.")
    String second;

    @Option(names = "--json", description = "Print one JSON object instead of the list.")
    boolean json;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Ruleset a = Rulesets.resolve(first);
        Ruleset b = Rulesets.resolve(second);
        RulesetDiff diff = RulesetDiff.of(a, b);
        out.print(json ? Json.write(RulesetJson.of(diff)) + System.lineSeparator() : render(diff));
        out.flush();
        return ExitCodes.OK;
    }

    private static String render(RulesetDiff d) {
        Lines out = new Lines();
        out.add(title(d.from()) + "  ->  " + title(d.to()));
        if (d.isEmpty()) {
            out.add("");
            out.add("No differences: both score and settle every hand alike (the same hash).");
            return out.toString();
        }
        if (!d.options().isEmpty()) {
            out.add("");
            out.add("Options (" + d.options().size() + ")");
            d.options().forEach(c -> out.add("  %-30s %s  ->  %s", c.key(), c.from(), c.to()));
        }
        elements(out, "Only in " + d.from().id(), d.onlyInFrom(), d.from());
        elements(out, "Only in " + d.to().id(), d.onlyInTo(), d.to());
        if (!d.changed().isEmpty()) {
            out.add("");
            out.add("Changed (" + d.changed().size() + ")");
            for (RulesetDiff.ElementChange c : d.changed()) {
                out.add("  %-30s %s: %s", c.from().id().id(), c.from().name(), ElementValue.of(c.from(), d.from()));
                out.add("  %-30s -> %s: %s", "", c.to().name(), ElementValue.of(c.to(), d.to()));
            }
        }
        return out.toString();
    }

    private static void elements(Lines out, String heading, List<Element> elements, Ruleset r) {
        if (!elements.isEmpty()) {
            int nameWidth = RulesetDescription.nameWidth(elements);
            out.add("");
            out.add(heading + " (" + elements.size() + ")");
            elements.forEach(e -> RulesetDescription.element(out, e, r, nameWidth));
        }
    }

    private static String title(Ruleset r) {
        return r.id() + " (" + r.name() + ", hash " + r.hash() + ")";
    }
}
