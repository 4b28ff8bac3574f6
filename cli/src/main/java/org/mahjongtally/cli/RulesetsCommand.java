/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.mahjongtally.json.Json;
import org.mahjongtally.json.RulesetJson;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tally rulesets}: the shipped presets; its subcommands show, check and compare rulesets. */
@Command(
        name = "rulesets",
        sortOptions = false,
        mixinStandardHelpOptions = true,
        description = {
            "List the rulesets that ship with Mahjong Tally.",
            "Each with its id, name, Mah-Jong points, limit and the content hash that a stored",
            "game keeps.",
            "",
            "A club writes its own rules as a small file that extends a preset, e.g.",
            "  id = \"our-club\"",
            "  version = 1",
            "  extends = \"bmja\"",
            "  [options]",
            "  limit = 500",
            "and gives it wherever --ruleset ID|FILE is accepted."},
        subcommands = {RulesetsShowCommand.class, RulesetsCheckCommand.class, RulesetsDiffCommand.class})
final class RulesetsCommand implements Callable<Integer> {

    @Option(names = "--json", description = "Print a JSON array instead of the table.")
    boolean json;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<Ruleset> presets = Rulesets.presetIds().stream().map(Rulesets::preset).toList();
        if (json) {
            List<Object> list = new ArrayList<>();
            presets.forEach(r -> list.add(RulesetJson.summary(r)));
            out.println(Json.write(list));
        } else {
            out.println(String.format("%-12s %-44s %8s %6s  %s", "Preset", "Name", "Mah-Jong", "Limit", "Hash"));
            for (Ruleset r : presets) {
                out.println(String.format("%-12s %-44s %8d %6s  %s", r.id(), r.name(),
                        r.points(RuleId.MAH_JONG), r.settlement().limit(), r.hash()));
            }
            out.println();
            out.println("Default: " + Rulesets.DEFAULT_ID + ". Every option and element: tally rulesets show ID|FILE;"
                    + " what differs: tally rulesets diff A B;");
            out.println("a club's own file: tally rulesets check FILE.");
        }
        out.flush();
        return ExitCodes.OK;
    }
}
