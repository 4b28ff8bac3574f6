/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.tile.Wind;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/** Hands given as tiles: scored by the engine in the game's seats, checked across the table. */
class TiledGameTest {

    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");
    private static final GameSetup SETUP = new GameSetup(PLAYERS, Rulesets.bmja(), GameOptions.DEFAULTS);

    private static Map<String, PlayerEntry> table(String ann, String bob, String cid, String dee) {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        entries.put("Ann", PlayerEntry.tiles(ann));
        entries.put("Bob", PlayerEntry.tiles(bob));
        entries.put("Cid", PlayerEntry.tiles(cid));
        entries.put("Dee", PlayerEntry.tiles(dee));
        return entries;
    }

    private static final Map<String, PlayerEntry> HAND_ONE = table(
            "[RRR] [GGG] 222b 33c 456d win=3c by=wall",
            "[EEE] 111d 99c 12345b",
            "555c 777c 1c 88d 99b WW",
            "[PPP] 345c 678c 11b SS");

    @Test
    void allFourHandsAreScoredInTheirSeatsAndSettled() {
        GameSheet sheet = Game.replay(SETUP, List.of(HandRecord.win("Ann", HAND_ONE)));
        PlayedHand hand = sheet.hands().get(0);
        // Ann (East) 34 points × 2 doubles = 136; Bob (South): [EEE] is the prevailing wind,
        // (4 + 8) × 2 = 24; Cid (West): two minor pungs and his own wind pair, 4 + 4 + 2 = 10;
        // Dee (North): a dragon pung, 4 × 2 = 8.
        assertThat(hand.players()).extracting(PlayerResult::score).containsExactly(136L, 24L, 10L, 8L);
        assertThat(hand.players()).extracting(PlayerResult::seat)
                .containsExactly(Wind.EAST, Wind.SOUTH, Wind.WEST, Wind.NORTH);
        assertThat(hand.players()).extracting(PlayerResult::balance).containsExactly(816L, -242L, -284L, -290L);
        ScoreSheet cid = hand.players().get(2).sheet().orElseThrow();
        assertThat(cid.lines()).extracting(a -> a.element().id()).contains("own-wind-pair");
    }

    @Test
    void theSecondHandIsSeatedByTheRotation() {
        Map<String, PlayerEntry> second = new LinkedHashMap<>();
        second.put("Ann", PlayerEntry.score(0));
        second.put("Bob", PlayerEntry.tiles("[RRR] [GGG] 222b 33c 456d win=3c by=discard"));
        second.put("Cid", PlayerEntry.score(0));
        second.put("Dee", PlayerEntry.score(0));
        List<HandRecord> hands = List.of(HandRecord.win("Ann", HAND_ONE), HandRecord.win("Bob", second));
        PlayedHand hand = Game.replay(SETUP, hands).hands().get(1);
        // Ann kept the deal; Bob is still South. Claimed on a discard: no wall points, 32 × 4 = 128.
        assertThat(hand.players().get(1).seat()).isEqualTo(Wind.SOUTH);
        assertThat(hand.players().get(1).score()).isEqualTo(128L);
    }

    /** The English words of the game's refusal. */
    private static String english(ThrowingCallable replay) {
        return Words.in(Language.ENGLISH).render(catchThrowableOfType(GameException.class, replay));
    }

    @Test
    void aTileSeenTooOftenAcrossTheTableIsNamedWithItsHolders() {
        Map<String, PlayerEntry> entries = table(
                "[RRR] [GGG] 222b 33c 456d win=3c by=wall",
                "RRR 111d 99c 12345b",
                "555c 777c 1c 88d 99b WW",
                "[PPP] 345c 678c 11b SS");
        assertThat(english(() -> Game.replay(SETUP, List.of(HandRecord.win("Ann", entries)))))
                .contains("hand 1: Red Dragon appears 6 times across the table (Ann has 3, Bob has 3)");
    }

    /** The impossible-table check applies to whatever tiles are known, not only to four hands. */
    @Test
    void aTileSeenTooOftenIsRefusedWhenOnlyTwoPlayersGiveTheirTiles() {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        entries.put("Ann", PlayerEntry.tiles("[RRR] [GGG] 222b 33c 456d win=3c by=wall"));
        entries.put("Bob", PlayerEntry.tiles("RRR 111d 99c 12345b"));
        entries.put("Cid", PlayerEntry.score(10));
        entries.put("Dee", PlayerEntry.score(4));
        assertThat(english(() -> Game.replay(SETUP, List.of(HandRecord.win("Ann", entries)))))
                .contains("hand 1: Red Dragon appears 6 times across the table (Ann has 3, Bob has 3)");
    }

    @Test
    void aFlowerHeldTwiceIsRefused() {
        Map<String, PlayerEntry> entries = table(
                "[RRR] [GGG] 222b 33c 456d f1 win=3c by=wall",
                "[EEE] 111d 99c 12345b f1",
                "555c 777c 1c 88d 99b WW",
                "[PPP] 345c 678c 11b SS");
        assertThat(english(() -> Game.replay(SETUP, List.of(HandRecord.win("Ann", entries)))))
                .contains("Flower 1").contains("Ann has 1, Bob has 1");
    }

    @Test
    void aHandThatNamesTheWrongSeatIsRefused() {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>(HAND_ONE);
        entries.put("Bob", PlayerEntry.tiles("[EEE] 111d 99c 12345b seat=W"));
        assertThat(english(() -> Game.replay(SETUP, List.of(HandRecord.win("Ann", entries)))))
                .isEqualTo("hand 1: Bob's tiles say seat=W, but Bob sits South in this hand;"
                        + " leave seat= out and the game fills it in");
    }

    @Test
    void onlyTheWinnerDeclaresAWin() {
        assertThat(english(() -> Game.replay(SETUP, List.of(HandRecord.win("Bob", HAND_ONE)))))
                .contains("Ann's tiles say win=, but Bob went Mah-Jong");
    }

    @Test
    void aWinnerWhoseTilesDoNotWinIsRefusedWithTheReason() {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>(HAND_ONE);
        entries.put("Ann", PlayerEntry.tiles("123b 456b 789b 55d [RRR] win=5d by=discard"));
        assertThat(english(() -> Game.replay(SETUP, List.of(HandRecord.win("Ann", entries)))))
                .contains("Ann's tiles are not a winning hand under the bmja rules")
                .contains("at most 1 chow");
    }

    @Test
    void aTypoIsReportedWithThePlayerAndThePosition() {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>(HAND_ONE);
        entries.put("Dee", PlayerEntry.tiles("[PPP] 345x 678c 11b SS"));
        assertThatThrownBy(() -> Game.replay(SETUP, List.of(HandRecord.win("Ann", entries))))
                .isInstanceOfSatisfying(GameException.class, e -> assertThat(Words.in(Language.ENGLISH).render(e))
                        .startsWith("hand 1, Dee's tiles: at position 9"));
    }
}
