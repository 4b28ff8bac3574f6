/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Our SHA-256 against the JDK's, which the ruleset hash was made with before. */
class Sha256Test {

    private static final Random RANDOM = new Random(20240613L);

    /** Around every padding boundary: 55 bytes still fit one block with the length, 56 do not. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 31, 32, 55, 56, 57, 63, 64, 65, 111, 119, 120, 127, 128, 129,
        191, 192, 1000, 4096, 100_000, 1_000_003})
    void agreesWithTheJdkAtAndAroundTheBlockBoundaries(int length) {
        byte[] message = randomBytes(length);
        assertThat(Sha256.digest(message)).isEqualTo(jdk(message));
    }

    @Test
    void agreesWithTheJdkOnManyRandomMessages() {
        for (int i = 0; i < 2000; i++) {
            byte[] message = randomBytes(RANDOM.nextInt(i < 1000 ? 200 : 5000));
            assertThat(Sha256.digest(message)).as("message of %d bytes", message.length)
                    .isEqualTo(jdk(message));
        }
    }

    @Test
    void agreesWithTheJdkOnEveryLengthUpToFourBlocks() {
        IntStream.rangeClosed(0, 256).forEach(length -> {
            byte[] message = randomBytes(length);
            assertThat(Sha256.digest(message)).as("message of %d bytes", length)
                    .isEqualTo(jdk(message));
        });
    }

    @Test
    void bytesWithTheHighBitSetAreNotTakenAsNegativeNumbers() {
        byte[] message = new byte[200];
        java.util.Arrays.fill(message, (byte) 0xff);
        assertThat(Sha256.digest(message)).isEqualTo(jdk(message));
    }

    @Test
    void theHexIsTheDigestInLowerCase() {
        byte[] message = "mahjong-tally-ruleset 1\n".getBytes(StandardCharsets.UTF_8);
        assertThat(Sha256.hex(message)).isEqualTo(HexFormat.of().formatHex(jdk(message)));
    }

    @Test
    void aRulesetHashIsTheJdkDigestOfItsCanonicalText() {
        for (String id : Rulesets.presetIds()) {
            byte[] text = RulesetText.canonical(Rulesets.preset(id)).getBytes(StandardCharsets.UTF_8);
            assertThat(Rulesets.preset(id).hash()).as(id)
                    .isEqualTo(HexFormat.of().formatHex(jdk(text)).substring(0, RulesetText.HASH_LENGTH));
        }
    }

    @Test
    void thePresetHashesAreTheOnesPublishedInTheReadme() {
        assertThat(Rulesets.preset("bmja").hash()).isEqualTo("d47c8f2fd13f0bf6");
        assertThat(Rulesets.preset("dmjl").hash()).isEqualTo("8abebb029ad8e5d8");
        assertThat(Rulesets.preset("millington").hash()).isEqualTo("ab855e852c1ee041");
    }

    private static byte[] randomBytes(int length) {
        byte[] bytes = new byte[length];
        RANDOM.nextBytes(bytes);
        return bytes;
    }

    private static byte[] jdk(byte[] message) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(message);
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}
