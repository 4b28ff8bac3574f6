/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A tile robbed from a kong is the fourth of that kong: the robber cannot hold another. */
class RobbedTileTest {

    @Test
    void aRobbedTileCompletesAChow() {
        assertThat(Hand.parse("[222b] [888c] [999d] 456b 77d win=5b by=robbed").isWinner()).isTrue();
    }

    @Test
    void aRobbedTileCannotCompleteAPungOrAPair() {
        // The words of this message are checked in words/RobbedTileWordsTest.
        assertThatThrownBy(() -> Hand.parse("[222b] [888c] [999d] 456b 77d win=7d by=robbed"))
                .isInstanceOfSatisfying(InvalidHandException.class, e -> {
                    assertThat(e.problem()).isEqualTo(HandProblem.ROBBED_TILE_HELD);
                    assertThat(e.message().value("count")).isEqualTo(2);
                    assertThat(e.tile()).hasValue(org.mahjongtally.tile.Tile.of(org.mahjongtally.tile.Suit.DOTS, 7));
                });
        assertThatThrownBy(() -> Hand.parse("[222b] [888c] 999d 456b 77d win=9d by=robbed"))
                .isInstanceOfSatisfying(InvalidHandException.class,
                        e -> assertThat(e.message().value("count")).isEqualTo(3));
    }

    @Test
    void thePositionIsTheWinningTile() {
        InvalidHandException e = org.junit.jupiter.api.Assertions.assertThrows(InvalidHandException.class,
                () -> Hand.parse("[222b] [888c] [999d] 456b 77d win=7d by=robbed"));
        assertThat(e.position()).hasValue("[222b] [888c] [999d] 456b 77d win=".length());
    }
}
