/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.rules.TableOptions;
import org.mahjongtally.ruleset.Ruleset;

/**
 * The setup of a new game from what a table asks for ({@code POST /api/games}, and the engine
 * in the browser for a game on the phone): the players, a preset, the table's own value of any
 * option of a ruleset file's {@code [options]} table, and the game options. The one place both
 * make it, so that a game started on a phone plays by the very rules the server would give it.
 */
public final class GameStart {

    private GameStart() {
    }

    /**
     * The setup: the preset with the table's options applied, and the game options.
     *
     * @param rulesetId a preset's id; the default for {@code null}
     * @param tableOptions option name ({@link TableOptions#allNames()}) to value, in any order: a
     *     number, {@code true}/{@code false} or text, checked by the ruleset loader as in a file
     * @throws org.mahjongtally.TallyException for players, a ruleset or options that cannot be used
     */
    public static GameSetup setup(List<String> players, String rulesetId, Map<String, ?> tableOptions,
            GameOptions options) {
        return setup(players, Calculators.preset(rulesetId), tableOptions, options);
    }

    /**
     * The setup of a game under a ruleset of the table's own (house rules, a club's file), with
     * the table's options applied as to a preset.
     *
     * @throws org.mahjongtally.TallyException for players or options that cannot be used
     */
    public static GameSetup setup(List<String> players, Ruleset base, Map<String, ?> tableOptions,
            GameOptions options) {
        List<String> order = TableOptions.allNames();
        Map<String, Object> ordered = new LinkedHashMap<>();
        tableOptions.keySet().stream().sorted(Comparator.comparingInt(order::indexOf))
                .forEach(k -> ordered.put(k, tableOptions.get(k)));
        return new GameSetup(players, TableOptions.apply(base, ordered), options);
    }
}
