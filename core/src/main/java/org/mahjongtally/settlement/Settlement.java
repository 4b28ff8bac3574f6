/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.List;
import java.util.Objects;
import org.mahjongtally.tile.Wind;

/**
 * The settlement of one hand: the scores after the limit, every payment and the four
 * balances. Built only by {@link #of}, the pure function of docs/settlement.md.
 *
 * <p>Invariants: the balances are the net of the payments and add up to zero; no score
 * exceeds the limit (with {@code differenceCap}, no winner's score: the losers' differences are
 * capped instead); after a draw with {@link DrawPays#NOTHING} there are no payments.
 *
 * @param handScores the scores as the players counted them
 * @param scores the scores after the limit, on which every payment is based
 * @param outcome who went Mah-Jong, if anybody
 * @param options the options the table settled by
 * @param payments the payments in the order the table makes them: the winner first
 * @param balances each seat's net gain (positive) or loss (negative) for this hand
 */
public record Settlement(
        SeatAmounts handScores,
        SeatAmounts scores,
        Outcome outcome,
        SettlementOptions options,
        List<Payment> payments,
        SeatAmounts balances) {

    /** The highest hand score accepted: far above any real hand, far below overflow. */
    public static final long MAX_SCORE = 1_000_000_000L;

    /** Copies the payments so the record stays immutable (those of {@link #of} are already). */
    public Settlement {
        Objects.requireNonNull(handScores, "handScores");
        Objects.requireNonNull(scores, "scores");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(balances, "balances");
        payments = payments instanceof PaymentList ? payments : List.copyOf(payments);
    }

    /**
     * Settles a hand.
     *
     * @param handScores each seat's hand score before the limit; each 0 or more
     * @param outcome who went Mah-Jong, on whose discard if that matters, and what the discarder
     *     owes ({@link Outcome#liability()}: a table's rule for it is applied by
     *     {@link SettlementOptions#forHand} before this)
     * @param options the table's options
     * @return the scores after the limit, the payments and the balances
     * @throws SettlementException if a score is negative or absurdly large
     */
    public static Settlement of(SeatAmounts handScores, Outcome outcome, SettlementOptions options) {
        checkScores(handScores);
        SeatAmounts scores = limited(handScores, outcome, options);
        Payer payer = new Payer(scores, options, outcome);
        payer.pay(outcome);
        return new Settlement(handScores, scores, outcome, options, payer.payments(),
                payer.balances());
    }

    /**
     * The scores the payments are based on: each capped at the limit (docs/settlement.md rule 4); with
     * {@code differenceCap} only the winner's, as the limit then caps what one loser pays another
     * instead (Harr, "Pung Chow" 1923, the limit hand: non-winners "settle the difference in the
     * score up to the limit if neither is East Wind, and up to double the limit if either is";
     * Four Winds calls the same rule "apply to score difference (losers)").
     */
    private static SeatAmounts limited(SeatAmounts handScores, Outcome outcome, SettlementOptions options) {
        if (!options.differenceCap()) {
            return handScores.capped(options.limit());
        }
        return outcome.winningSeat()
                .map(w -> handScores.with(w, options.limit().apply(handScores.get(w))))
                .orElse(handScores);
    }

    /** Whether this seat's hand score was cut down by the limit. */
    public boolean isLimited(Wind seat) {
        return scores.get(seat) < handScores.get(seat);
    }

    private static void checkScores(SeatAmounts handScores) {
        for (Wind seat : SEATS) {
            long score = handScores.get(seat);
            if (score < 0) {
                throw new SettlementException(SettlementProblem.NEGATIVE_SCORE, seat, score);
            }
            if (score > MAX_SCORE) {
                throw new SettlementException(SettlementProblem.SCORE_TOO_HIGH, seat, score, MAX_SCORE);
            }
        }
    }

    /** The four seats in order; {@code Wind.values()} would copy its array on every call. */
    private static final Wind[] SEATS = Wind.values();

    /**
     * Writes out the payments of one hand, step by step as docs/settlement.md states them, and
     * keeps the balances as it goes. Plain arrays and loops: settling is on the hot path of
     * replaying games.
     */
    private static final class Payer {

        private final SeatAmounts scores;
        private final SettlementOptions options;
        private final boolean eastDoubles;
        private final long[] payments;
        /** The most one loser pays another before East's doubling, with {@code differenceCap}; else 0. */
        private final long cap;
        private int count;
        private long forAllScore;
        private int[] forAllShares = {};
        private final long[] balances = new long[4];

        Payer(SeatAmounts scores, SettlementOptions options, Outcome outcome) {
            this.scores = scores;
            this.options = options;
            this.eastDoubles = options.eastDoubles();
            this.payments = new long[2 * mostPayments(options, outcome)];
            this.cap = options.differenceCap() ? options.limit().points().orElse(0) : 0;
        }

        /**
         * The most payments a hand can make: 3 to the winner and 3 differences among the losers
         * (6, also after a draw); by own scores 3 + 3 × 2 after a win, 4 × 3 after a draw.
         */
        private static int mostPayments(SettlementOptions options, Outcome outcome) {
            if (options.method() == PaymentMethod.DIFFERENCE) {
                return 6;
            }
            return outcome instanceof Outcome.Win ? 9 : 12;
        }

        /** The payments, once every payment is made; the payer is not used after this. */
        List<Payment> payments() {
            return new PaymentList(payments, count, forAllScore, forAllShares, cap);
        }

        /** The balances, once every payment is made; the payer is not used after this. */
        SeatAmounts balances() {
            return SeatAmounts.adopt(balances);
        }

        void pay(Outcome outcome) {
            if (outcome instanceof Outcome.Win win) {
                payWin(win);
            } else {
                if (options.drawPays() == DrawPays.DIFFERENCES && options.losersSettle()) {
                    settleLosers(null);
                }
            }
        }

        private void payWin(Outcome.Win win) {
            Wind winner = win.winner();
            if (win.liability() == DiscardLiability.PAYS_FOR_ALL) {
                payForAll(winner, win.discarder().orElseThrow());
                return;
            }
            long score = scores.get(winner);
            boolean doubles = win.liability() == DiscardLiability.PAYS_DOUBLE;
            Wind discarder = win.discarder().orElse(null);
            for (Wind loser : SEATS) {
                if (loser == winner || score == 0) {
                    continue;
                }
                int m = multiplier(loser, winner);
                if (doubles && (discarder == null || loser == discarder)) {
                    add(loser, winner, discarder == null ? PaymentKind.SELF_DRAWN_DOUBLE
                            : PaymentKind.DISCARDER_DOUBLE, 2 * m, score, 0);
                } else {
                    add(loser, winner, PaymentKind.TO_WINNER, m, score, 0);
                }
            }
            if (options.losersSettle()) {
                settleLosers(winner);
            }
        }

        private void payForAll(Wind winner, Wind discarder) {
            long score = scores.get(winner);
            long total = 0;
            int[] shares = new int[SEATS.length - 1];
            int i = 0;
            for (Wind loser : SEATS) {
                if (loser != winner) {
                    int m = multiplier(loser, winner);
                    total += m * score;
                    shares[i++] = m;
                }
            }
            if (total > 0) {
                forAllScore = score;
                forAllShares = shares;
                add(discarder, winner, PaymentKind.FOR_ALL, 1, total, 0);
            }
        }

        /** The losers settle among themselves; {@code winner} is null after a draw. */
        private void settleLosers(Wind winner) {
            if (options.method() == PaymentMethod.DIFFERENCE) {
                payDifferences(winner);
            } else {
                payOwnScores(winner);
            }
        }

        private void payDifferences(Wind winner) {
            for (int i = 0; i < SEATS.length; i++) {
                for (int j = i + 1; j < SEATS.length; j++) {
                    Wind a = SEATS[i];
                    Wind b = SEATS[j];
                    if (a == winner || b == winner) {
                        continue;
                    }
                    Wind higher = scores.get(a) >= scores.get(b) ? a : b;
                    Wind lower = higher == a ? b : a;
                    long hi = scores.get(higher);
                    long lo = scores.get(lower);
                    if (hi > lo) {
                        add(lower, higher, cap > 0 && hi - lo > cap ? PaymentKind.CAPPED_DIFFERENCE
                                : PaymentKind.DIFFERENCE, multiplier(higher, lower), hi, lo);
                    }
                }
            }
        }

        private void payOwnScores(Wind winner) {
            for (Wind receiver : SEATS) {
                long score = scores.get(receiver);
                if (receiver == winner || score == 0) {
                    continue;
                }
                for (Wind payer : SEATS) {
                    if (payer != receiver && payer != winner) {
                        add(payer, receiver, PaymentKind.OWN_SCORE, multiplier(payer, receiver), score, 0);
                    }
                }
            }
        }

        private int multiplier(Wind a, Wind b) {
            return eastDoubles && (a == Wind.EAST || b == Wind.EAST) ? 2 : 1;
        }

        /** One payment of {@code factor × (score - lowerScore)} points ({@code factor × cap} when capped). */
        private void add(Wind from, Wind to, PaymentKind kind, int factor, long score, long lowerScore) {
            PaymentList.write(payments, count++, from, to, kind, factor, score, lowerScore);
            long amount = Payment.amount(kind, factor, score, lowerScore, cap);
            balances[from.ordinal()] -= amount;
            balances[to.ordinal()] += amount;
        }
    }
}
