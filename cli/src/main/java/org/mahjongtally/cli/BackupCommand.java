/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.GZIPOutputStream;
import org.mahjongtally.store.BackupSummary;
import org.mahjongtally.store.GameStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tally backup FILE}: the whole database to one file. */
@Command(name = "backup", mixinStandardHelpOptions = true,
        description = {"Write the whole database to one file.",
            "Every game with its hands, keys, share ids and audit trail, and the club's players.",
            "JSON; gzipped when FILE ends in .gz.",
            "'tally restore FILE --db URL' puts it back, into H2 or PostgreSQL alike.",
            "The file is written next to FILE first and then moved, so it is whole or not there."})
final class BackupCommand extends GameStoreCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "The backup file (.json, or .json.gz for gzip).")
    Path file;

    @Override
    void run(GameStore store) {
        Path target = file.toAbsolutePath();
        boolean gzip = file.getFileName().toString().endsWith(".gz");
        Path partial = target.resolveSibling(target.getFileName() + ".partial");
        BackupSummary summary;
        try {
            Files.createDirectories(target.getParent());
            try (OutputStream raw = Files.newOutputStream(partial);
                    OutputStream out = gzip ? new GZIPOutputStream(raw, 1 << 16) : raw) {
                summary = store.backup(out);
            }
            Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | UncheckedIOException e) {
            try {
                Files.deleteIfExists(partial);
            } catch (IOException ignored) {
                // nothing more to do
            }
            throw new UsageException("cannot write " + file + ": " + e.getMessage());
        }
        out().println("Wrote " + summary.describe() + " of " + database.shown() + " to " + file
                + (gzip ? " (gzip)." : "."));
        out().flush();
    }
}
