/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.tile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class TileCountsTest {

    @Test
    void countsTilesAndKeepsATotal() {
        TileCounts c = TileCounts.of(Tile.D5, Tile.B1, Tile.D5, Tile.RED);
        assertThat(c.count(Tile.D5)).isEqualTo(2);
        assertThat(c.count(Tile.D5.ordinal())).isEqualTo(2);
        assertThat(c.count(Tile.B1)).isEqualTo(1);
        assertThat(c.count(Tile.B2)).isZero();
        assertThat(c.count(Tile.F1)).isZero();
        assertThat(c.total()).isEqualTo(4);
        assertThat(c.contains(Tile.RED)).isTrue();
        assertThat(c.contains(Tile.GREEN)).isFalse();
        assertThat(c.isEmpty()).isFalse();
        assertThat(TileCounts.empty().isEmpty()).isTrue();
    }

    @Test
    void plusAndMinusGiveNewCounts() {
        TileCounts three = TileCounts.empty().plus(Tile.C3, 3).plus(Tile.EAST);
        TileCounts two = three.minus(Tile.C3);
        assertThat(two.count(Tile.C3)).isEqualTo(2);
        assertThat(two.total()).isEqualTo(3);
        assertThat(three.count(Tile.C3)).as("the count it came from").isEqualTo(3);
        TileCounts none = two.minus(Tile.C3, 2);
        assertThat(none.count(Tile.C3)).isZero();
        assertThat(none.total()).isEqualTo(1);
        assertThatThrownBy(() -> none.minus(Tile.C3)).isInstanceOf(IllegalStateException.class);
        assertThat(none.total()).isEqualTo(1);
        assertThat(TileCounts.empty().isEmpty()).as("the empty count is never changed").isTrue();
    }

    @Test
    void bonusTilesAreRefused() {
        assertThatThrownBy(() -> TileCounts.empty().plus(Tile.F1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TileCounts.of(List.of(Tile.S2))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TileCounts.empty().minus(Tile.S2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TileCounts.empty().plus(Tile.B1, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TileCounts.empty().minus(Tile.B1, -1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void equalityIsByContentWhateverTheOrder() {
        TileCounts a = TileCounts.of(Tile.B1, Tile.RED, Tile.B1);
        TileCounts b = TileCounts.of(Tile.RED, Tile.B1, Tile.B1);
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a).isNotEqualTo(TileCounts.of(Tile.RED, Tile.B1));
        assertThat(a).isNotEqualTo(TileCounts.of(Tile.B1, Tile.RED, Tile.B2));
    }

    @Test
    void toListIsSortedCanonically() {
        TileCounts c = TileCounts.of(Tile.WHITE, Tile.D1, Tile.EAST, Tile.B9, Tile.C2, Tile.D1);
        assertThat(c.toList()).containsExactly(Tile.B9, Tile.C2, Tile.D1, Tile.D1, Tile.EAST, Tile.WHITE);
        assertThatThrownBy(() -> c.toList().add(Tile.B1)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void notationIsOneGroupPerSuitThenWindsThenDragons() {
        TileCounts c = TileCounts.of(Tile.RED, Tile.D5, Tile.B3, Tile.B1, Tile.D5, Tile.SOUTH, Tile.EAST,
                Tile.WHITE, Tile.B2, Tile.RED);
        assertThat(c.notation()).isEqualTo("123b 55d ES RRP");
        assertThat(c).hasToString("123b 55d ES RRP");
        assertThat(TileCounts.of(Tile.GREEN).notation()).isEqualTo("G");
        assertThat(TileCounts.of(Tile.C9, Tile.C9).notation()).isEqualTo("99c");
        assertThat(TileCounts.empty().notation()).isEmpty();
    }
}
