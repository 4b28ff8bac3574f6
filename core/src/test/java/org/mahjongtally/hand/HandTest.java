/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mahjongtally.hand.Exposure.CONCEALED;
import static org.mahjongtally.hand.Exposure.EXPOSED;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mahjongtally.hand.InvalidHandException.Reason;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.TileCounts;
import org.mahjongtally.tile.Wind;

class HandTest {

    private static final List<Tile> NINE_BAMBOO = List.of(Tile.B1, Tile.B2, Tile.B3, Tile.B4, Tile.B5, Tile.B6,
            Tile.B7, Tile.B8, Tile.B9);

    private static List<Tile> tiles(List<Tile> first, Tile... more) {
        List<Tile> all = new ArrayList<>(first);
        all.addAll(List.of(more));
        return all;
    }

    private static WinContext winOn(Tile tile) {
        return WinContext.winner(Wind.EAST, Wind.EAST, tile, WinMethod.WALL, Set.of());
    }

    private static WinContext claimed(Tile tile) {
        return WinContext.winner(Wind.EAST, Wind.EAST, tile, WinMethod.DISCARD, Set.of());
    }

    @Test
    void listsAreKeptInCanonicalOrderSoOrderDoesNotMatter() {
        List<Tile> concealed = tiles(NINE_BAMBOO, Tile.D5, Tile.D5);
        Collections.reverse(concealed);
        Hand a = new Hand(List.of(new Pung(Tile.RED, EXPOSED)), concealed, List.of(Tile.S1, Tile.F2), winOn(Tile.D5));
        Hand b = new Hand(List.of(new Pung(Tile.RED, EXPOSED)), tiles(NINE_BAMBOO, Tile.D5, Tile.D5),
                List.of(Tile.F2, Tile.S1), winOn(Tile.D5));
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a.concealed()).startsWith(Tile.B1).endsWith(Tile.D5);
        assertThat(a.bonus()).containsExactly(Tile.F2, Tile.S1);
        assertThatThrownBy(() -> a.concealed().add(Tile.B1)).isInstanceOf(UnsupportedOperationException.class);
        assertThat(a).hasToString("[RRR] 123456789b 55d f2 s1 win=5d");
    }

    @Test
    void declaredSetsAreSortedExposedFirst() {
        Hand h = new Hand(List.of(new Kong(Tile.B1, CONCEALED), new Chow(Tile.C1, EXPOSED), new Pung(Tile.B9, EXPOSED)),
                List.of(Tile.D1, Tile.D2, Tile.D3, Tile.EAST, Tile.EAST), List.of(), winOn(Tile.EAST));
        assertThat(h.declared()).extracting(Meld::toString).containsExactly("[999b]", "[123c]", "{1111b}");
    }

    @Test
    void countsAndSizes() {
        Hand h = Hand.parse("[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall");
        assertThat(h.tileCount()).isEqualTo(15);
        assertThat(h.handSize()).isEqualTo(14);
        TileCounts all = h.tileCounts();
        assertThat(all.total()).isEqualTo(15);
        assertThat(all.count(Tile.C9)).isEqualTo(4);
        assertThat(all.count(Tile.EAST)).isEqualTo(3);
        assertThat(h.concealedCounts()).isEqualTo(TileCounts.of(Tile.D1, Tile.D1, Tile.D1, Tile.B2, Tile.B3,
                Tile.B4, Tile.GREEN, Tile.GREEN));
        assertThat(h.isWinner()).isTrue();
    }

    @Test
    void withContextKeepsTheTiles() {
        Hand winner = Hand.parse("123b 456b 789b 55d [RRR] win=5d by=discard");
        Hand loserView = Hand.parse("123b 456b 789b 5d [RRR]");
        assertThatThrownBy(() -> winner.withContext(WinContext.DEFAULT))
                .isInstanceOfSatisfying(InvalidHandException.class,
                        e -> assertThat(e.reason()).isEqualTo(Reason.WRONG_TILE_COUNT));
        assertThat(loserView.withContext(WinContext.DEFAULT.withSeat(Wind.WEST)))
                .isEqualTo(Hand.parse("seat=W [RRR] 5d 123456789b"));
        assertThat(winner.withContext(WinContext.DEFAULT.withSeat(Wind.SOUTH).withWin(Tile.RED, WinMethod.DISCARD)))
                .hasToString("[RRR] 123456789b 55d seat=S win=R by=discard");
    }

    private static void assertInvalid(Reason reason, Runnable build) {
        assertThatThrownBy(build::run).isInstanceOfSatisfying(InvalidHandException.class, e -> {
            assertThat(e.reason()).isEqualTo(reason);
            assertThat(e.code()).isEqualTo("invalid-hand");
            assertThat(e.problem().reason()).isEqualTo(reason);
            assertThat(e.position()).isEmpty();
        });
    }

    @Test
    void invariants() {
        WinContext loser = WinContext.DEFAULT;
        assertInvalid(Reason.BONUS_TILE_MISPLACED,
                () -> new Hand(List.of(), List.of(Tile.B1, Tile.F1), List.of(), loser));
        assertInvalid(Reason.BONUS_TILE_MISPLACED,
                () -> new Hand(List.of(), List.of(Tile.B1), List.of(Tile.B2), loser));
        assertInvalid(Reason.DUPLICATE_BONUS_TILE,
                () -> new Hand(List.of(), List.of(Tile.B1), List.of(Tile.F3, Tile.F3), loser));
        assertInvalid(Reason.PAIR_DECLARED,
                () -> new Hand(List.of(new Pair(Tile.B1, EXPOSED)), List.of(Tile.B2), List.of(), loser));
        assertInvalid(Reason.CONCEALED_SET_NOT_KONG,
                () -> new Hand(List.of(new Pung(Tile.B1, CONCEALED)), List.of(Tile.B2), List.of(), loser));
        assertInvalid(Reason.CONCEALED_SET_NOT_KONG,
                () -> new Hand(List.of(new Chow(Tile.B1, CONCEALED)), List.of(Tile.B2), List.of(), loser));
        assertInvalid(Reason.TOO_MANY_COPIES,
                () -> new Hand(List.of(new Kong(Tile.B1, EXPOSED)), List.of(Tile.B1), List.of(), loser));
        assertInvalid(Reason.TOO_MANY_COPIES,
                () -> new Hand(List.of(new Chow(Tile.B1, EXPOSED), new Pung(Tile.B2, EXPOSED)),
                        List.of(Tile.B2), List.of(), loser));
        assertInvalid(Reason.WINNING_TILE_NOT_IN_HAND,
                () -> new Hand(List.of(), tiles(NINE_BAMBOO, Tile.D5, Tile.D5, Tile.D6, Tile.D6, Tile.D6),
                        List.of(), winOn(Tile.D7)));
        assertInvalid(Reason.WINNING_TILE_NOT_IN_HAND,
                () -> new Hand(List.of(new Kong(Tile.D7, CONCEALED)), tiles(NINE_BAMBOO, Tile.D5, Tile.D5),
                        List.of(), winOn(Tile.D7)));
        assertInvalid(Reason.WRONG_TILE_COUNT,
                () -> new Hand(List.of(), tiles(NINE_BAMBOO, Tile.D5, Tile.D5), List.of(), winOn(Tile.D5)));
        assertInvalid(Reason.WRONG_TILE_COUNT,
                () -> new Hand(List.of(), tiles(NINE_BAMBOO, Tile.D5, Tile.D5, Tile.D6, Tile.D6, Tile.D6),
                        List.of(), loser));
        assertInvalid(Reason.WRONG_TILE_COUNT, () -> new Hand(List.of(), List.of(), List.of(), loser));
        // a drawn winning tile completes a concealed set: it cannot sit only in an exposed one
        assertInvalid(Reason.WINNING_TILE_NOT_IN_HAND,
                () -> new Hand(List.of(new Pung(Tile.RED, EXPOSED)), tiles(NINE_BAMBOO, Tile.D5, Tile.D5),
                        List.of(), winOn(Tile.RED)));
        // a loose tile is drawn after a kong or a bonus tile
        assertInvalid(Reason.LOOSE_TILE_WITHOUT_KONG,
                () -> new Hand(List.of(new Pung(Tile.RED, EXPOSED)), tiles(NINE_BAMBOO, Tile.D5, Tile.D5),
                        List.of(), winOn(Tile.D5).withWin(Tile.D5, WinMethod.LOOSE)));
    }

    @Test
    void validEdgeCases() {
        Hand exposedWin = new Hand(List.of(new Pung(Tile.RED, EXPOSED)), tiles(NINE_BAMBOO, Tile.D5, Tile.D5),
                List.of(), claimed(Tile.RED));
        assertThat(exposedWin.context().winningTile()).contains(Tile.RED);
        Hand fourKongs = new Hand(List.of(new Kong(Tile.B1, CONCEALED), new Kong(Tile.B2, EXPOSED),
                new Kong(Tile.C3, EXPOSED), new Kong(Tile.D4, CONCEALED)), List.of(Tile.EAST, Tile.EAST), List.of(),
                winOn(Tile.EAST));
        assertThat(fourKongs.tileCount()).isEqualTo(18);
        assertThat(fourKongs.handSize()).isEqualTo(14);
        Hand oneTileLoser = new Hand(List.of(), List.of(Tile.NORTH), List.of(), WinContext.DEFAULT);
        assertThat(oneTileLoser).hasToString("N");
        Hand bonusOnly = new Hand(List.of(), List.of(), List.of(Tile.F3, Tile.S3), WinContext.DEFAULT);
        assertThat(bonusOnly).hasToString("f3 s3");
        assertThat(bonusOnly.handSize()).isZero();
        Hand looseAfterAFlower = new Hand(List.of(new Pung(Tile.RED, EXPOSED)), tiles(NINE_BAMBOO, Tile.D5, Tile.D5),
                List.of(Tile.F2), winOn(Tile.D5).withWin(Tile.D5, WinMethod.LOOSE));
        assertThat(looseAfterAFlower.context().method()).isEqualTo(WinMethod.LOOSE);
        Hand fullLoser = new Hand(List.of(new Kong(Tile.B1, CONCEALED)),
                List.of(Tile.C1, Tile.C1, Tile.C1, Tile.C1, Tile.D1, Tile.D1, Tile.D1, Tile.D1, Tile.EAST, Tile.EAST),
                List.of(), WinContext.DEFAULT);
        assertThat(fullLoser.handSize()).isEqualTo(13);
    }
}
