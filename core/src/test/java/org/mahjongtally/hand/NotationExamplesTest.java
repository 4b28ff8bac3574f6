/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongtally.hand.Exposure.CONCEALED;
import static org.mahjongtally.hand.Exposure.EXPOSED;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/** The examples of docs/notation.md, and the other forms the notation allows. */
class NotationExamplesTest {

    @Test
    void winnerOnADiscard() {
        Hand h = Notation.parse("123b 456b 789b 55d [RRR] seat=S round=E win=5d by=discard");
        assertThat(h.declared()).containsExactly(new Pung(Tile.RED, EXPOSED));
        assertThat(h.concealed()).containsExactly(Tile.B1, Tile.B2, Tile.B3, Tile.B4, Tile.B5, Tile.B6, Tile.B7,
                Tile.B8, Tile.B9, Tile.D5, Tile.D5);
        assertThat(h.bonus()).isEmpty();
        assertThat(h.context()).isEqualTo(new WinContext(Wind.SOUTH, Wind.EAST, Optional.of(Tile.D5),
                WinMethod.DISCARD, Set.of()));
        assertThat(Notation.format(h)).isEqualTo("[RRR] 123456789b 55d seat=S win=5d by=discard");
    }

    @Test
    void winnerWithAConcealedKongAndBonusTiles() {
        Hand h = Notation.parse("[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall");
        assertThat(h.declared()).containsExactly(new Pung(Tile.EAST, EXPOSED), new Kong(Tile.C9, CONCEALED));
        assertThat(h.concealed()).containsExactly(Tile.B2, Tile.B3, Tile.B4, Tile.D1, Tile.D1, Tile.D1,
                Tile.GREEN, Tile.GREEN);
        assertThat(h.bonus()).containsExactly(Tile.F1, Tile.S1);
        assertThat(h.context()).isEqualTo(WinContext.winner(Wind.EAST, Wind.EAST, Tile.GREEN, WinMethod.WALL,
                Set.of()));
        assertThat(Notation.format(h)).isEqualTo("[EEE] {9999c} 234b 111d GG f1 s1 win=G");
    }

    @Test
    void thirteenUniqueWondersInOneRunWithAComment() {
        Hand h = Notation.parse("19b19c19dESWNRGPP win=P by=wall            # Thirteen Unique Wonders");
        assertThat(h.declared()).isEmpty();
        assertThat(h.concealed()).containsExactly(Tile.B1, Tile.B9, Tile.C1, Tile.C9, Tile.D1, Tile.D9,
                Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH, Tile.RED, Tile.GREEN, Tile.WHITE, Tile.WHITE);
        assertThat(h.context().winningTile()).contains(Tile.WHITE);
        assertThat(Notation.format(h)).isEqualTo("19b 19c 19d ESWN RGPP win=P");
    }

    @Test
    void losersHandShowingOnlySomeTiles() {
        Hand h = Notation.parse("[222d] [888c] 55b RRR f2 seat=W             # a loser's hand: no win=");
        assertThat(h.declared()).containsExactly(new Pung(Tile.C8, EXPOSED), new Pung(Tile.D2, EXPOSED));
        assertThat(h.concealed()).containsExactly(Tile.B5, Tile.B5, Tile.RED, Tile.RED, Tile.RED);
        assertThat(h.bonus()).containsExactly(Tile.F2);
        assertThat(h.context()).isEqualTo(WinContext.loser(Wind.WEST, Wind.EAST));
        assertThat(h.isWinner()).isFalse();
        assertThat(Notation.format(h)).isEqualTo("[888c] [222d] 55b RRR f2 seat=W");
    }

    /** Different ways of writing one hand: all read as the same hand, written canonically. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            123b 456b 789b 55d [RRR] win=5d by=discard                | [RRR] 123456789b 55d win=5d by=discard
            by=discard win=5d [RRR] 55d 789b 456b 123b                | [RRR] 123456789b 55d win=5d by=discard
            1b2b3b4b5b6b7b8b9b5d5d[RRR]win=5d by=discard              | [RRR] 123456789b 55d win=5d by=discard
            987654321b 5d 5d [RRR] win=5d by=DISCARD # claimed        | [RRR] 123456789b 55d win=5d by=discard
            123b456b789b55d [RRR] seat=E round=E win=5d by=discard    | [RRR] 123456789b 55d win=5d by=discard
            [RRR]123456789b 55d win=5d by=discard                     | [RRR] 123456789b 55d win=5d by=discard
            123456789b 55d [RRR] win=5d seat=east round=e by=discard  | [RRR] 123456789b 55d win=5d by=discard
            123b 456b 789b 55d [RRR] win=5d by=wall                   | [RRR] 123456789b 55d win=5d
            [RRR] [EEE] [SSS] WW 123c round=S seat=N win=W original-call | [EEE] [SSS] [RRR] 123c WW seat=N round=S win=W original-call
            twofold-fortune {1111b} [2222b] 333b 44b [999c] win=4b by=loose original-call | [2222b] [999c] {1111b} 33344b win=4b by=loose original-call twofold-fortune
            s2 f4 123b 456b 789b 55d [RRR] f1 s4 win=5d               | [RRR] 123456789b 55d f1 f4 s2 s4 win=5d
            123bf1 456b 789b 55d s3[RRR] win=5d                       | [RRR] 123456789b 55d f1 s3 win=5d
            [321b] [645b] [987b] 55d R                                | [123b] [456b] [789b] 55d R
            """)
    void equivalentWritings(String text, String canonical) {
        Hand h = Notation.parse(text);
        assertThat(Notation.format(h)).isEqualTo(canonical);
        assertThat(Notation.parse(canonical)).isEqualTo(h);
    }

    @Test
    void multipleLinesAndTabsAreWhitespace() {
        Hand h = Notation.parse("# the winner\n123b\t456b 789b # all bamboo\n 55d\r\n[RRR] win=5d\n");
        assertThat(h).hasToString("[RRR] 123456789b 55d win=5d");
    }

    @Test
    void unicodeTilesAreReadAnywhereATileIs() {
        String red = new String(Character.toChars(0x1F004));
        String oneChar = new String(Character.toChars(0x1F007));
        String twoChar = new String(Character.toChars(0x1F008));
        String threeChar = new String(Character.toChars(0x1F009));
        String fiveDots = new String(Character.toChars(0x1F01D));
        String plum = new String(Character.toChars(0x1F022));
        String winter = new String(Character.toChars(0x1F029));
        String bamboos = "\uD83C\uDC10\uD83C\uDC11\uD83C\uDC12\uD83C\uDC13\uD83C\uDC14\uD83C\uDC15"
                + "\uD83C\uDC16\uD83C\uDC17\uD83C\uDC18";
        Hand h = Notation.parse("[" + red + red + red + "] " + bamboos + " " + fiveDots + "5d " + plum + winter
                + " win=" + fiveDots);
        assertThat(h).hasToString("[RRR] 123456789b 55d f1 s4 win=5d");
        Hand chow = Notation.parse("[" + threeChar + oneChar + twoChar + "] 123b 456b 789b E" + "\uD83C\uDC00"
                + " win=1c by=discard");
        assertThat(chow.declared()).containsExactly(new Chow(Tile.C1, EXPOSED));
        assertThat(chow.concealed()).endsWith(Tile.EAST, Tile.EAST);
    }

    @Test
    void theDefaultsAreLeftOut() {
        Hand h = Notation.parse("seat=E round=E 123b by=wall win=1b 456b 789b 123c 55d");
        assertThat(Notation.format(h)).isEqualTo("123456789b 123c 55d win=1b");
        assertThat(Notation.format(Notation.parse("1b seat=E round=E"))).isEqualTo("1b");
        assertThat(Notation.format(Notation.parse("1b seat=S round=N"))).isEqualTo("1b seat=S round=N");
    }

    @Test
    void declaredSetsKeepTheirKind() {
        Hand h = Notation.parse("[123b] [555d] [9999c] {EEEE} RR win=R by=discard");
        assertThat(h.declared()).containsExactly(new Chow(Tile.B1, EXPOSED), new Kong(Tile.C9, EXPOSED),
                new Pung(Tile.D5, EXPOSED), new Kong(Tile.EAST, CONCEALED));
        assertThat(h.concealed()).isEqualTo(List.of(Tile.RED, Tile.RED));
        assertThat(h.handSize()).isEqualTo(14);
        assertThat(h.tileCount()).isEqualTo(16);
        assertThat(h).hasToString("[123b] [9999c] [555d] {EEEE} RR win=R by=discard");
    }
}
