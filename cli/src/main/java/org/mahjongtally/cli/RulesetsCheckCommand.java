/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.mahjongtally.json.Json;
import org.mahjongtally.rules.RulesetException;
import org.mahjongtally.rules.RulesetLimits;
import org.mahjongtally.rules.RulesetProblem;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Ruleset;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code tally rulesets check FILE}: whether a ruleset file (and what it extends) is sound.
 * Sound: "ok" and its hash, exit 0. Not sound: every problem with its file and line on stderr
 * (with {@code --json}, as JSON on stdout), exit 3.
 */
@Command(
        name = "check",
        sortOptions = false,
        mixinStandardHelpOptions = true,
        description = {
            "Check a ruleset file.",
            "Every problem is listed with its line, or it is ok and its hash is shown.",
            "Exit code 0 when it is ok, 3 when it has problems."},
        footer = {"", "Example:", "  tally rulesets check our-club.toml"})
final class RulesetsCheckCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", description = "The ruleset file (a preset id is accepted too).")
    String file;

    @Option(names = "--json", description = "Print one JSON object: {\"ok\", \"id\", \"hash\"} or {\"ok\", \"problems\"}"
            + " (the first 20, and \"more\": how many more).")
    boolean json;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Ruleset r;
        try {
            r = Rulesets.resolve(file);
        } catch (RulesetException e) {
            if (!json) {
                throw e;
            }
            out.println(Json.write(problems(e)));
            out.flush();
            return ExitCodes.INVALID;
        }
        if (json) {
            Map<String, Object> ok = new LinkedHashMap<>();
            ok.put("ok", true);
            ok.put("id", r.id());
            ok.put("name", r.name());
            ok.put("version", (long) r.version());
            ok.put("hash", r.hash());
            out.println(Json.write(ok));
        } else {
            out.println("ok: " + file + " is the ruleset " + r.id() + " (" + r.name() + "), version "
                    + r.version() + ", " + r.elements().size() + " elements");
            out.println("hash " + r.hash());
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** The first {@link RulesetLimits#PROBLEMS_SHOWN} problems, and how many more there are if any. */
    private static Map<String, Object> problems(RulesetException e) {
        List<Object> list = new ArrayList<>();
        List<RulesetProblem> all = e.problems();
        for (RulesetProblem p : all.subList(0, Math.min(all.size(), RulesetLimits.PROBLEMS_SHOWN))) {
            Map<String, Object> problem = new LinkedHashMap<>();
            problem.put("file", p.file());
            problem.put("line", (long) p.line());
            if (p.column() > 0) {
                problem.put("column", (long) p.column());
            }
            problem.put("message", ExitCodes.say(p.message()));
            list.add(problem);
        }
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("ok", false);
        json.put("problems", list);
        if (all.size() > list.size()) {
            json.put("more", (long) (all.size() - list.size()));
        }
        return json;
    }
}
