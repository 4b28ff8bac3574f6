/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.util.List;
import org.mahjongtally.store.GameSummary;

/**
 * One line of {@code GET /api/games}.
 *
 * @param id the game's id
 * @param players the four players, in starting seat order
 * @param ruleset the ruleset's id
 * @param hands how many hands have been recorded
 * @param created when the game started (ISO-8601, UTC)
 * @param updated when it last changed (ISO-8601, UTC)
 */
record GameListItem(String id, List<String> players, String ruleset, int hands, String created, String updated) {

    static GameListItem of(GameSummary s) {
        return new GameListItem(s.id(), s.players(), s.rulesetId(), s.hands(), s.created().toString(),
                s.updated().toString());
    }
}
