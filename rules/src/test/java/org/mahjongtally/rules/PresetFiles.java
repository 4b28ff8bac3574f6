/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.stream.Collectors;
import org.mahjongtally.ruleset.RuleId;

/**
 * What the preset files themselves say, for tests that count elements: a count written in a
 * test goes stale when an element is added, a count read from the file does not.
 */
public final class PresetFiles {

    private PresetFiles() {
    }

    /** The number of {@code [[element]]} tables in a preset's file (the presets extend nothing). */
    public static long elementTables(String preset) {
        return text(preset).lines().filter(l -> l.strip().equals("[[element]]")).count();
    }

    /** The elements at least one preset scores; the catalogue may hold more, for house rules. */
    public static Set<RuleId> inSomePreset() {
        return RuleId.builtIn().stream()
                .filter(id -> Rulesets.presetIds().stream().anyMatch(p -> Rulesets.preset(p).has(id)))
                .collect(Collectors.toSet());
    }

    private static String text(String preset) {
        try (InputStream in = PresetFiles.class.getResourceAsStream("/rulesets/" + preset + ".toml")) {
            if (in == null) {
                throw new IllegalArgumentException("no preset file for " + preset);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
