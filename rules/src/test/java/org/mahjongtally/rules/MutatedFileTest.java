/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seeded random damage to the bmja file: whatever the damage, the loader either returns a
 * ruleset or throws a {@link RulesetException} whose problems point at lines of the file;
 * no other exception ever escapes.
 */
class MutatedFileTest {

    private static final long SEED = 20_240_601L;
    private static final int ROUNDS = 3000;
    private static final String NOISE = "\"[]=#,\n \t0123456789-az'\\{}.";

    @Test
    void damagedFilesGiveProblemsNeverOtherExceptions() throws IOException {
        String original = new String(Objects.requireNonNull(Rulesets.class
                .getResourceAsStream("/rulesets/bmja.toml")).readAllBytes(), StandardCharsets.UTF_8)
                .replace("id = \"bmja\"", "id = \"mutant\"");
        Random random = new Random(SEED);
        int rejected = 0;
        for (int round = 0; round < ROUNDS; round++) {
            String text = mutate(original, random, 1 + random.nextInt(4));
            int lineCount = text.split("\n", -1).length;
            try {
                Rulesets.read("mutant.toml", text);
            } catch (RulesetException e) {
                rejected++;
                assertThat(e.problems()).isNotEmpty().allSatisfy(p ->
                        assertThat(p.line()).isBetween(1, lineCount));
            } catch (RuntimeException e) {
                fail("seed " + SEED + ", round " + round + ": " + e + " for the text:\n" + text, e);
            }
        }
        assertThat(rejected).as("most damage must be noticed").isGreaterThan(ROUNDS / 2);
    }

    private static String mutate(String text, Random random, int times) {
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
        for (int i = 0; i < times; i++) {
            int at = random.nextInt(lines.size());
            String line = lines.get(at);
            switch (random.nextInt(5)) {
                case 0 -> lines.remove(at);
                case 1 -> lines.add(at, line);
                case 2 -> lines.set(at, line.isEmpty() ? line
                        : new StringBuilder(line).deleteCharAt(random.nextInt(line.length()))
                                .toString());
                case 3 -> lines.set(at, new StringBuilder(line).insert(
                        random.nextInt(line.length() + 1),
                        NOISE.charAt(random.nextInt(NOISE.length()))).toString());
                default -> lines.set(at, line.replaceAll("[0-9]+",
                        Integer.toString(random.nextInt(300) - 100)));
            }
        }
        return String.join("\n", lines);
    }
}
