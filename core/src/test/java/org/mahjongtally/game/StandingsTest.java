/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class StandingsTest {

    /** One game of one player, as a store would give it. */
    private record Game(long playerId, String player, String gameId, int hands, int won, long points,
            BigDecimal money, String currency, long bestHand, Optional<Integer> bestHandNumber)
            implements Standings.Played {
    }

    private static Game game(long id, String name, String game, int hands, long points, long best, Integer bestNo) {
        return new Game(id, name, game, hands, hands > 0 ? 1 : 0, points, BigDecimal.ZERO, "", best,
                Optional.ofNullable(bestNo));
    }

    @Test
    void linesAddUpEachPlayersGamesAndAverageToOneDecimalHalfUp() {
        List<Standings.Line> lines = Standings.of(List.of(
                game(1, "Ann", "g1", 4, 100, 80, 2),
                game(1, "Ann", "g2", 3, -15, 120, 3),
                game(2, "Bob", "g1", 4, -100, 60, 1)));

        assertThat(lines).extracting(Standings.Line::player).containsExactly("Ann", "Bob");
        Standings.Line ann = lines.get(0);
        assertThat(ann.games()).isEqualTo(2);
        assertThat(ann.hands()).isEqualTo(7);
        assertThat(ann.won()).isEqualTo(2);
        assertThat(ann.points()).isEqualTo(85);
        assertThat(ann.average()).isEqualByComparingTo("42.5");
        assertThat(ann.bestHand()).isEqualTo(120);
        assertThat(ann.bestGame()).contains("g2");
        assertThat(ann.bestHandNumber()).contains(3);
        assertThat(lines.get(1).average()).isEqualByComparingTo("-100.0");
    }

    @Test
    void aGameWithNoHandsIsNotCountedAndAPlayerWithOnlySuchGamesHasNoLine() {
        List<Standings.Line> lines = Standings.of(List.of(
                game(1, "Ann", "g1", 2, 30, 30, 1),
                game(1, "Ann", "g2", 0, 0, 0, null),
                game(2, "Bob", "g2", 0, 0, 0, null)));

        assertThat(lines).singleElement().satisfies(l -> {
            assertThat(l.player()).isEqualTo("Ann");
            assertThat(l.games()).isEqualTo(1);
        });
        assertThat(Standings.of(List.of())).isEmpty();
    }

    @Test
    void equalTotalsShareAPlaceAndAreOrderedByNameWhateverItsCase() {
        List<Standings.Line> lines = Standings.of(List.of(
                game(1, "dee", "g", 1, 10, 0, null),
                game(2, "Ann", "g", 1, 50, 0, null),
                game(3, "Cid", "g", 1, 10, 0, null),
                game(4, "Bob", "g", 1, -70, 0, null)));

        assertThat(lines).extracting(Standings.Line::player).containsExactly("Ann", "Cid", "dee", "Bob");
        assertThat(lines).extracting(Standings.Line::place).containsExactly(1, 2, 2, 4);
        assertThat(lines.get(1).bestGame()).as("no hand scored above 0").isEmpty();
    }

    @Test
    void moneyIsAddedUpPerCurrencyAndGamesNotPlayedForMoneyAreLeftOut() {
        List<Standings.Line> lines = Standings.of(List.of(
                new Game(1, "Ann", "g1", 1, 1, 40, new BigDecimal("4.00"), "EUR", 40, Optional.of(1)),
                new Game(1, "Ann", "g2", 1, 1, 20, new BigDecimal("0.50"), "EUR", 20, Optional.of(1)),
                new Game(1, "Ann", "g3", 1, 0, -10, new BigDecimal("-1.25"), "zł", 0, Optional.empty()),
                new Game(1, "Ann", "g4", 1, 1, 30, BigDecimal.ZERO, "", 30, Optional.of(1))));

        assertThat(lines.get(0).money()).isEqualTo(Map.of("EUR", new BigDecimal("4.50"), "zł", new BigDecimal("-1.25")));
    }
}
