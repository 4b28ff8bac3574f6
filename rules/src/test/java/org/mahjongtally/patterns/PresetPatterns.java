/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.patterns;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mahjongtally.scoring.pattern.Pattern;

/**
 * The presets' special hands written as patterns: the test resource
 * {@code /special-hands/presets.patterns}, blocks that start with {@code == <element id>}.
 */
final class PresetPatterns {

    private PresetPatterns() {
    }

    /** Each element id's pattern text, in the file's order. */
    static Map<String, String> texts() {
        String text;
        try (InputStream in = PresetPatterns.class.getResourceAsStream("/special-hands/presets.patterns")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> blocks = new LinkedHashMap<>();
        String id = null;
        StringBuilder block = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (line.startsWith("== ")) {
                if (id != null) {
                    blocks.put(id, block.toString().strip());
                }
                id = line.substring(3).strip();
                block.setLength(0);
            } else if (id != null) {
                block.append(line).append('\n');
            }
        }
        if (id != null) {
            blocks.put(id, block.toString().strip());
        }
        return blocks;
    }

    /** Each element id's pattern, read. */
    static Map<String, Pattern> patterns() {
        Map<String, Pattern> patterns = new LinkedHashMap<>();
        texts().forEach((id, text) -> patterns.put(id, Pattern.parse(text)));
        return patterns;
    }
}
