/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.json.Json;
import org.mahjongtally.json.ScoreJson;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.scoring.Wait;
import org.mahjongtally.scoring.Waits;
import org.mahjongtally.words.EnglishNames;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tally waits}: what completes a calling hand, and what it would score. */
@Command(
        name = "waits",
        sortOptions = false,
        mixinStandardHelpOptions = true,
        description = "Every tile that completes a calling hand of 13 tiles, with the total it would then score.",
        footer = {"", "Example:", "  tally waits \"123b 456b 789b 5d [RRR] seat=S\""})
final class WaitsCommand implements Callable<Integer> {

    @Parameters(paramLabel = "HAND", arity = "1..*", description = "The calling hand in notation (quote it), without win=.")
    List<String> hand = new ArrayList<>();

    @Mixin
    RulesetOption rulesetOption = new RulesetOption();

    @Option(names = "--json", description = "Print one JSON object instead of the table.")
    boolean json;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Ruleset ruleset = rulesetOption.load();
        Hand calling = Hand.parse(String.join(" ", hand));
        List<Wait> waits = Waits.of(calling, new Scorer(ruleset));
        if (json) {
            out.println(Json.write(ScoreJson.waits(calling.toString(), ruleset.id(), waits)));
        } else {
            out.println("Hand:     " + calling);
            out.println("In words: " + HandInWords.describe(calling));
            out.println("Rules:    " + ruleset.id() + " (" + ruleset.name() + ")");
            out.println();
            if (waits.isEmpty()) {
                out.println("Not calling: no tile completes this hand under these rules.");
            } else {
                out.println(String.format("%-5s %-22s %11s %11s", "Tile", "", "on discard", "self-drawn"));
                for (Wait w : waits) {
                    String special = w.selfDrawn().limitHand().or(() -> w.onDiscard().limitHand())
                            .map(n -> "  " + n).orElse("");
                    out.println(String.format("%-5s %-22s %11d %11d%s", w.tile().code(),
                            EnglishNames.of(w.tile()), w.onDiscard().total(), w.selfDrawn().total(), special));
                }
            }
        }
        out.flush();
        return ExitCodes.OK;
    }
}
