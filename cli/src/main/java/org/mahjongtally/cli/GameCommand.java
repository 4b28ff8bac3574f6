/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code tally game}: keeps the books of a whole game in a database. */
@Command(
        name = "game",
        mixinStandardHelpOptions = true,
        description = {
            "Keep the books of a whole game.",
            "Start it, record each hand as it ends (typed scores, tiles, or both), correct",
            "any hand (later hands are replayed), show the score sheet.",
            "Games are kept in a database: --db URL, else $TALLY_DB, else an H2 file in",
            "your data directory (~/.local/share/mahjong-tally on Linux), made on first use."},
        subcommands = {GameNewCommand.class, GameHandCommand.class, GameShowCommand.class,
            GameListCommand.class, GameEditCommand.class, GameDeleteHandCommand.class,
            GameExportCommand.class, GameImportCommand.class},
        footer = {"", "Example:",
            "  tally game new --players Ann,Bob,Cid,Dee",
            "  tally game hand GAME --winner Bob --scores Ann=80,Bob=112,Cid=12,Dee=48",
            "  tally game show GAME"})
final class GameCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
