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
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.Scorer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tally score}: one player's hand, scored and explained. */
@Command(
        name = "score",
        sortOptions = false,
        mixinStandardHelpOptions = true,
        description = {
            "Score one player's hand from its tiles, winner or loser, and explain every number.",
            "",
            "Notation: 123b 456c 789d = bamboo, characters, dots; E S W N winds; R G P dragons",
            "(P = white); [..] an exposed set, {..} a concealed kong, f1-f4 s1-s4 bonus tiles;",
            "seat=S round=E, win=TILE for the winner, by=wall|discard|loose|last-wall|",
            "last-discard|robbed|deal|first-discard; flags original-call, twofold-fortune,",
            "east-streak (East's Nth win in a row), claimed-kongs (exposed kongs were claimed).",
            "",
            "Batch: 'tally score -' reads one hand per line from standard input and prints one",
            "JSON object per line; a bad line prints {\"error\": \"...\"} and the batch goes on."},
        footer = {"", "Examples:",
            "  tally score \"123b 456b 789b 55d [RRR] seat=S win=5d by=discard\"",
            "  tally score \"19b19c19dESWNRGPP win=P\"      (Thirteen Unique Wonders)",
            "  tally score \"[RRR] [GGG] PP 234b 555c seat=S win=5c by=discard\" --compare bmja,dmjl,millington"})
final class ScoreCommand implements Callable<Integer> {

    @Parameters(paramLabel = "HAND", arity = "1..*",
            description = "The hand in notation (quote it), or '-' for a batch on stdin.")
    List<String> hand = new ArrayList<>();

    @Mixin
    RulesetOption rulesetOption = new RulesetOption();

    @Option(names = "--compare", paramLabel = "ID|FILE", split = ",", splitSynopsisLabel = ",",
            description = "Score the hand under several rulesets side by side, e.g. bmja,dmjl,millington"
                    + " (with --json: one object keyed by ruleset id).")
    List<String> compare = new ArrayList<>();

    @Option(names = "--json", description = "Print one JSON object instead of the score sheet.")
    boolean json;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (!compare.isEmpty()) {
            return compare(out);
        }
        Ruleset ruleset = rulesetOption.load();
        Scorer scorer = new Scorer(ruleset);
        if (hand.equals(List.of("-"))) {
            return Batch.run(out, line -> ScoreJson.of(scorer.score(Hand.parse(line))));
        }
        ScoreResult result = scorer.score(Hand.parse(String.join(" ", hand)));
        out.print(json ? Json.write(ScoreJson.of(result)) + System.lineSeparator()
                : ScoreText.render(result, ruleset.name()));
        out.flush();
        return ExitCodes.OK;
    }

    private int compare(PrintWriter out) {
        if (spec.commandLine().getParseResult().hasMatchedOption("--ruleset")) {
            throw new UsageException("--compare names the rulesets to score by; leave out --ruleset,"
                    + " e.g. --compare bmja,our-club.toml");
        }
        List<Ruleset> rulesets = rulesets();
        if (hand.equals(List.of("-"))) {
            return Batch.run(out, line -> new Comparison(Hand.parse(line), rulesets).json());
        }
        Comparison comparison = new Comparison(Hand.parse(String.join(" ", hand)), rulesets);
        out.print(json ? Json.write(comparison.json()) + System.lineSeparator() : comparison.render());
        out.flush();
        return ExitCodes.OK;
    }

    /** The rulesets of --compare, in the order given; each id once. */
    private List<Ruleset> rulesets() {
        List<Ruleset> rulesets = new ArrayList<>();
        for (String name : compare) {
            Ruleset r = Rulesets.resolve(name.strip());
            if (rulesets.stream().anyMatch(other -> other.id().equals(r.id()))) {
                throw new UsageException("--compare names the ruleset '" + r.id() + "' twice;"
                        + " give each ruleset once, e.g. --compare bmja,dmjl,millington");
            }
            rulesets.add(r);
        }
        return rulesets;
    }
}
