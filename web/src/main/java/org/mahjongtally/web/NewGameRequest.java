package org.mahjongtally.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.json.GameJson;
import org.mahjongtally.rules.TableOptions;

/**
 * The body of {@code POST /api/games}.
 *
 * @param players the four players, the one who starts as East first
 * @param ruleset the id of a preset; {@code bmja} if absent
 * @param options the table's options, all optional: the ruleset options of RULESETS.md and
 *     SETTLEMENT.md ({@code limit}, {@code eastDoubles}, {@code method}, ...) and the game
 *     options ({@code drawPassesDeal}, {@code rounds}, {@code startingTallies}, {@code stakes})
 */
record NewGameRequest(List<String> players, String ruleset, Map<String, Object> options) {

    /** The options that belong to the game rather than to its ruleset. */
    private static final Set<String> GAME_OPTIONS = Set.of("drawPassesDeal", "rounds", "startingTallies", "stakes");

    /**
     * The game's setup: the preset with the table's options, and the game options.
     *
     * @throws org.mahjongtally.TallyException for players, a ruleset or options that cannot be used
     */
    GameSetup setup() {
        Map<String, Object> tableOptions = new LinkedHashMap<>();
        Map<String, Object> gameOptions = new LinkedHashMap<>();
        if (options != null) {
            options.forEach((name, value) -> (GAME_OPTIONS.contains(name) ? gameOptions : tableOptions)
                    .put(name, value));
        }
        return new GameSetup(players, TableOptions.apply(Presets.get(ruleset), tableOptions),
                GameJson.readOptions(gameOptions));
    }
}
