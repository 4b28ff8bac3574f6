/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.mahjongtally.json.Json;
import org.mahjongtally.json.SettlementJson;
import org.mahjongtally.settlement.Outcome;
import org.mahjongtally.settlement.SeatAmounts;
import org.mahjongtally.settlement.Settlement;
import org.mahjongtally.settlement.SettlementOption;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.settlement.TallySet;
import org.mahjongtally.tile.Wind;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tally settle}: who pays whom after a hand. */
@Command(
        name = "settle",
        sortOptions = false,
        mixinStandardHelpOptions = true,
        description = {
            "Settle up after a hand: who pays whom, and how much.",
            "Every loser pays the winner, East pays and receives double, the losers pay each",
            "other the differences, a limit caps a hand, a draw pays nothing.",
            "",
            "Batch: 'tally settle -' reads one case per line from standard input (the same",
            "arguments as here; options given on the command line apply to every line) and",
            "prints one JSON object per line; a bad line prints {\"error\": \"...\"} and the",
            "batch goes on (exit code 2 at the end if any line was bad).",
            "",
            "Defaults: the settlement options of the ruleset (--ruleset, default bmja: limit 1000,",
            "East doubles, losers settle, difference method, a draw pays nothing); each flag",
            "from --limit on overrides its option."},
        footer = {"", "Example:", "  tally settle E=80 S=12 W=48 N=112 --winner N"},
        modelTransformer = SettlementFlags.class)
final class SettleCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SEAT=POINTS", arity = "1..*",
            description = "Each seat's score after the hand: E=80 S=12 W=48 N=112; or '-' for a batch on stdin.")
    List<String> scores = new ArrayList<>();

    @Option(names = "--winner", paramLabel = "SEAT", description = "The seat that went Mah-Jong: E, S, W or N.")
    String winner;

    @Option(names = "--draw", description = "Nobody went Mah-Jong (a wash-out).")
    boolean draw;

    @Mixin
    RulesetOption rulesetOption = new RulesetOption();

    @Option(names = "--discarder", paramLabel = "SEAT", description = "The seat whose discard was the winning tile.")
    String discarder;

    @Option(names = "--plan", description = "Also show the fewest transfers that give the same balances.")
    boolean plan;

    @Option(names = "--tallies", description = "Also show the tallies (sticks) to hand over for each transfer.")
    boolean tallies;

    @Option(names = "--tally-set", paramLabel = "NAME=VALUE,...",
            description = "The tallies of your set (default: the ruleset's, Harmony=2,Man=10,Earth=100,Heaven=500).")
    String tallySet;

    @Option(names = "--json", description = "Print one JSON object instead of the table.")
    boolean json;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (scores.equals(List.of("-"))) {
            return runBatch(out);
        }
        Settlement settlement = settle();
        TallySet set = tallies ? tallySet() : null;
        if (json) {
            out.println(Json.write(SettlementJson.of(settlement, plan, set, ExitCodes.ENGLISH::reason)));
        } else {
            out.print(new SettlementText(settlement, plan, set).render());
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** Settles the case these arguments describe, checking them first. */
    Settlement settle() {
        if (scores.contains("-")) {
            throw new UsageException("'-' (read cases from standard input) must stand alone,"
                    + " without scores: tally settle - < cases.txt");
        }
        SeatAmounts points = SeatScores.parse(scores);
        Outcome outcome = outcome();
        Map<SettlementOption, Object> given = SettlementFlags.given(spec);
        SettlementOptions options = SettlementFlags.applied(rulesetOption.load().settlement(), given);
        return Settlement.of(points, options.forHand(outcome, SettlementFlags.handChoice(given)), options);
    }

    private Outcome outcome() {
        if (draw && winner != null) {
            throw new UsageException("--draw and --winner contradict each other: give --winner SEAT"
                    + " if somebody went Mah-Jong, or --draw if nobody did");
        }
        if (!draw && winner == null) {
            throw new UsageException("who went Mah-Jong? Give --winner E, S, W or N, or --draw"
                    + " if nobody did");
        }
        if (draw) {
            if (discarder != null) {
                throw new UsageException("--discarder makes no sense after a draw: nobody went"
                        + " out on a discard; leave it out, or give --winner");
            }
            return Outcome.draw();
        }
        Wind winnerSeat = seat("--winner", winner);
        return discarder == null ? Outcome.win(winnerSeat)
                : Outcome.winOnDiscard(winnerSeat, seat("--discarder", discarder));
    }

    private TallySet tallySet() {
        return tallySet == null ? rulesetOption.load().tallies() : TallySet.parse(tallySet);
    }

    private static Wind seat(String option, String text) {
        return Wind.parse(text).orElseThrow(() -> new UsageException(option + " must be a seat:"
                + " E, S, W or N; got '" + text + "'"));
    }

    /** Reads cases from stdin, one per line, and prints one JSON object per line. */
    private int runBatch(PrintWriter out) {
        List<String> shared = sharedArguments();
        return Batch.run(out, line -> settleLine(shared, line));
    }

    /** The JSON tree for one batch case; throws for a bad line. */
    static Map<String, Object> settleLine(List<String> shared, String line) {
        List<String> args = new ArrayList<>(shared);
        args.addAll(Arrays.asList(line.split("\\s+")));
        SettleCommand lineCommand = new SettleCommand();
        CommandLine parser = new CommandLine(lineCommand);
        parser.setOverwrittenOptionsAllowed(true);
        parser.parseArgs(args.toArray(String[]::new));
        Settlement settlement = lineCommand.settle();
        return SettlementJson.of(settlement, lineCommand.plan,
                lineCommand.tallies ? lineCommand.tallySet() : null, ExitCodes.ENGLISH::reason);
    }

    /** The options of the batch command line itself, which every line inherits. */
    private List<String> sharedArguments() {
        List<String> shared = new ArrayList<>();
        for (String arg : spec.commandLine().getParseResult().originalArgs()) {
            if (!arg.equals("-") && !arg.equals("settle")) {
                shared.add(arg);
            }
        }
        return shared;
    }
}
