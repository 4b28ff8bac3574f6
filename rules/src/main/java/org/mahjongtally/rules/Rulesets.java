/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mahjongtally.Message;
import org.mahjongtally.ruleset.Ruleset;

/**
 * Where rulesets come from: the shipped presets (files {@code /rulesets/<id>.toml} on the
 * classpath, read once and kept) and ruleset files a club writes, usually a few lines that
 * {@code extends} a preset. The file format, a small subset of TOML, is described in the
 * {@linkplain org.mahjongtally.rules package documentation}.
 *
 * <p>Every method either returns a complete, checked {@link Ruleset} or throws a
 * {@link RulesetException} that lists every problem with its file and line. Thread-safe.
 */
public final class Rulesets {

    /** The id of the default ruleset, the British Mah-Jong Association rules. */
    public static final String DEFAULT_ID = "bmja";

    /** The presets, bases before the presets that may extend them. */
    private static final List<String> PRESET_IDS = List.of("bmja", "dmjl", "millington");

    private static final Object LOCK = new Object();
    /** Resolved presets; guarded by {@link #LOCK}. Only sound presets are kept. */
    private static final Map<String, Ruleset> PRESETS = new HashMap<>();

    private static final RulesetLoader LOADER = new RulesetLoader(new RulesetLoader.Presets() {
        @Override
        public List<String> ids() {
            return PRESET_IDS;
        }

        @Override
        public Ruleset get(String id, List<RulesetSource> chain) {
            return preset(id, chain);
        }
    });

    private Rulesets() {
    }

    /** The ids of the shipped presets, the default first. */
    public static List<String> presetIds() {
        return PRESET_IDS;
    }

    /**
     * A shipped preset, such as {@code "bmja"}.
     *
     * @throws RulesetException if there is no preset of that id (the message lists them)
     */
    public static Ruleset preset(String id) {
        if (!PRESET_IDS.contains(id)) {
            throw single(id, RulesetIssue.NO_PRESET, id, String.join(", ", PRESET_IDS));
        }
        return preset(id, List.of());
    }

    /** The default ruleset: the British Mah-Jong Association rules. */
    public static Ruleset bmja() {
        return preset(DEFAULT_ID);
    }

    /**
     * Reads a ruleset file. A relative {@code extends} path in it is taken from the file's
     * folder.
     *
     * @throws RulesetException if the file cannot be read or has any problem
     */
    public static Ruleset load(Path file) {
        RulesetSource source;
        try {
            source = RulesetFiles.read(file);
        } catch (IOException e) {
            throw single(String.valueOf(file), RulesetIssue.FILE_UNREADABLE, RulesetFiles.reason(e));
        }
        return LOADER.load(source, List.of());
    }

    /**
     * Reads ruleset text that did not come from a file (an upload, a test). It may extend a
     * preset but not another file.
     *
     * @param fileName the name to show in problems, such as {@code club.toml}
     * @throws RulesetException if the text has any problem
     */
    public static Ruleset read(String fileName, String text) {
        return LOADER.load(RulesetSource.text(fileName, text), List.of());
    }

    /**
     * A preset by id, or else a ruleset file by path: what a {@code --ruleset} option accepts.
     *
     * @throws RulesetException if it is neither (the message lists the presets), or the file
     *     has problems
     */
    public static Ruleset resolve(String idOrPath) {
        if (PRESET_IDS.contains(idOrPath)) {
            return preset(idOrPath);
        }
        boolean isFile;
        try {
            isFile = Files.exists(Path.of(idOrPath));
        } catch (InvalidPathException e) {
            isFile = false;
        }
        if (!isFile) {
            throw single(idOrPath, RulesetIssue.NEITHER_PRESET_NOR_RULESET, String.join(", ", PRESET_IDS));
        }
        return load(Path.of(idOrPath));
    }

    private static Ruleset preset(String id, List<RulesetSource> chain) {
        synchronized (LOCK) {
            Ruleset cached = PRESETS.get(id);
            if (cached != null) {
                return cached;
            }
            Ruleset loaded = LOADER.load(RulesetSource.preset(id, presetText(id)), chain);
            PRESETS.put(id, loaded);
            return loaded;
        }
    }

    private static String presetText(String id) {
        String resource = "/rulesets/" + id + ".toml";
        try (InputStream in = Rulesets.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw single(id + ".toml", RulesetIssue.PRESET_MISSING, resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw single(id + ".toml", RulesetIssue.PRESET_UNREADABLE, RulesetFiles.reason(e));
        }
    }

    private static RulesetException single(String file, RulesetIssue issue, Object... values) {
        return new RulesetException(List.of(new RulesetProblem(file, 0, Message.of(issue, values))));
    }
}
