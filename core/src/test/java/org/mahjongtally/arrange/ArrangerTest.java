/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.arrange;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongtally.hand.Arrangement;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.scoring.WinningHands;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.TileCounts;

class ArrangerTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        // hand | every reading, worked out by hand, separated by ' / '
        "111222333b 456c 99d win=9d | 111b 222b 333b 456c 99d / 123b 123b 123b 456c 99d",
        "11122233344455b win=5b | 111b 222b 333b 444b 55b / 111b 234b 234b 234b 55b"
            + " / 123b 123b 123b 444b 55b / 111b 234b 345b 345b 22b",
        "[RRR] [GGG] 222b 33c 456d win=3c | [RRR] [GGG] 222b 456d 33c",
        "[1111c] [777d] [WWW] 33345b win=5b | [1111c] [777d] [WWW] 345b 33b",
        "11b 22c 33d 44b 55c 66d EE win=E | none"})
    void findsEveryReadingExactlyOnce(String text, String expected) {
        List<String> readings = Arranger.winning(Hand.parse(text)).stream()
                .map(Arrangement::notation).collect(Collectors.toList());
        List<String> want = expected.equals("none") ? List.of() : List.of(expected.split(" / "));
        assertThat(readings).containsExactlyInAnyOrderElementsOf(want);
    }

    @Test
    void aDiscardExposesTheSetItCompletes() {
        Hand hand = Hand.parse("[RRR] 222b 333c 444d 55c win=2b by=discard");
        Arrangement only = Arranger.winning(hand).get(0);
        assertThat(only.winningSet()).map(Meld::toString).contains("[222b]");
        assertThat(only.notation()).contains("[222b]");
    }

    @Test
    void aWinningTileThatCouldCompleteTwoSetsGivesTwoReadings() {
        Hand hand = Hand.parse("[RRR] [GGG] 222b 234b 55c win=2b by=discard");
        assertThat(Arranger.winning(hand)).extracting(a -> a.winningSet().orElseThrow().toString())
                .containsExactlyInAnyOrder("[222b]", "[234b]");
    }

    @Test
    void aLosersReadingsAreHisPungsAndAtMostOnePair() {
        Hand loser = Hand.parse("[222d] [888c] 55b RRR f2 seat=W");
        List<String> readings = Arranger.partial(loser, false).stream().map(Arrangement::notation).collect(Collectors.toList());
        assertThat(readings).contains("[888c] [222d] RRR 55b", "[888c] [222d] RRR | 5b 5b",
                "[888c] [222d] 55b | R R R").doesNotHaveDuplicates();
    }

    @Test
    void waitCountBeforeTheWin() {
        assertThat(Arranger.waitCountBeforeTheWin(Hand.parse("[RRR] [GGG] 222b 33c 456d win=5d"))).isEqualTo(1);
        assertThat(Arranger.waitCountBeforeTheWin(Hand.parse("[RRR] [GGG] 222b 33c 456d win=6d"))).isEqualTo(2);
        assertThat(Arranger.waitCountBeforeTheWin(Hand.parse("[RRR] [GGG] 222b 33c 456d win=3c"))).isEqualTo(1);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {2L, 9L})
    void aWaitCountThatStopsEarlyAgreesWithTheFullCount(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < 2000; i++) {
            Hand hand = WinningHands.next(random, 4);
            int all = Arranger.waitCountBeforeTheWin(hand);
            assertThat(all).as("seed %d case %d: %s", seed, i, hand).isPositive();
            for (int enough = 1; enough <= 3; enough++) {
                assertThat(Arranger.waitCountBeforeTheWin(hand, enough)).as("seed %d case %d: %s", seed, i, hand)
                        .isEqualTo(Math.min(all, enough));
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1L, 8L, 64L})
    void everyReadingReflattensToTheHandAndNoneRepeats(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < 2000; i++) {
            Hand hand = WinningHands.next(random, 4);
            List<Arrangement> readings = Arranger.winning(hand);
            String context = "seed " + seed + " case " + i + ": " + hand;
            assertThat(readings).as(context).isNotEmpty();
            assertThat(Arranger.isSetsAndPair(hand)).as(context).isTrue();
            Set<String> seen = new HashSet<>();
            for (Arrangement a : readings) {
                TileCounts flat = TileCounts.of(a.melds().stream().flatMap(m -> m.tiles().stream()).toList());
                assertThat(flat).as(context + " / " + a).isEqualTo(hand.tileCounts());
                assertThat(a.melds()).as(context).hasSize(5);
                assertThat(seen.add(a.notation() + a.winningSet())).as(context + " duplicate " + a).isTrue();
                assertThat(a.winningSet()).as(context).isPresent();
                Tile w = hand.context().winningTile().orElseThrow();
                assertThat(a.winningSet().orElseThrow().contains(w)).as(context).isTrue();
            }
        }
    }
}
