package org.mahjongtally.web;

import java.math.BigInteger;
import org.mahjongtally.settlement.DrawPays;
import org.mahjongtally.settlement.Limit;
import org.mahjongtally.settlement.PaymentMethod;
import org.mahjongtally.settlement.SettlementException;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.store.BadJsonException;

/**
 * The {@code "options"} of a settle request, named as in SETTLEMENT.md; each may be left out.
 *
 * @param limit a positive even number of points, or {@code "none"}
 * @param eastDoubles whether East pays and receives double
 * @param losersSettle whether the losers pay each other the differences
 * @param method {@code "difference"} or {@code "alternative"}
 * @param drawPays {@code "nothing"} or {@code "differences"}
 * @param payForAll whether the discarder alone pays the winner for all three, this hand; absent: as
 *     the ruleset says ({@link SettlementOptions#forHand} decides it, not {@link #applyTo})
 */
record SettleOptions(Object limit, Boolean eastDoubles, Boolean losersSettle, String method, String drawPays,
        Boolean payForAll) {

    /** The base options with those given here, but for paying for all, which is the hand's choice. */
    SettlementOptions applyTo(SettlementOptions base) {
        SettlementOptions o = base;
        if (limit != null) {
            o = o.withLimit(parsedLimit());
        }
        if (eastDoubles != null) {
            o = o.withEastDoubles(eastDoubles);
        }
        if (losersSettle != null) {
            o = o.withLosersSettle(losersSettle);
        }
        if (method != null) {
            o = o.withMethod(PaymentMethod.parse(method));
        }
        if (drawPays != null) {
            o = o.withDrawPays(DrawPays.parse(drawPays));
        }
        return o;
    }

    private Limit parsedLimit() {
        if (checkLimit(limit) instanceof String text) {
            return Limit.parse(text);
        }
        if (limit instanceof BigInteger) {
            throw new SettlementException("the limit must be 'none' or a positive even number of points, such"
                    + " as 500 or 1000; got " + limit);
        }
        return Limit.of(((Number) limit).longValue());
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
        throw new BadJsonException("field 'options.limit' must be a whole number or \"none\"");
    }
}
