/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.mahjongtally.store.BackupInput;
import org.mahjongtally.store.BackupSummary;
import org.mahjongtally.store.GameStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tally restore FILE}: a backup back into an empty database. */
@Command(name = "restore", mixinStandardHelpOptions = true,
        description = {"Restore a file written by 'tally backup' into an empty database.",
            "The database (--db URL, an H2 file or PostgreSQL) is set up on first use. Ids,",
            "edit links, share links, versions and audit trails are kept. Every game is checked",
            "first: a backup that cannot be read whole restores nothing. A gzipped file is",
            "recognised by itself."})
final class RestoreCommand extends GameStoreCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "The backup file (.json or .json.gz).")
    Path file;

    @Override
    void run(GameStore store) {
        BackupSummary summary;
        try (InputStream in = open()) {
            summary = store.restore(in);
        } catch (NoSuchFileException e) {
            throw new UsageException("cannot read " + file + ": there is no such file");
        } catch (IOException e) {
            throw new UsageException("cannot read " + file + ": " + e.getMessage());
        }
        out().println("Restored " + summary.describe() + " from " + file + " into " + database.shown() + ".");
        out().flush();
    }

    private InputStream open() throws IOException {
        return BackupInput.open(Files.newInputStream(file));
    }
}
