/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The bare flags of the notation: each word reads back to its flag and is written again. */
class FlagTest {

    @ParameterizedTest(name = "{0}")
    @EnumSource(Flag.class)
    void everyFlagRoundTripsThroughTheNotation(Flag flag) {
        Hand hand = Hand.parse("[222b] [888c] [999d] 456b 77d seat=E win=7d by=discard " + flag.code());

        assertThat(Flag.parse(flag.code())).contains(flag);
        assertThat(hand.context().flags()).containsExactly(flag);
        assertThat(hand.toString()).endsWith(" " + flag.code());
        assertThat(Hand.parse(hand.toString())).isEqualTo(hand);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"east-streak", "claimed-kongs"})
    void theFlagsOfTheMillingtonAndGermanRulesAreKnown(String word) {
        assertThat(Flag.parse(word)).isPresent();
        assertThat(Flag.codes()).contains(word);
    }

    @org.junit.jupiter.api.Test
    void flagsAreWrittenInCatalogueOrderAndAnUnknownWordListsThemAll() {
        Hand hand = Hand.parse("[EEEE] 222b 555c 789d 99d seat=S win=9d claimed-kongs original-call");

        assertThat(hand.toString()).endsWith("win=9d original-call claimed-kongs");
        assertThatThrownBy(() -> Hand.parse("1b east-streek"))
                .isInstanceOfSatisfying(NotationException.class, e -> {
                    // The hint's words ("flags are original-call, twofold-fortune, ...") are checked in words.
                    assertThat(e.problem()).isEqualTo(NotationProblem.UNKNOWN_WORD);
                    assertThat(e.message().value("word")).isEqualTo("east-streek");
                });
    }
}
