/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where a program keeps its data on each system: {@code $XDG_DATA_HOME/mahjong-tally} (else
 * {@code ~/.local/share/mahjong-tally}) on Linux and other Unix systems,
 * {@code ~/Library/Application Support/Mahjong Tally} on macOS, {@code %APPDATA%\Mahjong Tally}
 * on Windows.
 */
final class DataDirectory {

    private DataDirectory() {
    }

    /** The data directory for this system, user and environment. */
    static Path of(String osName, Path home, Map<String, String> env) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String appData = env.get("APPDATA");
            Path base = appData == null || appData.isBlank() ? home.resolve("AppData").resolve("Roaming")
                    : Path.of(appData);
            return base.resolve("Mahjong Tally");
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve("Application Support").resolve("Mahjong Tally");
        }
        String xdg = env.get("XDG_DATA_HOME");
        Path base = xdg == null || xdg.isBlank() || !Path.of(xdg).isAbsolute()
                ? home.resolve(".local").resolve("share") : Path.of(xdg);
        return base.resolve("mahjong-tally");
    }

    /** The data directory of the running program. */
    static Path current() {
        return of(System.getProperty("os.name", ""), Path.of(System.getProperty("user.home")), System.getenv());
    }
}
