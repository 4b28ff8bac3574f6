/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;
import picocli.CommandLine.Option;

/**
 * The {@code --db URL} option of the game commands: the database given, else the
 * {@code TALLY_DB} environment variable, else the default H2 file in the user's data directory.
 */
final class DatabaseOption {

    @Option(names = "--db", paramLabel = "JDBC-URL",
            description = "The database: jdbc:h2:file:PATH or jdbc:postgresql://HOST/DB?user=U&password=P"
                    + " (default: $TALLY_DB, else an H2 file in your data directory).")
    String url;

    /** Opens the store this option names. */
    GameStore open() {
        return GameStores.open(chosen());
    }

    /** The database named, for messages: without its password. */
    String shown() {
        String chosen = chosen();
        return GameStores.redacted(chosen == null || chosen.isBlank() ? GameStores.defaultUrl() : chosen);
    }

    private String chosen() {
        return url != null ? url : System.getenv(GameStores.ENV);
    }
}
