package org.mahjongtally.settlement;

import java.util.Objects;
import java.util.Optional;

/**
 * The options a table sets for settling up (SETTLEMENT.md, "Options a table may set").
 *
 * @param limit the most one hand may score, applied before East's doubling
 * @param eastDoubles whether every payment to or from East is doubled
 * @param losersSettle whether the losers pay each other (off: only the winner is paid)
 * @param method how the losers' payments are written out; the balances never depend on it
 * @param drawPays what is paid after a draw
 * @param payForAll whether the discarder of the winning tile alone pays the winner what all three
 *     losers would have paid, with no settlement between the losers: in a ruleset, the rule for a
 *     hand won on a discard that makes no choice of its own ({@link #forHand}); in the options a
 *     hand is settled by, what was decided for that hand
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

    /**
     * The options one hand is settled by: these (a ruleset's or a table's) with paying for all
     * decided for the hand. This is the one place that rule lives, for {@code tally settle}, the
     * settle calculator and a game's hands alike:
     *
     * <ul>
     *   <li>a choice made for the hand ({@code true} or {@code false}) is kept, whatever the
     *       ruleset says;
     *   <li>without one, the discarder pays for all when these options say so and the hand names
     *       a discarder (a self-drawn win, or one whose discarder is not named, has nobody to pay
     *       for all, so the ruleset's rule does not apply to it);
     *   <li>choosing to pay for all in a hand with no discarder is refused.
     * </ul>
     *
     * @param outcome who went Mah-Jong, and on whose discard
     * @param choice the choice made for this hand; empty for the ruleset's rule
     * @throws SettlementException if paying for all is chosen and the hand has no discarder
     */
    public SettlementOptions forHand(Outcome outcome, Optional<Boolean> choice) {
        boolean discarded = outcome instanceof Outcome.Win win && win.discarder().isPresent();
        boolean forAll = choice.orElse(payForAll && discarded);
        if (forAll) {
            requireDiscarder(outcome);
        }
        return forAll == payForAll ? this : withPayForAll(forAll);
    }

    /**
     * Checks that a hand settled with paying for all has a discarder.
     *
     * @throws SettlementException if it has none, saying how to fix it
     */
    static void requireDiscarder(Outcome outcome) {
        if (outcome instanceof Outcome.Win win) {
            if (win.discarder().isEmpty()) {
                throw new SettlementException("paying for all needs the discarder of the winning tile: name"
                        + " the player whose discard went out, or leave paying for all out");
            }
        } else {
            throw new SettlementException("after a draw nobody pays for all: there is no winning tile;"
                    + " leave paying for all out, or name the winner and the discarder");
        }
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
