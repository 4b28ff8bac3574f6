/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.Optional;

/**
 * The text of one ruleset file and where it came from.
 *
 * @param fileName the name used in problems, such as {@code bmja-club.toml}
 * @param key what identifies the file in an {@code extends} chain, to find cycles: the real
 *     path of a file, {@code preset:<id>} for a preset
 * @param text the file's text
 * @param folder where relative {@code extends} paths are found; empty for presets and for text
 *     not read from a file, which may extend presets only
 */
record RulesetSource(String fileName, String key, String text, Optional<RulesetFolder> folder) {

    /** The key of a preset in an {@code extends} chain. */
    static String presetKey(String id) {
        return "preset:" + id;
    }

    /** A preset's text from the classpath. */
    static RulesetSource preset(String id, String text) {
        return new RulesetSource(id + ".toml", presetKey(id), text, Optional.empty());
    }

    /** Text that did not come from a file, such as an upload; it may extend presets only. */
    static RulesetSource text(String fileName, String text) {
        return new RulesetSource(fileName, "text:" + fileName, text, Optional.empty());
    }
}
