/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.rules.Rulesets;

/**
 * How a hand ended, as the engine tells the page: every way of winning given in the winner's
 * tiles is another player's tile or self-drawn as {@link WinMethod} says, whatever its case; a
 * named discarder makes it his discard; typed scores say nothing (BMJA, Ann East).
 */
class HandEndingTest {

    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");
    private static final GameSetup SETUP = new GameSetup(PLAYERS, Rulesets.bmja(), GameOptions.DEFAULTS);

    private static HandEnding endingOf(HandRecord hand) {
        return Game.replay(SETUP, List.of(hand)).hands().get(0).ending();
    }

    private static HandRecord annWins(String by, String discarder) {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        entries.put("Ann", PlayerEntry.tiles("[RRR] 123b 555c 777d 55d win=5d by=" + by));
        PLAYERS.subList(1, 4).forEach(p -> entries.put(p, PlayerEntry.score(0)));
        HandRecord win = HandRecord.win("Ann", entries);
        return discarder.isEmpty() ? win : win.withDiscarder(discarder, Optional.empty());
    }

    @ParameterizedTest(name = "by={0}, discarder [{1}]: {2}")
    @CsvSource(delimiter = '|', value = {
        "wall          |     | self",
        "last-wall     |     | self",
        "discard       |     | another",
        "last-discard  |     | another",
        "DISCARD       |     | another",
        "Last-Discard  |     | another",
        "discard       | Bob | discard",
        // booked before a discarder with a self-drawn tile was refused: settled on Bob's discard
        "wall          | Bob | discard"})
    void theWinnersTilesOrTheDiscarderSayHowTheHandEnded(String by, String discarder, String code) {
        assertThat(endingOf(annWins(by, discarder == null ? "" : discarder)).code()).isEqualTo(code);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {"draw | draw", "typed win | typed", "typed win on Cid's discard | discard"})
    void aDrawAndTypedScoresEndAsTheRecordSays(String what, String code) {
        Map<String, PlayerEntry> scores = new LinkedHashMap<>();
        PLAYERS.forEach(p -> scores.put(p, PlayerEntry.score(p.equals("Bob") ? 112 : 8)));
        HandRecord hand = switch (code) {
            case "draw" -> HandRecord.draw(Map.of());
            case "typed" -> HandRecord.win("Bob", scores);
            default -> HandRecord.win("Bob", scores).withDiscarder("Cid", Optional.empty());
        };
        assertThat(endingOf(hand).code()).isEqualTo(code);
    }

}
