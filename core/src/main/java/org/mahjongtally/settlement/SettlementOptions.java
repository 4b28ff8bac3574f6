/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.Objects;
import java.util.Optional;

/**
 * The options a table sets for settling up (docs/settlement.md, "Options a table may set"; docs/rules.md
 * 12, item 18). {@link SettlementOption} lists them with their keys and defaults. These are the
 * table's rules; what the discarder owes in one hand is decided from them by {@link #forHand}
 * and carried by that hand's {@link Outcome}.
 *
 * @param limit the most one hand may score, applied before East's doubling
 * @param eastDoubles whether every payment to or from East is doubled
 * @param losersSettle whether the losers pay each other (off: only the winner is paid)
 * @param method how the losers' payments are written out; the balances never depend on it
 * @param drawPays what is paid after a draw
 * @param payForAll whether the discarder of the winning tile alone pays the winner what all three
 *     losers would have paid, with no settlement between the losers, in a hand won on a discard
 *     that makes no choice of its own ({@link #forHand})
 * @param discarderDoubles whether the discarder of the winning tile pays double, and every loser
 *     pays double on a self-drawn win ({@link DiscardLiability#PAYS_DOUBLE})
 * @param differenceCap whether the limit caps what one loser pays another instead of the losers'
 *     own scores (Harr, 1923: docs/rules.md §7); only with the difference method
 */
public record SettlementOptions(
        Limit limit,
        boolean eastDoubles,
        boolean losersSettle,
        PaymentMethod method,
        DrawPays drawPays,
        boolean payForAll,
        boolean discarderDoubles,
        boolean differenceCap) {

    /** The defaults of docs/settlement.md: limit 1000, East doubles, losers settle differences. */
    public static final SettlementOptions DEFAULTS = new SettlementOptions(
            Limit.DEFAULT, true, true, PaymentMethod.DIFFERENCE, DrawPays.NOTHING, false, false, false);

    /**
     * Checks that nothing is missing and that the options go together.
     *
     * @throws SettlementException if {@code differenceCap} is asked with the alternative method
     */
    public SettlementOptions {
        Objects.requireNonNull(limit, "limit");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(drawPays, "drawPays");
        if (differenceCap && method == PaymentMethod.ALTERNATIVE) {
            throw new SettlementException(SettlementProblem.CAP_NEEDS_DIFFERENCE);
        }
    }

    /** The options of docs/settlement.md's table, with the later options off. */
    public SettlementOptions(Limit limit, boolean eastDoubles, boolean losersSettle, PaymentMethod method,
            DrawPays drawPays, boolean payForAll) {
        this(limit, eastDoubles, losersSettle, method, drawPays, payForAll, false, false);
    }

    /**
     * The outcome of one hand with what its discarder owes decided by these options (a ruleset's
     * or a table's) and the hand's own choice. This is the one place that rule lives, for
     * {@code tally settle}, the settle calculator and a game's hands alike:
     *
     * <ul>
     *   <li>a choice to pay for all ({@code true}) is kept, whatever the ruleset says; it needs a
     *       discarder;
     *   <li>without a choice, the discarder pays for all when these options say so and the hand
     *       names a discarder (a self-drawn win, or one whose discarder is not named, has nobody
     *       to pay for all, so the ruleset's rule does not apply to it);
     *   <li>otherwise (also after a choice of {@code false}) the discarder pays double when
     *       {@link #discarderDoubles} is on, and nothing beyond his share when it is off.
     * </ul>
     *
     * @param outcome who went Mah-Jong, and on whose discard; a liability it has is replaced
     * @param payForAllChoice the choice made for this hand; empty for the ruleset's rule
     * @throws SettlementException if paying for all is chosen and the hand has no discarder
     */
    public Outcome forHand(Outcome outcome, Optional<Boolean> payForAllChoice) {
        if (!(outcome instanceof Outcome.Win win)) {
            if (payForAllChoice.orElse(false)) {
                throw new SettlementException(SettlementProblem.PAY_FOR_ALL_AFTER_DRAW);
            }
            return outcome;
        }
        boolean forAll = payForAllChoice.orElse(payForAll && win.discarder().isPresent());
        return win.withLiability(forAll ? DiscardLiability.PAYS_FOR_ALL
                : discarderDoubles ? DiscardLiability.PAYS_DOUBLE : DiscardLiability.NONE);
    }

    /** These options with one changed, the value typed as {@link SettlementOption#kind()} says. */
    public SettlementOptions with(SettlementOption option, Object value) {
        Object v = option.checked(value);
        return new SettlementOptions(
                option == SettlementOption.LIMIT ? (Limit) v : limit,
                option == SettlementOption.EAST_DOUBLES ? (Boolean) v : eastDoubles,
                option == SettlementOption.LOSERS_SETTLE ? (Boolean) v : losersSettle,
                option == SettlementOption.METHOD ? (PaymentMethod) v : method,
                option == SettlementOption.DRAW_PAYS ? (DrawPays) v : drawPays,
                option == SettlementOption.PAY_FOR_ALL ? (Boolean) v : payForAll,
                option == SettlementOption.DISCARDER_DOUBLES ? (Boolean) v : discarderDoubles,
                option == SettlementOption.DIFFERENCE_CAP ? (Boolean) v : differenceCap);
    }

    public SettlementOptions withLimit(Limit newLimit) {
        return with(SettlementOption.LIMIT, newLimit);
    }

    public SettlementOptions withEastDoubles(boolean on) {
        return with(SettlementOption.EAST_DOUBLES, on);
    }

    public SettlementOptions withLosersSettle(boolean on) {
        return with(SettlementOption.LOSERS_SETTLE, on);
    }

    public SettlementOptions withMethod(PaymentMethod newMethod) {
        return with(SettlementOption.METHOD, newMethod);
    }

    public SettlementOptions withDrawPays(DrawPays newDrawPays) {
        return with(SettlementOption.DRAW_PAYS, newDrawPays);
    }

    public SettlementOptions withPayForAll(boolean on) {
        return with(SettlementOption.PAY_FOR_ALL, on);
    }

    public SettlementOptions withDiscarderDoubles(boolean on) {
        return with(SettlementOption.DISCARDER_DOUBLES, on);
    }

    public SettlementOptions withDifferenceCap(boolean on) {
        return with(SettlementOption.DIFFERENCE_CAP, on);
    }
}
