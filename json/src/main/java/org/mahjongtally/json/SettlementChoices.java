/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.math.BigInteger;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.settlement.Limit;
import org.mahjongtally.settlement.SettlementException;
import org.mahjongtally.settlement.SettlementOption;
import org.mahjongtally.settlement.SettlementProblem;
import org.mahjongtally.settlement.SettlementOptions;

/**
 * The settlement options a request gives ({@code "options"} of {@code POST /api/settle}), any of
 * core's {@link SettlementOption}s, each as JSON had it: a {@code Boolean}, a {@code String}, or
 * for the limit a whole number ({@code Integer}, {@code Long} or, too large for one,
 * {@code BigInteger}) or text. {@code payForAll} is the hand's choice
 * ({@link SettlementOptions#forHand} decides with it); the others override the ruleset's. The
 * API's strict reader and the engine in the browser both hand their options here.
 */
public final class SettlementChoices {

    /** No option given: the ruleset's options, and its rule for paying for all. */
    public static final SettlementChoices NONE = new SettlementChoices(Map.of());

    private final Map<SettlementOption, Object> given;

    private SettlementChoices(Map<SettlementOption, Object> given) {
        this.given = Collections.unmodifiableMap(given.isEmpty() ? Map.of() : new EnumMap<>(given));
    }

    /** @param given the values given, by option (an option left out or {@code null} is not in it) */
    public static SettlementChoices of(Map<SettlementOption, Object> given) {
        return new SettlementChoices(given);
    }

    /** The values given, as JSON had them. */
    public Map<SettlementOption, Object> given() {
        return given;
    }

    /**
     * The base options with those given here, but for paying for all, which is the hand's choice.
     *
     * @throws SettlementException if core refuses a value (a limit of 3, a method "sideways")
     */
    public SettlementOptions applyTo(SettlementOptions base) {
        SettlementOptions o = base;
        for (Map.Entry<SettlementOption, Object> e : given.entrySet()) {
            if (!e.getKey().decidedPerHand()) {
                o = o.with(e.getKey(), typed(e.getKey(), e.getValue()));
            }
        }
        return o;
    }

    /** The hand's choice to pay for all, if one was made. */
    public Optional<Boolean> payForAll() {
        return Optional.ofNullable((Boolean) given.get(SettlementOption.PAY_FOR_ALL));
    }

    /**
     * A value as JSON had it, as core types it.
     *
     * @throws SettlementException if core refuses it
     */
    static Object typed(SettlementOption option, Object value) {
        if (option.kind() == SettlementOption.Kind.LIMIT) {
            if (value instanceof String text) {
                return Limit.parse(text);
            }
            if (value instanceof BigInteger) {
                throw new SettlementException(SettlementProblem.LIMIT_OUT_OF_RANGE, value.toString());
            }
            return Limit.of(((Number) value).longValue());
        }
        return value instanceof String text ? option.parse(text) : value;
    }
}
