/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.mahjongtally.json.Json;
import org.mahjongtally.json.RulesetJson;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Ruleset;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tally rulesets show ID|FILE}: every option and element of a ruleset. */
@Command(
        name = "show",
        sortOptions = false,
        mixinStandardHelpOptions = true,
        description = "Every option and every element of a ruleset (a preset, or a club file with what it extends).",
        footer = {"", "Examples:", "  tally rulesets show dmjl", "  tally rulesets show our-club.toml --json"})
final class RulesetsShowCommand implements Callable<Integer> {

    @Parameters(paramLabel = "ID|FILE", description = "A preset id such as bmja, or a ruleset file.")
    String ruleset;

    @Option(names = "--json", description = "Print one JSON object instead of the list.")
    boolean json;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Ruleset r = Rulesets.resolve(ruleset);
        out.print(json ? Json.write(RulesetJson.of(r)) + System.lineSeparator() : RulesetDescription.render(r));
        out.flush();
        return ExitCodes.OK;
    }
}
