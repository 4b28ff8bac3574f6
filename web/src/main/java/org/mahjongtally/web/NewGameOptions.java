package org.mahjongtally.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.type.TypeReference;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Set;
import java.util.stream.Collectors;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.json.GameOptionsJson;
import org.mahjongtally.json.GameOptionsJson.StakesJson;

/**
 * The {@code "options"} of a new game, each optional: the table's own value of any option of a
 * ruleset file's {@code [options]} table (RULESETS.md, SETTLEMENT.md; the names of
 * {@link org.mahjongtally.rules.TableOptions#names()}, in its order), and the game options
 * ({@link GameOptionsJson}). Typed, so that a misspelt option or a value of the wrong type is
 * refused as any other field is; the values are then checked by the ruleset loader as in a file.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record NewGameOptions(
        Object limit, Long notionalLimit, Long maxChows, Boolean eastDoubles, Boolean losersSettle, String method,
        String drawPays, Boolean payForAll, Boolean losersPurity, Boolean selfDrawnIncludesLooseTile,
        Boolean concealedWinOnDiscard, Boolean bonusOnSpecialHands, String rounding, String tallies,
        Long eastStreakLimit, Boolean kongHas3Types, Boolean losersScoreEveryPair,
        Boolean drawPassesDeal, Long rounds, Long startingTallies, StakesJson stakes) {

    /** No options: the preset as it is, the default game options. */
    static final NewGameOptions NONE = new NewGameOptions(null, null, null, null, null, null, null, null, null, null,
            null, null, null, null, null, null, null, null, null, null, null);

    /** The components that are game options rather than ruleset options: those of {@link GameOptionsJson}. */
    private static final Set<String> GAME_OPTIONS = Arrays.stream(GameOptionsJson.class.getRecordComponents())
            .map(RecordComponent::getName).collect(Collectors.toUnmodifiableSet());

    private static final TypeReference<LinkedHashMap<String, Object>> MAP = new TypeReference<>() { };

    /** The ruleset options the table set, by name, for {@link org.mahjongtally.rules.TableOptions#apply}. */
    LinkedHashMap<String, Object> tableOptions() {
        SettleOptions.checkLimit(limit);
        LinkedHashMap<String, Object> set = JsonBodies.objectMapper().convertValue(this, MAP);
        set.keySet().removeAll(GAME_OPTIONS);
        return set;
    }

    /** The game options. */
    GameOptions gameOptions() {
        return new GameOptionsJson(drawPassesDeal, rounds, startingTallies, stakes).toOptions();
    }
}
