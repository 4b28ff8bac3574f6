/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.time.Instant;
import java.util.List;
import org.jdbi.v3.core.mapper.reflect.ColumnName;
import org.jdbi.v3.core.mapper.reflect.JdbiConstructor;

/**
 * One line of the list of games.
 *
 * @param id the game's id
 * @param players the four players, in starting seat order
 * @param rulesetId the ruleset's id
 * @param hands how many hands have been recorded
 * @param created when the game started
 * @param updated when it last changed
 */
public record GameSummary(String id, List<String> players, String rulesetId, int hands, Instant created,
        Instant updated) {

    /** Copies the players. */
    public GameSummary {
        players = List.copyOf(players);
    }

    /** The summary from the columns the store reads it from, the players one a column. */
    @JdbiConstructor
    static GameSummary fromColumns(String id, String player1, String player2, String player3, String player4,
            String rulesetId, @ColumnName("hand_count") int hands, @ColumnName("created_at") Instant created,
            @ColumnName("updated_at") Instant updated) {
        return new GameSummary(id, List.of(player1, player2, player3, player4), rulesetId, hands, created, updated);
    }
}
