package org.mahjongtally.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.json.Json;
import org.mahjongtally.json.ScoreJson;
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
            "last-discard|robbed|deal|first-discard; flags original-call, twofold-fortune.",
            "",
            "Batch: 'tally score -' reads one hand per line from standard input and prints one",
            "JSON object per line; a bad line prints {\"error\": \"...\"} and the batch goes on."},
        footer = {"", "Examples:",
            "  tally score \"123b 456b 789b 55d [RRR] seat=S win=5d by=discard\"",
            "  tally score \"19b19c19dESWNRGPP win=P\"      (Thirteen Unique Wonders)"})
final class ScoreCommand implements Callable<Integer> {

    @Parameters(paramLabel = "HAND", arity = "1..*",
            description = "The hand in notation (quote it), or '-' for a batch on stdin.")
    List<String> hand = new ArrayList<>();

    @Mixin
    RulesetOption rulesetOption = new RulesetOption();

    @Option(names = "--json", description = "Print one JSON object instead of the score sheet.")
    boolean json;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
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
}
