/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * Hands booked before impossible ways of winning were refused are replayed as they were booked,
 * with the same numbers, while a hand entered or corrected now is still refused
 * (docs/notation.md, "Hands already booked"). BMJA, Ann East in the first hand.
 */
class BookedHandsTest {

    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");
    private static final GameSetup SETUP = new GameSetup(PLAYERS, Rulesets.bmja(), GameOptions.DEFAULTS);
    private static final String TILES = "[RRR] 123b 555c 777d 55d win=5d ";

    private static HandRecord win(String winner, String tiles) {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        for (String p : PLAYERS) {
            entries.put(p, p.equals(winner) ? PlayerEntry.tiles(tiles) : PlayerEntry.score(0));
        }
        return HandRecord.win(winner, entries);
    }

    /** Ann's win from the wall, booked "on Bob's discard" as the page once let a table book it. */
    private static HandRecord fromTheWallOnBobsDiscard() {
        return win("Ann", TILES + "by=wall").withDiscarder("Bob", Optional.empty());
    }

    private static List<Long> balances(PlayedHand hand) {
        return hand.players().stream().map(PlayerResult::balance).toList();
    }

    @Test
    void aDiscarderWithATileFromTheWallIsReplayedWithTheSelfDrawnPointsItWasBookedWith() {
        PlayedHand hand = Game.replay(SETUP, List.of(fromTheWallOnBobsDiscard())).hands().get(0);

        // (4 [RRR] + 4 555c + 4 777d + 20 + 2 from the wall) x2 (red dragons) = 68, as booked;
        // East's win: each loser pays 2 x 68
        assertThat(hand.players().get(0).score()).isEqualTo(68);
        assertThat(balances(hand)).containsExactly(408L, -136L, -136L, -136L);
        assertThat(hand.record().discarder()).contains("Bob");
    }

    @Test
    void eastsDealtHandBookedForSouthIsReplayedWithoutTheLimit() {
        PlayedHand hand = Game.replay(SETUP, List.of(win("Bob", TILES + "by=deal"))).hands().get(0);

        // scored as the old code did: no Heaven's Blessing (East's only) and no points for a
        // tile from the wall (the tile was dealt): 64; South's win: East pays 2 x 64, the others 64
        assertThat(hand.players().get(1).score()).isEqualTo(64);
        assertThat(balances(hand)).containsExactly(-128L, 256L, -64L, -64L);
    }

    @Test
    void eastsRunOfWinsBookedForSouthIsReplayedAsBooked() {
        HandRecord streak = win("Bob", TILES + "by=discard east-streak").withDiscarder("Cid", Optional.empty());

        GameSheet sheet = Game.replay(SETUP, List.of(streak));

        // the flag scores nothing for South (the special hand is East's): 64, as booked
        assertThat(sheet.hands().get(0).players().get(1).score()).isEqualTo(64);
    }

    @Test
    void aHandRecordedAfterABookedOneIsCheckedAndTheBookedOneIsNot() {
        GameSheet booked = Game.replay(SETUP, List.of(fromTheWallOnBobsDiscard()));

        GameSheet more = Game.append(booked, win("Ann", TILES + "by=discard").withDiscarder("Cid", Optional.empty()));
        assertThat(more.hands()).hasSize(2);
        assertThat(more.totals()).containsExactly(408L + 384L, -136L - 128L, -136L - 128L, -136L - 128L);

        GameException e = catchThrowableOfType(GameException.class, () -> Game.append(booked,
                win("Ann", TILES + "by=wall").withDiscarder("Cid", Optional.empty())));
        assertThat(e).isNotNull();
        assertThat(e.code()).isEqualTo(ErrorCode.INVALID_HAND.code());
        assertThat(Words.in(Language.ENGLISH).render(e)).startsWith("hand 2: Ann's tiles say by=wall, a winning"
                + " tile nobody discarded, but Cid is named as the discarder");
    }

    @Test
    void aCorrectionChecksTheCorrectedHandOnly() {
        HandRecord second = win("Ann", TILES + "by=discard").withDiscarder("Cid", Optional.empty());
        HandRecord secondCorrected = win("Ann", TILES + "by=discard").withDiscarder("Dee", Optional.empty());

        GameSheet corrected = Game.replayEntered(SETUP, List.of(fromTheWallOnBobsDiscard(), secondCorrected), 2);
        assertThat(corrected.hands().get(0).players().get(0).score()).isEqualTo(68);
        assertThat(corrected.hands().get(1).record().discarder()).contains("Dee");

        GameException e = catchThrowableOfType(GameException.class,
                () -> Game.replayEntered(SETUP, List.of(fromTheWallOnBobsDiscard(), second), 1));
        assertThat(e).isNotNull();
        assertThat(Words.in(Language.ENGLISH).render(e)).startsWith("hand 1: Ann's tiles say by=wall");
    }

    @Test
    void aDeletionThatMovesTheDealReplaysTheLaterHandsAsBooked() {
        // hand 1: Bob wins, so the deal passes to him; hand 2: Bob, East, with his dealt tiles
        HandRecord bobWins = win("Bob", TILES + "by=discard").withDiscarder("Cid", Optional.empty());
        HandRecord heavensBlessing = win("Bob", TILES + "by=deal");
        GameSheet before = Game.append(Game.append(Game.replay(SETUP, List.of()), bobWins), heavensBlessing);
        assertThat(before.hands().get(1).eastPlayer()).isEqualTo("Bob");
        assertThat(before.hands().get(1).players().get(1).score()).isEqualTo(1000);

        // hand 1 deleted: Ann is East again and Bob's dealt hand is South's, scored as the old
        // code scored it rather than refused (a deletion never blocks on a later hand)
        PlayedHand after = Game.replay(SETUP, List.of(heavensBlessing)).hands().get(0);
        assertThat(after.eastPlayer()).isEqualTo("Ann");
        assertThat(after.players().get(1).score()).isEqualTo(64);
    }
}
