package org.mahjongtally.web;

import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.Message;
import org.mahjongtally.settlement.Limit;
import org.mahjongtally.settlement.SettlementException;
import org.mahjongtally.settlement.SettlementOption;
import org.mahjongtally.settlement.SettlementProblem;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.store.BadJsonException;

/**
 * The {@code "options"} of a settle request: any of core's {@link SettlementOption}s under its
 * key, each of which may be left out (or null). The fields are made from that registry, so an
 * option added there is accepted here without a change; an unknown or misspelt one is refused as
 * any other field is, naming the fields there are. {@code payForAll} is this hand's choice
 * ({@link SettlementOptions#forHand} decides with it), the others override the ruleset's.
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

    /** The base options with those given here, but for paying for all, which is the hand's choice. */
    SettlementOptions applyTo(SettlementOptions base) {
        SettlementOptions o = base;
        for (Map.Entry<SettlementOption, Object> e : given.entrySet()) {
            if (!e.getKey().decidedPerHand()) {
                o = o.with(e.getKey(), typed(e.getKey(), e.getValue()));
            }
        }
        return o;
    }

    /** The hand's choice to pay for all, if the body made one. */
    Optional<Boolean> payForAll() {
        return Optional.ofNullable((Boolean) given.get(SettlementOption.PAY_FOR_ALL));
    }

    /**
     * A value read by {@link OptionsObjectReader} as core types it.
     *
     * @throws SettlementException if core refuses it (a limit of 3, a method "sideways")
     */
    static Object typed(SettlementOption option, Object value) {
        if (option.kind() == SettlementOption.Kind.LIMIT) {
            if (checkLimit(value) instanceof String text) {
                return Limit.parse(text);
            }
            if (value instanceof BigInteger) {
                throw new SettlementException(SettlementProblem.LIMIT_OUT_OF_RANGE, value.toString());
            }
            return Limit.of(((Number) value).longValue());
        }
        return value instanceof String text ? option.parse(text) : value;
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
        throw new BadJsonException(Message.of(WebProblem.LIMIT_NOT_A_NUMBER));
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
