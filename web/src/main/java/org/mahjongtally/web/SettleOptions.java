/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.mahjongtally.json.JsonProblem;
import org.mahjongtally.Message;
import org.mahjongtally.json.SettlementChoices;
import org.mahjongtally.settlement.SettlementOption;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.json.BadJsonException;

/**
 * The {@code "options"} of a settle request: any of core's {@link SettlementOption}s under its
 * key, each of which may be left out (or null). The fields are made from that registry, so an
 * option added there is accepted here without a change; an unknown or misspelt one is refused as
 * any other field is, naming the fields there are. {@code payForAll} is this hand's choice
 * ({@link SettlementOptions#forHand} decides with it), the others override the ruleset's
 * ({@link SettlementChoices}, shared with the engine in the browser).
 */
@JsonDeserialize(using = SettleOptions.Reader.class)
final class SettleOptions {

    private final Map<SettlementOption, Object> given;

    private SettleOptions(Map<SettlementOption, Object> given) {
        this.given = Collections.unmodifiableMap(given);
    }

    /** The values given, as JSON had them: a Boolean, a String, or for the limit a number or text. */
    Map<SettlementOption, Object> given() {
        return given;
    }

    /**
     * The options given, for the json module's settlement ({@link SettlementChoices}).
     *
     * @throws BadJsonException if the limit is neither a whole number nor text
     */
    SettlementChoices choices() {
        checkLimit(given.get(SettlementOption.LIMIT));
        return SettlementChoices.of(given);
    }

    /**
     * A limit as given in {@code "options"} (here and for a new game), which is typed {@code Object}
     * because it is a whole number or text.
     *
     * @return it, if absent or of one of those types
     * @throws BadJsonException for any other type
     */
    static Object checkLimit(Object limit) {
        if (limit == null || limit instanceof String || limit instanceof Integer || limit instanceof Long
                || limit instanceof BigInteger) {
            return limit;
        }
        throw new BadJsonException(Message.of(JsonProblem.LIMIT_NOT_A_NUMBER));
    }

    /** Reads {@code "options"}: only the registry's keys. */
    static final class Reader extends OptionsObjectReader<SettleOptions> {

        private static final long serialVersionUID = 1L;

        Reader() {
            super(SettleOptions.class, List.of());
        }

        @Override
        SettleOptions made(Map<SettlementOption, Object> settlement, ObjectNode own, DeserializationContext ctxt) {
            return new SettleOptions(settlement);
        }
    }
}
