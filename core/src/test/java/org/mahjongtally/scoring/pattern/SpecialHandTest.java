/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A special hand's entry (docs/special-hands.md, "A special hand's entry"). */
class SpecialHandTest {

    private static final Pattern SEVEN_PAIRS = Pattern.parse("7 pairs");

    @Test
    void aNameInTheLanguageAskedForOrTheHandsOwn() {
        SpecialHand hand = new SpecialHand("seven-pairs", "Seven Pairs", Map.of("pl", "Siedem par"),
                new HandValue.LimitShare(50), 20, List.of("mah-jong"), SEVEN_PAIRS);
        assertThat(hand.name("pl")).isEqualTo("Siedem par");
        assertThat(hand.name("ru")).isEqualTo("Seven Pairs");
        assertThat(hand.excludes()).containsExactly("mah-jong");
    }

    @Test
    void theFishingValueIsNeverAboveTheHandsShareOfTheLimit() {
        assertThatThrownBy(() -> new SpecialHand("seven-pairs", "Seven Pairs", Map.of(), new HandValue.LimitShare(50),
                60, List.of(), SEVEN_PAIRS)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0 to 50");
        assertThat(new SpecialHand("purity", "Purity", Map.of(), new HandValue.Doubles(3), 100, List.of(),
                SEVEN_PAIRS).fishingPercent()).isEqualTo(100);
    }

    @Test
    void valuesAndIdsAreChecked() {
        assertThatThrownBy(() -> new HandValue.LimitShare(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new HandValue.LimitShare(101)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new HandValue.Doubles(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new HandValue.Points(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SpecialHand("Seven Pairs", "Seven Pairs", Map.of(), new HandValue.Points(40), 0,
                List.of(), SEVEN_PAIRS)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SpecialHand("seven-pairs", " ", Map.of(), new HandValue.Points(40), 0,
                List.of(), SEVEN_PAIRS)).isInstanceOf(IllegalArgumentException.class);
    }
}
