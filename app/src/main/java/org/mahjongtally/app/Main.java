/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.app;

import java.io.PrintWriter;
import org.mahjongtally.cli.HelpLayout;
import org.mahjongtally.cli.TallyCommand;
import picocli.CommandLine;

/**
 * The {@code ./tally} program: the command line of the {@code cli} module with the
 * {@code serve} and {@code site} subcommands added. This is the only place that knows both the
 * command line and the web module; the web module's classes are loaded only when {@code serve}
 * or {@code site} runs, so every other command starts as fast as the command line alone.
 */
public final class Main {

    private Main() {
    }

    /** Runs the program and exits with its code (see {@link TallyCommand#run}). */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        System.exit(commandLine(out, err).execute(args));
    }

    /** The whole command line, writing to these streams: what the tests call. */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        CommandLine cli = TallyCommand.commandLine(out, err);
        // serve and site are listed with the other commands, before help.
        CommandLine help = cli.getSubcommands().get("help");
        if (help != null) {
            cli.getCommandSpec().removeSubcommand("help");
        }
        cli.addSubcommand("serve", new ServeCommand());
        cli.addSubcommand("site", new SiteCommand());
        HelpLayout.apply(cli.getSubcommands().get("serve"));
        HelpLayout.apply(cli.getSubcommands().get("site"));
        if (help != null) {
            cli.addSubcommand("help", help);
        }
        cli.setOut(out);
        cli.setErr(err);
        return cli;
    }
}
