/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mahjongtally.rules.Rulesets;

class GameResultTest {

    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");

    private static Map<String, PlayerEntry> scores(long ann, long bob, long cid, long dee) {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        entries.put("Ann", PlayerEntry.score(ann));
        entries.put("Bob", PlayerEntry.score(bob));
        entries.put("Cid", PlayerEntry.score(cid));
        entries.put("Dee", PlayerEntry.score(dee));
        return entries;
    }

    @Test
    void eachPlayerGetsHisHandsWonTotalBestHandAndPlaceFromTheSheet() {
        Stakes stakes = new Stakes(new BigDecimal("0.01"), "EUR", 2, RoundingMode.HALF_UP);
        GameSetup setup = new GameSetup(PLAYERS, Rulesets.bmja(), GameOptions.DEFAULTS.withStakes(stakes));
        GameSheet sheet = Game.replay(setup, List.of(
                HandRecord.win("Bob", scores(80, 112, 12, 48)),
                HandRecord.win("Bob", scores(10, 40, 90, 0)),
                HandRecord.win("Dee", scores(6, 0, 14, 52))));

        List<GameResult> results = GameResult.of(sheet);

        assertThat(results).extracting(GameResult::player).containsExactlyElementsOf(PLAYERS);
        assertThat(results).extracting(GameResult::seat).containsExactly(1, 2, 3, 4);
        assertThat(results).extracting(GameResult::hands).containsOnly(3);
        assertThat(results).extracting(GameResult::won).containsExactly(0, 2, 0, 1);
        assertThat(results).extracting(GameResult::points).containsExactlyElementsOf(sheet.totals());
        assertThat(results).extracting(GameResult::currency).containsOnly("EUR");
        for (int p = 0; p < 4; p++) {
            assertThat(results.get(p).money()).isEqualTo(sheet.money(p));
        }
        assertThat(results).extracting(GameResult::bestHand).containsExactly(80L, 112L, 90L, 52L);
        assertThat(results).extracting(GameResult::bestHandNumber)
                .containsExactly(Optional.of(1), Optional.of(1), Optional.of(2), Optional.of(3));
        for (GameSheet.Standing s : sheet.standings()) {
            assertThat(results.get(setup.players().indexOf(s.player())).place()).isEqualTo(s.place());
        }
    }

    @Test
    void aGameWithNoHandsGivesNothingAndEveryoneSharesFirstPlace() {
        GameSheet sheet = Game.replay(new GameSetup(PLAYERS, Rulesets.bmja(), GameOptions.DEFAULTS), List.of());

        assertThat(GameResult.of(sheet)).allSatisfy(r -> {
            assertThat(r.hands()).isZero();
            assertThat(r.won()).isZero();
            assertThat(r.points()).isZero();
            assertThat(r.bestHand()).isZero();
            assertThat(r.bestHandNumber()).isEmpty();
            assertThat(r.place()).isEqualTo(1);
            assertThat(r.currency()).isEmpty();
        });
    }
}
