/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

class WinContextTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
            wall,          WALL,          false
            discard,       DISCARD,       true
            loose,         LOOSE,         false
            last-wall,     LAST_WALL,     false
            last-discard,  LAST_DISCARD,  true
            robbed,        ROBBED,        true
            deal,          DEAL,          false
            first-discard, FIRST_DISCARD, true
            """)
    void winMethods(String code, WinMethod method, boolean fromAnotherPlayer) {
        assertThat(WinMethod.parse(code)).contains(method);
        assertThat(method.code()).isEqualTo(code);
        assertThat(method.isFromAnotherPlayer()).isEqualTo(fromAnotherPlayer);
        assertThat(method.isSelfDrawn()).isEqualTo(!fromAnotherPlayer);
    }

    @Test
    void unknownMethodsAndFlags() {
        assertThat(WinMethod.parse("self")).isEmpty();
        assertThat(WinMethod.parse("last_wall")).isEmpty();
        assertThat(WinMethod.parse("")).isEmpty();
        assertThat(Flag.parse("original-call")).contains(Flag.ORIGINAL_CALL);
        assertThat(Flag.parse("twofold-fortune")).contains(Flag.TWOFOLD_FORTUNE);
        assertThat(Flag.parse("original_call")).isEmpty();
        assertThat(Flag.ORIGINAL_CALL.code()).isEqualTo("original-call");
    }

    @Test
    void defaults() {
        WinContext d = WinContext.DEFAULT;
        assertThat(d.seat()).isEqualTo(Wind.EAST);
        assertThat(d.prevailing()).isEqualTo(Wind.EAST);
        assertThat(d.winningTile()).isEmpty();
        assertThat(d.method()).isEqualTo(WinMethod.WALL);
        assertThat(d.flags()).isEmpty();
        assertThat(d.isWinner()).isFalse();
        assertThat(WinContext.loser(Wind.EAST, Wind.EAST)).isEqualTo(d);
    }

    @Test
    void flagsAreAnUnmodifiableCopyAndCompareBySet() {
        Set<Flag> given = new HashSet<>(List.of(Flag.TWOFOLD_FORTUNE));
        WinContext c = WinContext.winner(Wind.SOUTH, Wind.WEST, Tile.D5, WinMethod.LOOSE, given);
        given.add(Flag.ORIGINAL_CALL);
        assertThat(c.flags()).containsExactly(Flag.TWOFOLD_FORTUNE);
        assertThatThrownBy(() -> c.flags().add(Flag.ORIGINAL_CALL)).isInstanceOf(UnsupportedOperationException.class);
        assertThat(c).isEqualTo(WinContext.winner(Wind.SOUTH, Wind.WEST, Tile.D5, WinMethod.LOOSE,
                EnumSet.of(Flag.TWOFOLD_FORTUNE)));
        assertThat(c.isWinner()).isTrue();
    }

    @Test
    void withers() {
        WinContext c = WinContext.DEFAULT.withSeat(Wind.NORTH).withPrevailing(Wind.SOUTH)
                .withWin(Tile.RED, WinMethod.ROBBED).withFlags(Set.of(Flag.ORIGINAL_CALL));
        assertThat(c).isEqualTo(new WinContext(Wind.NORTH, Wind.SOUTH, Optional.of(Tile.RED), WinMethod.ROBBED,
                Set.of(Flag.ORIGINAL_CALL)));
        assertThat(c.withoutWin()).isEqualTo(new WinContext(Wind.NORTH, Wind.SOUTH, Optional.empty(), WinMethod.WALL,
                Set.of(Flag.ORIGINAL_CALL)));
    }

    @Test
    void invalidContexts() {
        assertThatThrownBy(() -> new WinContext(Wind.EAST, Wind.EAST, Optional.empty(), WinMethod.DISCARD, Set.of()))
                .isInstanceOfSatisfying(InvalidHandException.class,
                        e -> assertThat(e.reason()).isEqualTo(InvalidHandException.Reason.METHOD_WITHOUT_WIN));
        assertThatThrownBy(() -> WinContext.winner(Wind.EAST, Wind.EAST, Tile.F1, WinMethod.WALL, Set.of()))
                .isInstanceOfSatisfying(InvalidHandException.class,
                        e -> assertThat(e.reason()).isEqualTo(InvalidHandException.Reason.BONUS_TILE_MISPLACED));
        assertThatThrownBy(() -> new WinContext(null, Wind.EAST, Optional.empty(), WinMethod.WALL, Set.of()))
                .isInstanceOf(NullPointerException.class);
    }
}
