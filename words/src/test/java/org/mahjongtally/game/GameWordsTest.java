/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/** A game's refusals in words: the English the product has always printed, Polish and Russian. */
class GameWordsTest {

    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");
    private static final GameSetup SETUP = new GameSetup(PLAYERS, Rulesets.bmja(), GameOptions.DEFAULTS);

    private static GameException refusal(GameSetup setup, List<HandRecord> hands) {
        return catchThrowableOfType(GameException.class, () -> Game.replay(setup, hands));
    }

    private static String in(Language language, GameException e) {
        return Words.in(language).render(e);
    }

    @Test
    void aWinNeedsEveryScore() {
        HandRecord hand = HandRecord.win("Bob", Map.of("Bob", PlayerEntry.score(30), "Ann", PlayerEntry.score(8)));
        GameException e = refusal(SETUP, List.of(hand));
        assertThat(in(Language.ENGLISH, e))
                .isEqualTo("hand 1: give the score or the tiles of Cid and Dee; every player's score is needed to settle up");
        assertThat(in(Language.POLISH, e)).startsWith("rozdanie 1: ");
        assertThat(in(Language.RUSSIAN, e)).startsWith("раздача 1: ");
    }

    @Test
    void unknownPlayersAreNamed() {
        GameException e = refusal(SETUP, List.of(HandRecord.win("Zed", Map.of())));
        assertThat(in(Language.ENGLISH, e)).startsWith("hand 1: there is no player 'Zed'").contains("Ann, Bob, Cid, Dee");
    }

    @Test
    void aGameOverTakesNoMoreHands() {
        GameSetup setup = new GameSetup(PLAYERS, Rulesets.bmja(), GameOptions.DEFAULTS.withRounds(1));
        List<HandRecord> hands = new ArrayList<>();
        for (String winner : List.of("Bob", "Cid", "Dee", "Ann", "Bob")) {
            Map<String, PlayerEntry> entries = new LinkedHashMap<>();
            PLAYERS.forEach(p -> entries.put(p, PlayerEntry.score(p.equals(winner) ? 20 : 0)));
            hands.add(HandRecord.win(winner, entries));
        }
        GameException e = refusal(setup, hands);
        assertThat(in(Language.ENGLISH, e)).isEqualTo("hand 5: the game is over (1 round played); start a new game"
                + " for more hands");
    }

    @Test
    void aPlayersTilesAreNamedInTheirLanguage() {
        HandRecord hand = HandRecord.win("Ann", Map.of("Ann", PlayerEntry.tiles("[RRR] x"), "Bob", PlayerEntry.score(0),
                "Cid", PlayerEntry.score(0), "Dee", PlayerEntry.score(0)));
        GameException e = refusal(SETUP, List.of(hand));
        assertThat(in(Language.ENGLISH, e)).startsWith("hand 1, Ann's tiles: ");
        assertThat(in(Language.POLISH, e)).startsWith("rozdanie 1, płytki gracza Ann: ");
        assertThat(in(Language.RUSSIAN, e)).startsWith("раздача 1, кости игрока Ann: ");
    }
}
