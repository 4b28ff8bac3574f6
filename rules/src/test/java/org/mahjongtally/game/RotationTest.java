/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.tile.Wind;

class RotationTest {

    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");

    @Test
    void theDealGoesRoundFourTimesAndTheGameEndsAfterTheNorthRound() {
        GameSetup setup = new GameSetup(PLAYERS, Rulesets.bmja(), GameOptions.DEFAULTS);
        List<HandRecord> hands = new ArrayList<>();
        List<String> easts = new ArrayList<>();
        List<Wind> rounds = new ArrayList<>();
        Rotation rotation = Rotation.START;
        for (int i = 0; i < 16; i++) {
            easts.add(PLAYERS.get(rotation.dealer()));
            rounds.add(rotation.prevailing());
            int south = rotation.playerAt(Wind.SOUTH);
            hands.add(win(PLAYERS.get(south)));
            rotation = rotation.after(south, false, 0);
        }
        GameSheet sheet = Game.replay(setup, hands);
        assertThat(sheet.hands()).extracting(PlayedHand::eastPlayer).containsExactlyElementsOf(easts);
        assertThat(easts.subList(0, 5)).containsExactly("Ann", "Bob", "Cid", "Dee", "Ann");
        assertThat(sheet.hands()).extracting(PlayedHand::prevailing).containsExactlyElementsOf(rounds);
        assertThat(rounds).containsExactly(
                Wind.EAST, Wind.EAST, Wind.EAST, Wind.EAST, Wind.SOUTH, Wind.SOUTH, Wind.SOUTH, Wind.SOUTH,
                Wind.WEST, Wind.WEST, Wind.WEST, Wind.WEST, Wind.NORTH, Wind.NORTH, Wind.NORTH, Wind.NORTH);
        assertThat(sheet.finished()).isTrue();
        hands.add(win("Ann"));
        // The words of the refusal ("hand 17: the game is over ...") are tested in words' GameWordsTest.
        assertThatThrownBy(() -> Game.replay(setup, hands)).isInstanceOfSatisfying(GameException.class, e -> {
            assertThat(e.hand()).hasValue(17);
            assertThat(e.message().key()).isEqualTo(GameProblem.IN_HAND);
        });
    }

    @Test
    void seatsFollowTheDealer() {
        Rotation r = new Rotation(2, 0, 2, 0);
        assertThat(r.seatOf(2)).isEqualTo(Wind.EAST);
        assertThat(r.seatOf(3)).isEqualTo(Wind.SOUTH);
        assertThat(r.seatOf(0)).isEqualTo(Wind.WEST);
        assertThat(r.seatOf(1)).isEqualTo(Wind.NORTH);
        assertThat(r.playerAt(Wind.WEST)).isZero();
    }

    @Test
    void eastKeepsTheDealAfterAWinAndAfterADrawUnlessTheTableSaysOtherwise() {
        assertThat(Rotation.START.after(0, false, 0)).isEqualTo(new Rotation(0, 0, 0, 1));
        assertThat(Rotation.START.after(-1, false, 0)).isEqualTo(Rotation.START);
        assertThat(Rotation.START.after(-1, true, 0)).isEqualTo(new Rotation(1, 0, 1, 0));
        assertThat(Rotation.START.after(2, false, 0)).isEqualTo(new Rotation(1, 0, 1, 0));
    }

    @Test
    void aShortGameEndsAfterItsRounds() {
        GameSetup setup = new GameSetup(PLAYERS, Rulesets.bmja(), GameOptions.DEFAULTS.withRounds(1));
        List<HandRecord> hands = new ArrayList<>(List.of(win("Bob"), win("Cid"), win("Dee"), win("Ann")));
        assertThat(Game.replay(setup, hands).finished()).isTrue();
        hands.add(win("Bob"));
        // "hand 5: the game is over (1 round played)" in words: GameWordsTest
        assertThatThrownBy(() -> Game.replay(setup, hands)).hasMessageContaining("GAME_OVER(rounds=1)");
    }

    @Test
    void anEastStreakAtTheLimitPassesTheDeal() {
        Rotation r = new Rotation(0, 0, 0, 8);
        assertThat(r.after(0, false, 9)).isEqualTo(new Rotation(1, 0, 1, 0));
        assertThat(r.after(0, false, 0)).isEqualTo(new Rotation(0, 0, 0, 9));
    }

    @Test
    void withSeatExchangeEveryoneDealsFirstInOneRoundAndTheSeatsFollowTheNewPlaces() {
        GameSetup setup = new GameSetup(PLAYERS, Rulesets.bmja(), GameOptions.DEFAULTS.withSeatExchange(true));
        List<HandRecord> hands = new ArrayList<>();
        Rotation rotation = Rotation.start(true);
        for (int i = 0; i < 16; i++) {
            int south = rotation.playerAt(Wind.SOUTH);
            hands.add(win(PLAYERS.get(south)));
            rotation = rotation.after(south, false, 0);
        }
        GameSheet sheet = Game.replay(setup, hands);
        // The Chinese Official rules' places: A B C D, then B A D C, C D B A, D C A B.
        assertThat(sheet.hands()).extracting(PlayedHand::eastPlayer).containsExactly(
                "Ann", "Bob", "Cid", "Dee", "Bob", "Ann", "Dee", "Cid", "Cid", "Dee", "Bob", "Ann",
                "Dee", "Cid", "Ann", "Bob");
        assertThat(sheet.finished()).isTrue();
        PlayedHand southRoundFirst = sheet.hands().get(4);
        assertThat(southRoundFirst.prevailing()).isEqualTo(Wind.SOUTH);
        assertThat(southRoundFirst.players()).extracting(PlayerResult::player, PlayerResult::seat).containsExactly(
                tuple("Ann", Wind.SOUTH), tuple("Bob", Wind.EAST),
                tuple("Cid", Wind.NORTH), tuple("Dee", Wind.WEST));
    }

    @Test
    void withSeatExchangeEastStillKeepsTheDealAndTheNewRoundStartsFromTheEastPlace() {
        Rotation r = Rotation.start(true);
        assertThat(r.after(0, false, 0)).isEqualTo(new Rotation(0, 0, 0, 1, true));
        Rotation lastOfEastRound = new Rotation(3, 0, 3, 2, true);
        assertThat(lastOfEastRound.after(1, false, 0)).isEqualTo(new Rotation(1, 1, 0, 0, true));
        Rotation southRound = new Rotation(1, 1, 0, 0, true);
        assertThat(southRound.playerAt(Wind.SOUTH)).isZero();
        assertThat(southRound.after(0, false, 0)).isEqualTo(new Rotation(0, 1, 1, 0, true));
        assertThat(new Rotation(0, 1, 1, 0, true).after(2, false, 0)).isEqualTo(new Rotation(3, 1, 2, 0, true));
        assertThat(new Rotation(1, 3, 3, 0, true).after(2, false, 0)).isEqualTo(new Rotation(0, 4, 0, 0, true));
    }

    private static HandRecord win(String winner) {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        for (String p : PLAYERS) {
            entries.put(p, PlayerEntry.score(p.equals(winner) ? 20 : 0));
        }
        return HandRecord.win(winner, entries);
    }
}
