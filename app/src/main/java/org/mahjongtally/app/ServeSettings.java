/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.MalformedInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.TallyException;
import org.mahjongtally.cli.CommandLineMessages;
import org.mahjongtally.store.GameStores;

/**
 * The settings of {@code tally serve}, each taken from its flag, else its environment variable,
 * else the config file, else its default. The three spell a setting alike: {@code --bind},
 * {@code TALLY_BIND}, {@code bind = ...}. A config file has one {@code name = value} a line;
 * {@code #} starts a comment line.
 */
final class ServeSettings {

    /** A setting of the server, with its names and default. */
    enum Setting {
        PORT("port", String.valueOf(ServeCommand.DEFAULT_PORT), true, false),
        BIND("bind", "127.0.0.1", true, false),
        DB("db", null, true, false),
        ADMIN_PASSWORD_FILE("admin-password-file", null, true, false),
        /** No flag: a password on the command line is shown to every user of the computer by ps. */
        ADMIN_PASSWORD("admin-password", null, false, true),
        ALLOWED_HOSTS("allowed-hosts", null, true, false),
        PUBLISH("publish", "standings", true, false),
        NEW_GAMES_PER_HOUR("new-games-per-hour", "120,600", true, false);

        private final String name;
        private final String defaultValue;
        private final boolean hasFlag;
        private final boolean secret;

        Setting(String name, String defaultValue, boolean hasFlag, boolean secret) {
            this.name = name;
            this.defaultValue = defaultValue;
            this.hasFlag = hasFlag;
            this.secret = secret;
        }

        /** Its name in a config file: {@code admin-password-file}. */
        String key() {
            return name;
        }

        /** Its flag, {@code --admin-password-file}, or null if it has none. */
        String flag() {
            return hasFlag ? "--" + name : null;
        }

        /** Its environment variable: {@code TALLY_ADMIN_PASSWORD_FILE}. */
        String env() {
            return "TALLY_" + name.toUpperCase(java.util.Locale.ROOT).replace('-', '_');
        }
    }

    /** The environment variable naming the config file, as {@code --config} does. */
    static final String CONFIG_ENV = "TALLY_CONFIG";

    /**
     * A setting's value and where it came from.
     *
     * @param text the value as written, or null if the setting is not set anywhere
     * @param source where it was set: its flag, its environment variable, a config file's line,
     *     or "default"
     */
    record Value(String text, String source) {
    }

    private final Map<Setting, Value> values;

    private ServeSettings(Map<Setting, Value> values) {
        this.values = values;
    }

    /**
     * Resolves every setting.
     *
     * @param flags the flags given, by setting (absent or null when not given; given empty, they
     *     are refused as values, whereas an empty environment variable counts as not set)
     * @param env the environment (System.getenv() outside tests)
     * @param configFile the config file given by {@code --config}, else null; then
     *     {@code TALLY_CONFIG} names one, if set
     * @throws TallyException if the config file cannot be read or has a line that is not a setting
     */
    static ServeSettings resolve(Map<Setting, String> flags, Map<String, String> env, Path configFile) {
        Path file = configFile != null ? configFile : blankToNull(env.get(CONFIG_ENV)) == null ? null : Path.of(env.get(CONFIG_ENV));
        Map<Setting, Value> fromFile = file == null ? Map.of() : read(file);
        Map<Setting, Value> values = new EnumMap<>(Setting.class);
        for (Setting s : Setting.values()) {
            String flag = flags.get(s);
            String fromEnv = blankToNull(env.get(s.env()));
            if (flag != null) {
                values.put(s, new Value(flag, s.flag()));
            } else if (fromEnv != null) {
                values.put(s, new Value(fromEnv, s.env()));
            } else {
                values.put(s, fromFile.getOrDefault(s, new Value(s.defaultValue, "default")));
            }
        }
        return new ServeSettings(values);
    }

    /** A setting's value and its source. */
    Value get(Setting setting) {
        return values.get(setting);
    }

    /** A setting's value, or null if it is not set. */
    String text(Setting setting) {
        return values.get(setting).text();
    }

    /**
     * The effective settings in the config file's own form, each with where it came from, secrets
     * masked: the admin password as {@code ***}, a database password as {@code password=***}.
     */
    List<String> describe() {
        List<String> lines = new ArrayList<>();
        lines.add("# tally serve runs with these settings (a flag wins over its environment variable,");
        lines.add("# which wins over the config file, which wins over the default).");
        for (Setting s : Setting.values()) {
            Value v = values.get(s);
            lines.add(v.text() == null ? "# " + s.key() + " is not set"
                    : String.format("%-60s # %s", s.key() + " = " + shown(s, v.text()), v.source()));
        }
        return lines;
    }

    private static String shown(Setting s, String text) {
        if (s.secret) {
            return "***";
        }
        return s == Setting.DB ? GameStores.redacted(text) : text;
    }

    /** Reads a config file's settings, each with its line as source. */
    private static Map<Setting, Value> read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (MalformedInputException e) {
            throw refused("the config file " + file + " is not UTF-8 text; save it as UTF-8");
        } catch (IOException e) {
            throw refused("cannot read the config file " + file + " (" + e.getClass().getSimpleName()
                    + "); give a readable file with --config or " + CONFIG_ENV);
        }
        Map<Setting, Value> found = new EnumMap<>(Setting.class);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = "line " + (i + 1) + " of the config file " + file;
            int eq = line.indexOf('=');
            if (eq < 0) {
                throw refused(where + " is not a setting: write it as name = value, e.g. port = 8080");
            }
            String key = line.substring(0, eq).strip();
            Setting setting = Arrays.stream(Setting.values()).filter(s -> s.key().equals(key)).findFirst()
                    .orElseThrow(() -> refused(where + " sets '" + key + "', which is not a setting; the settings are "
                            + Arrays.stream(Setting.values()).map(Setting::key).collect(Collectors.joining(", "))));
            if (found.containsKey(setting)) {
                throw refused(where + " sets " + key + " a second time (first in " + found.get(setting).source()
                        + "); keep one of them");
            }
            found.put(setting, new Value(line.substring(eq + 1).strip(), "config file " + file + ", line " + (i + 1)));
        }
        return found;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }

    private static TallyException refused(String message) {
        return new TallyException(ErrorCode.BAD_USAGE, CommandLineMessages.english(message));
    }
}
