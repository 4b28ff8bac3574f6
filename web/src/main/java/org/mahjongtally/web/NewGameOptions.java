/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.json.GameOptionsJson;
import org.mahjongtally.json.GameOptionsJson.StakesJson;
import org.mahjongtally.rules.TableOptions;
import org.mahjongtally.settlement.SettlementOption;

/**
 * The {@code "options"} of a new game, each optional: the table's own value of any option of a
 * ruleset file's {@code [options]} table (docs/rulesets.md, docs/settlement.md; the names of
 * {@link TableOptions#allNames()}), and the game options ({@link GameOptionsJson}). The settlement
 * options are made from core's {@link SettlementOption} registry, as in a settle request
 * ({@link OptionsObjectReader}); the scoring and game options are the typed fields of
 * {@link Others}. A misspelt option or a value of the wrong type is refused as any other field
 * is; the values are then checked by the ruleset loader as in a file.
 */
@JsonDeserialize(using = NewGameOptions.Reader.class)
final class NewGameOptions {

    /** No options: the preset as it is, the default game options. */
    static final NewGameOptions NONE = new NewGameOptions(new EnumMap<>(SettlementOption.class), Others.NONE);

    private static final TypeReference<LinkedHashMap<String, Object>> MAP = new TypeReference<>() { };

    private final Map<SettlementOption, Object> settlement;
    private final Others others;

    private NewGameOptions(Map<SettlementOption, Object> settlement, Others others) {
        this.settlement = settlement;
        this.others = others;
    }

    /**
     * The scoring and game options of a new game.
     *
     * @param drawPassesDeal game option (the others up to it are ruleset options)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Others(Long notionalLimit, Long maxChows, Boolean losersPurity, Boolean selfDrawnIncludesLooseTile,
            Boolean concealedWinOnDiscard, Boolean bonusOnSpecialHands, String rounding, String tallies,
            Long eastStreakLimit, Boolean kongHas3Types, Boolean losersScoreEveryPair,
            Boolean drawPassesDeal, Long rounds, Long startingTallies, StakesJson stakes, Boolean seatExchange) {

        static final Others NONE = new Others(null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null, null);

        /** The components that are game options rather than ruleset options. */
        static final Set<String> GAME_OPTIONS = Arrays.stream(GameOptionsJson.class.getRecordComponents())
                .map(RecordComponent::getName).collect(Collectors.toUnmodifiableSet());

        static final List<String> FIELDS = Arrays.stream(Others.class.getRecordComponents())
                .map(RecordComponent::getName).toList();
    }

    /** The ruleset options the table set, by name, for {@link org.mahjongtally.json.GameStart#setup}. */
    Map<String, Object> tableOptions() {
        SettleOptions.checkLimit(settlement.get(SettlementOption.LIMIT));
        Map<String, Object> set = JsonBodies.objectMapper().convertValue(others, MAP);
        set.keySet().removeAll(Others.GAME_OPTIONS);
        settlement.forEach((option, value) -> set.put(option.key(), value));
        return set;
    }

    /** The game options. */
    GameOptions gameOptions() {
        return new GameOptionsJson(others.drawPassesDeal(), others.rounds(), others.startingTallies(),
                others.stakes(), others.seatExchange()).toOptions();
    }

    /** Reads {@code "options"}: the registry's settlement keys, then the fields of {@link Others}. */
    static final class Reader extends OptionsObjectReader<NewGameOptions> {

        private static final long serialVersionUID = 1L;

        Reader() {
            super(NewGameOptions.class, Others.FIELDS);
        }

        @Override
        NewGameOptions made(Map<SettlementOption, Object> settlement, ObjectNode own, DeserializationContext ctxt)
                throws IOException {
            return new NewGameOptions(settlement, ctxt.readTreeAsValue(own, Others.class));
        }
    }
}
