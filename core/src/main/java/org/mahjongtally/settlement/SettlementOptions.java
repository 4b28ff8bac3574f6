package org.mahjongtally.settlement;

import java.util.Objects;

/**
 * The options a table sets for settling up (SETTLEMENT.md, "Options a table may set").
 *
 * @param limit the most one hand may score, applied before East's doubling
 * @param eastDoubles whether every payment to or from East is doubled
 * @param losersSettle whether the losers pay each other (off: only the winner is paid)
 * @param method how the losers' payments are written out; the balances never depend on it
 * @param drawPays what is paid after a draw
 * @param payForAll whether, this hand, the discarder of the winning tile alone pays the winner
 *     what all three losers would have paid, with no settlement between the losers
 */
public record SettlementOptions(
        Limit limit,
        boolean eastDoubles,
        boolean losersSettle,
        PaymentMethod method,
        DrawPays drawPays,
        boolean payForAll) {

    /** The defaults of SETTLEMENT.md: limit 1000, East doubles, losers settle differences. */
    public static final SettlementOptions DEFAULTS = new SettlementOptions(
            Limit.DEFAULT, true, true, PaymentMethod.DIFFERENCE, DrawPays.NOTHING, false);

    /** Checks that nothing is missing. */
    public SettlementOptions {
        Objects.requireNonNull(limit, "limit");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(drawPays, "drawPays");
    }

    public SettlementOptions withLimit(Limit newLimit) {
        return new SettlementOptions(newLimit, eastDoubles, losersSettle, method, drawPays, payForAll);
    }

    public SettlementOptions withEastDoubles(boolean on) {
        return new SettlementOptions(limit, on, losersSettle, method, drawPays, payForAll);
    }

    public SettlementOptions withLosersSettle(boolean on) {
        return new SettlementOptions(limit, eastDoubles, on, method, drawPays, payForAll);
    }

    public SettlementOptions withMethod(PaymentMethod newMethod) {
        return new SettlementOptions(limit, eastDoubles, losersSettle, newMethod, drawPays, payForAll);
    }

    public SettlementOptions withDrawPays(DrawPays newDrawPays) {
        return new SettlementOptions(limit, eastDoubles, losersSettle, method, newDrawPays, payForAll);
    }

    public SettlementOptions withPayForAll(boolean on) {
        return new SettlementOptions(limit, eastDoubles, losersSettle, method, drawPays, on);
    }
}
