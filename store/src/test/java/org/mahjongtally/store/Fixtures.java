/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.Penalty;
import org.mahjongtally.game.PlayerEntry;
import org.mahjongtally.rules.Rulesets;

/** Games and hands the store tests share, hands in the notation as a table would give them. */
final class Fixtures {

    static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");
    static final GameSetup SETUP = new GameSetup(PLAYERS, Rulesets.bmja(), GameOptions.DEFAULTS);

    private Fixtures() {
    }

    /** Typed scores for Ann, Bob, Cid, Dee. */
    static Map<String, PlayerEntry> scores(long ann, long bob, long cid, long dee) {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        entries.put("Ann", PlayerEntry.score(ann));
        entries.put("Bob", PlayerEntry.score(bob));
        entries.put("Cid", PlayerEntry.score(cid));
        entries.put("Dee", PlayerEntry.score(dee));
        return entries;
    }

    /** Tiles for Ann, Bob, Cid, Dee. */
    static Map<String, PlayerEntry> tiles(String ann, String bob, String cid, String dee) {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        entries.put("Ann", PlayerEntry.tiles(ann));
        entries.put("Bob", PlayerEntry.tiles(bob));
        entries.put("Cid", PlayerEntry.tiles(cid));
        entries.put("Dee", PlayerEntry.tiles(dee));
        return entries;
    }

    /** Ann (East) wins with all four hands given as tiles: 816, -242, -284, -290. */
    static HandRecord tiledWin() {
        return HandRecord.win("Ann", tiles(
                "[RRR] [GGG] 222b 33c 456d win=3c by=wall",
                "[EEE] 111d 99c 12345b",
                "555c 777c 1c 88d 99b WW",
                "[PPP] 345c 678c 11b SS"));
    }

    /** Bob wins on Cid's discard, typed scores: Ann 80, Bob 112, Cid 12, Dee 48. */
    static HandRecord bobWins() {
        return HandRecord.win("Bob", scores(80, 112, 12, 48)).withDiscarder("Cid", Optional.of(false));
    }

    /**
     * Ann (East) wins with a tile from the wall, yet Bob is named as the discarder: refused when
     * entered now, but booked so before such hands were refused, and then scored as self-drawn:
     * 68, settled 408, -136, -136, -136 (docs/notation.md, "Hands already booked").
     */
    static HandRecord fromTheWallOnBobsDiscard() {
        Map<String, PlayerEntry> entries = scores(0, 0, 0, 0);
        entries.put("Ann", PlayerEntry.tiles("[RRR] 123b 555c 777d 55d win=5d by=wall"));
        return HandRecord.win("Ann", entries).withDiscarder("Bob", Optional.empty());
    }

    /** A draw in which Ann pays each of the others a penalty of 30. */
    static HandRecord drawWithPenalty() {
        return HandRecord.draw(Map.of()).withPenalties(List.of(
                new Penalty(30, List.of("Ann"), List.of("Bob", "Cid", "Dee"), "false Mah-Jong")));
    }

    /** Four hands: a tiled win, a typed win, a draw with a penalty, Dee wins. */
    static List<HandRecord> fourHands() {
        return List.of(tiledWin(), bobWins(), drawWithPenalty(), HandRecord.win("Dee", scores(6, 0, 14, 52)));
    }

    /**
     * The message of the exception of this type that the code throws, in English as the command
     * line shows it (core's and the store's words).
     */
    static String englishOf(Class<? extends org.mahjongtally.TallyException> type,
            org.assertj.core.api.ThrowableAssert.ThrowingCallable code) {
        Throwable thrown = org.assertj.core.api.Assertions.catchThrowable(code);
        org.assertj.core.api.Assertions.assertThat(thrown).isInstanceOf(type);
        return org.mahjongtally.words.Words.in(org.mahjongtally.words.Language.ENGLISH)
                .with(StorePhrasebooks.of(org.mahjongtally.words.Language.ENGLISH))
                .render((org.mahjongtally.TallyException) thrown);
    }
}
