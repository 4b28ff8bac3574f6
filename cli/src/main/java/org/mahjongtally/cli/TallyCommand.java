/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code tally}: the command line of Mahjong Tally. Each job is a subcommand. */
@Command(
        name = "tally",
        mixinStandardHelpOptions = true,
        versionProvider = Version.class,
        description = "Scores, settles and keeps the books of classical Chinese (British) Mahjong.",
        subcommands = {SettleCommand.class, ScoreCommand.class, WaitsCommand.class, GameCommand.class,
            PlayersCommand.class, StandingsCommand.class, BackupCommand.class, RestoreCommand.class,
            RulesetsCommand.class, CompletionCommand.class, ManCommand.class,
            CommandLine.HelpCommand.class})
public final class TallyCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        System.exit(run(args, out, err));
    }

    /**
     * Runs the command line with these streams: what the tests call.
     *
     * @return the exit code: 0 done, 2 bad usage or input, 3 invalid hand or ruleset
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = commandLine(out, err);
        return cli.execute(args);
    }

    /**
     * The configured picocli command line, writing to these streams, with this program's error
     * handling (one line on stderr and the exit codes of {@link #run}). The {@code app} module
     * adds its {@code serve} subcommand to it; after adding a subcommand, set the streams again
     * so that it writes to them too, and apply the {@link HelpLayout} to it.
     */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new TallyCommand());
        cli.setOut(out);
        cli.setErr(err);
        ExitCodes handler = new ExitCodes();
        cli.setParameterExceptionHandler(handler);
        cli.setExecutionExceptionHandler(handler);
        HelpLayout.apply(cli);
        return cli;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
