/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.mahjongtally.store.GameExport;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.ScoreSheetCsv;
import org.mahjongtally.store.StoredGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tally game export}: the whole game as a JSON file, or the score sheet as CSV. */
@Command(name = "export", sortOptions = false, mixinStandardHelpOptions = true,
        description = {"Export a game as JSON or CSV.",
            "json is the whole game, lossless ('tally game import' reads it back); csv is",
            "the score sheet for a spreadsheet, one row per hand. --json is --format json."})
final class GameExportCommand extends GameStoreCommand {

    @Parameters(index = "0", paramLabel = "GAME", description = "The game's id.")
    String id;

    @Option(names = "--format", paramLabel = "json|csv", description = "What to write (default: json).")
    String format;

    @Option(names = "--output", paramLabel = "FILE", description = "Write to this file (default: standard output).")
    Path output;

    @Override
    void run(GameStore store) {
        String kind = kind();
        StoredGame game = store.get(id);
        String text = kind.equals("csv") ? ScoreSheetCsv.write(game.sheet()) : GameExport.toJson(game);
        if (output == null) {
            out().print(text);
            out().flush();
            return;
        }
        try {
            Files.writeString(output, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UsageException("cannot write " + output + ": " + e.getMessage());
        }
        out().println("Wrote game " + game.id() + " (" + game.hands().size() + " hands, "
                + kind.toUpperCase(Locale.ROOT) + ") to " + output);
    }

    private String kind() {
        String kind = format == null ? "json" : format.strip().toLowerCase(Locale.ROOT);
        if (!kind.equals("json") && !kind.equals("csv")) {
            throw new UsageException("--format is json (the whole game) or csv (the score sheet), not '"
                    + format + "'");
        }
        if (json && kind.equals("csv")) {
            throw new UsageException("--json asks for JSON, --format csv for CSV; give one of them");
        }
        return kind;
    }
}
