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
        assertThatThrownBy(() -> Hand.parse("[222b] [888c] [999d] 456b 77d win=7d by=robbed"))
                .isInstanceOf(InvalidHandException.class)
                .hasMessageContaining("the hand holds 2 of 7d, but a tile robbed from a kong is the fourth of that kong")
                .hasMessageContaining("with by=robbed the winning tile completes a chow");
        assertThatThrownBy(() -> Hand.parse("[222b] [888c] 999d 456b 77d win=9d by=robbed"))
                .hasMessageContaining("holds 3 of 9d");
    }

    @Test
    void thePositionIsTheWinningTile() {
        InvalidHandException e = org.junit.jupiter.api.Assertions.assertThrows(InvalidHandException.class,
                () -> Hand.parse("[222b] [888c] [999d] 456b 77d win=7d by=robbed"));
        assertThat(e.position()).hasValue("[222b] [888c] [999d] 456b 77d win=".length());
    }
}
