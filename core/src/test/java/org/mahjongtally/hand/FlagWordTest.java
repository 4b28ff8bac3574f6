/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A flag word is checked by hand exactly as the pattern {@code [a-z][a-z-]+} would. */
class FlagWordTest {

    @Test
    void flagWordsAreThoseOfThePattern() {
        List<String> words = List.of("last-tile", "ab", "a", "a-", "-a", "Ab", "aB", "a1", "ok", "robbed-kong",
                "123b", "EEE", "z-z", "zz", "ą", "aą", "a_b", "", "{x", "a--");
        for (String word : words) {
            assertThat(NotationParser.isFlagWord(word)).as(word).isEqualTo(word.matches("[a-z][a-z-]+"));
        }
    }
}
