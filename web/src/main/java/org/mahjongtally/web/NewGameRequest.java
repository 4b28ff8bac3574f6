/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.util.List;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.json.GameStart;
import org.mahjongtally.store.StrictJson;

/**
 * The body of {@code POST /api/games}.
 *
 * @param players the four players, the one who starts as East first; required
 * @param ruleset the id of a preset; {@code bmja} if absent
 * @param options the table's options, all optional ({@link NewGameOptions})
 */
record NewGameRequest(List<String> players, String ruleset, NewGameOptions options) {

    /**
     * The game's setup: the preset with the table's options, and the game options.
     *
     * @throws org.mahjongtally.json.BadJsonException without players
     * @throws org.mahjongtally.TallyException for players, a ruleset or options that cannot be used
     */
    GameSetup setup() {
        List<String> names = StrictJson.required(players, "players", Message.of(WebProblem.PLAYERS_HINT));
        NewGameOptions table = options == null ? NewGameOptions.NONE : options;
        return GameStart.setup(names, ruleset, table.tableOptions(), table.gameOptions());
    }
}
