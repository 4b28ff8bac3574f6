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
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongtally.tile.Tile;

class MeldTest {

    static Stream<Arguments> written() {
        return Stream.of(
                Arguments.of(new Chow(Tile.B1, EXPOSED), "[123b]"),
                Arguments.of(new Chow(Tile.C7, CONCEALED), "789c"),
                Arguments.of(new Pung(Tile.RED, EXPOSED), "[RRR]"),
                Arguments.of(new Pung(Tile.D5, CONCEALED), "555d"),
                Arguments.of(new Kong(Tile.B9, EXPOSED), "[9999b]"),
                Arguments.of(new Kong(Tile.D5, CONCEALED), "{5555d}"),
                Arguments.of(new Kong(Tile.NORTH, CONCEALED), "{NNNN}"),
                Arguments.of(new Pair(Tile.RED, CONCEALED), "RR"),
                Arguments.of(new Pair(Tile.WHITE, EXPOSED), "[PP]"),
                Arguments.of(new Pair(Tile.C2, CONCEALED), "22c"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("written")
    void toStringIsTheNotationAndParseReadsItBack(Meld meld, String text) {
        assertThat(meld).hasToString(text);
        assertThat(Meld.parse(text)).isEqualTo(meld);
    }

    @Test
    void everySetRoundTrips() {
        List<Meld> all = new ArrayList<>();
        for (Exposure e : Exposure.values()) {
            for (int i = 0; i < Tile.PLAYING_KINDS; i++) {
                Tile t = Tile.byOrdinal(i);
                all.add(new Pung(t, e));
                all.add(new Kong(t, e));
                all.add(new Pair(t, e));
                if (t.isSuited() && t.rank() <= 7) {
                    all.add(new Chow(t, e));
                }
            }
        }
        assertThat(all).hasSize(2 * (34 * 3 + 21));
        for (Meld m : all) {
            assertThat(Meld.parse(m.toString())).as(m.toString()).isEqualTo(m);
        }
    }

    @Test
    void parseAcceptsTilesInAnyOrderAndUnicode() {
        assertThat(Meld.parse("[312b]")).isEqualTo(new Chow(Tile.B1, EXPOSED));
        assertThat(Meld.parse("3b1b2b")).isEqualTo(new Chow(Tile.B1, CONCEALED));
        assertThat(Meld.parse("  \uD83C\uDC04\uD83C\uDC04\uD83C\uDC04 ")).isEqualTo(new Pung(Tile.RED, CONCEALED));
        assertThat(Meld.parse("[\uD83C\uDC19\uD83C\uDC1A\uD83C\uDC1B]")).isEqualTo(new Chow(Tile.D1, EXPOSED));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "12b", "1235b", "{555d}", "{123b}", "[f1f2f3]", "123b 456b", "[123b]RR", "EEEEE",
        "89b1c", "9b1c2c", "ESW", "[RRR"})
    void parseRefusesWhatIsNotExactlyOneSet(String text) {
        assertThatThrownBy(() -> Meld.parse(text)).isInstanceOf(NotationException.class);
    }

    @Test
    void ofRecognisesEachKindAndNothingElse() {
        assertThat(Meld.of(List.of(Tile.B3, Tile.B1, Tile.B2), CONCEALED)).contains(new Chow(Tile.B1, CONCEALED));
        assertThat(Meld.of(List.of(Tile.EAST, Tile.EAST, Tile.EAST), EXPOSED)).contains(new Pung(Tile.EAST, EXPOSED));
        assertThat(Meld.of(List.of(Tile.C4, Tile.C4, Tile.C4, Tile.C4), EXPOSED)).contains(new Kong(Tile.C4, EXPOSED));
        assertThat(Meld.of(List.of(Tile.GREEN, Tile.GREEN), CONCEALED)).contains(new Pair(Tile.GREEN, CONCEALED));
        assertThat(Meld.of(List.of(Tile.B8, Tile.B9, Tile.C1), CONCEALED)).as("no chow across suits").isEmpty();
        assertThat(Meld.of(List.of(Tile.B9, Tile.C1, Tile.C2), CONCEALED)).as("no chow across suits").isEmpty();
        assertThat(Meld.of(List.of(Tile.NORTH, Tile.RED, Tile.GREEN), CONCEALED)).as("no honour chow").isEmpty();
        assertThat(Meld.of(List.of(Tile.EAST, Tile.SOUTH, Tile.WEST), CONCEALED)).as("no wind chow").isEmpty();
        assertThat(Meld.of(List.of(Tile.B1, Tile.B2, Tile.B4), CONCEALED)).isEmpty();
        assertThat(Meld.of(List.of(Tile.B1, Tile.B1, Tile.B2), CONCEALED)).isEmpty();
        assertThat(Meld.of(List.of(Tile.B1), CONCEALED)).isEmpty();
        assertThat(Meld.of(List.of(), CONCEALED)).isEmpty();
        assertThat(Meld.of(List.of(Tile.F1, Tile.F1, Tile.F1), CONCEALED)).isEmpty();
        assertThat(Meld.of(List.of(Tile.D1, Tile.D1, Tile.D1, Tile.D1, Tile.D1), CONCEALED)).isEmpty();
    }

    @Test
    void setsCheckThemselves() {
        assertThatThrownBy(() -> new Chow(Tile.B8, CONCEALED))
                .isInstanceOfSatisfying(InvalidHandException.class,
                        e -> assertThat(e.reason()).isEqualTo(InvalidHandException.Reason.NOT_A_SET));
        assertThatThrownBy(() -> new Chow(Tile.EAST, EXPOSED))
                .isInstanceOfSatisfying(InvalidHandException.class,
                        e -> assertThat(e.reason()).isEqualTo(InvalidHandException.Reason.NOT_A_SET));
        assertThatThrownBy(() -> new Chow(Tile.F1, EXPOSED))
                .isInstanceOfSatisfying(InvalidHandException.class,
                        e -> assertThat(e.reason()).isEqualTo(InvalidHandException.Reason.BONUS_TILE_IN_SET));
        assertThatThrownBy(() -> new Pung(Tile.S2, EXPOSED))
                .isInstanceOfSatisfying(InvalidHandException.class, e -> {
                    assertThat(e.reason()).isEqualTo(InvalidHandException.Reason.BONUS_TILE_IN_SET);
                    assertThat(e.tile()).contains(Tile.S2);
                    assertThat(e.code()).isEqualTo("invalid-hand");
                });
        assertThatThrownBy(() -> new Kong(Tile.F4, CONCEALED)).isInstanceOf(InvalidHandException.class);
        assertThatThrownBy(() -> new Pair(Tile.F4, CONCEALED)).isInstanceOf(InvalidHandException.class);
        assertThatThrownBy(() -> new Pair(null, CONCEALED)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new Pung(Tile.B1, null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void tilesSizeKindAndExposure() {
        Meld chow = new Chow(Tile.D7, EXPOSED);
        assertThat(chow.tiles()).containsExactly(Tile.D7, Tile.D8, Tile.D9);
        assertThat(chow.size()).isEqualTo(3);
        assertThat(chow.kind()).isEqualTo(Meld.Kind.CHOW);
        assertThat(chow.isExposed()).isTrue();
        assertThat(chow.isConcealed()).isFalse();
        assertThat(chow.contains(Tile.D8)).isTrue();
        assertThat(chow.contains(Tile.C8)).isFalse();
        Meld kong = new Kong(Tile.WEST, CONCEALED);
        assertThat(kong.tiles()).containsExactly(Tile.WEST, Tile.WEST, Tile.WEST, Tile.WEST);
        assertThat(kong.size()).isEqualTo(4);
        assertThat(kong.first()).isEqualTo(Tile.WEST);
        assertThat(kong.isExposed()).isFalse();
        assertThat(new Pung(Tile.B2, CONCEALED).tiles()).containsExactly(Tile.B2, Tile.B2, Tile.B2);
        assertThat(new Pair(Tile.B2, CONCEALED).size()).isEqualTo(2);
        assertThat(new Pung(Tile.B2, CONCEALED)).isNotEqualTo(new Pung(Tile.B2, EXPOSED));
    }

    @Test
    void canonicalOrderPutsExposedSetsFirstThenTileThenKind() {
        List<Meld> melds = new ArrayList<>(List.of(
                new Kong(Tile.B1, CONCEALED),
                new Pung(Tile.RED, EXPOSED),
                new Pung(Tile.B1, EXPOSED),
                new Chow(Tile.B1, EXPOSED),
                new Kong(Tile.C5, EXPOSED)));
        melds.sort(Meld.CANONICAL_ORDER);
        assertThat(melds).extracting(Meld::toString)
                .containsExactly("[123b]", "[111b]", "[5555c]", "[RRR]", "{1111b}");
    }
}
