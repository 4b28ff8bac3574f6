/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Seeded random hands: the notation reads back what it writes, whatever the order of items. */
class NotationRoundTripTest {

    private static final int HANDS_PER_SEED = 400;

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 42, 1234, 20240601, 987654321, -7})
    void formatThenParseGivesTheSameHand(long seed) {
        RandomHands hands = new RandomHands(seed);
        Random shuffler = new Random(seed * 31 + 1);
        for (int i = 0; i < HANDS_PER_SEED; i++) {
            Hand hand = hands.next();
            String canonical = Notation.format(hand);
            String where = "seed " + seed + ", hand " + i + ": " + canonical;

            assertThat(Notation.parse(canonical)).as(where).isEqualTo(hand);
            assertThat(Notation.format(Notation.parse(canonical))).as(where).isEqualTo(canonical);
            assertThat(hand).as(where).hasToString(canonical);
            assertThat(canonical).as(where).doesNotContain("  ").doesNotStartWith(" ").doesNotEndWith(" ")
                    .doesNotContain("seat=E").doesNotContain("round=E").doesNotContain("by=wall");

            List<String> items = new ArrayList<>(Arrays.asList(canonical.split(" ")));
            Collections.shuffle(items, shuffler);
            String shuffled = String.join(" ", items);
            assertThat(Notation.parse(shuffled)).as(where + " shuffled as " + shuffled).isEqualTo(hand);

            String scrambled = hands.scrambled(hand);
            assertThat(Notation.parse(scrambled)).as(where + " written as " + scrambled).isEqualTo(hand);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {5, 6, 7})
    void generatorCoversWinnersLosersKongsBonusAndUnicode(long seed) {
        RandomHands hands = new RandomHands(seed);
        int winners = 0;
        int concealedKongs = 0;
        int bonus = 0;
        int unicode = 0;
        for (int i = 0; i < HANDS_PER_SEED; i++) {
            Hand h = hands.next();
            winners += h.isWinner() ? 1 : 0;
            concealedKongs += h.declared().stream().anyMatch(m -> m.isConcealed()) ? 1 : 0;
            bonus += h.bonus().isEmpty() ? 0 : 1;
            unicode += hands.scrambled(h).codePoints().anyMatch(cp -> cp >= 0x1F000) ? 1 : 0;
        }
        String where = "seed " + seed;
        assertThat(winners).as(where).isBetween(HANDS_PER_SEED / 4, HANDS_PER_SEED * 3 / 4);
        assertThat(concealedKongs).as(where).isPositive();
        assertThat(bonus).as(where).isPositive();
        assertThat(unicode).as(where).isPositive();
    }
}
