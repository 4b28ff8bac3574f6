package org.mahjongtally.settlement;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.mahjongtally.tile.Wind;

/**
 * The settlement of one hand: the scores after the limit, every payment and the four
 * balances. Built only by {@link #of}, the pure function of SETTLEMENT.md.
 *
 * <p>Invariants: the balances are the net of the payments and add up to zero; no score
 * exceeds the limit; after a draw with {@link DrawPays#NOTHING} there are no payments.
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

    /** Copies the payments so the record stays immutable. */
    public Settlement {
        Objects.requireNonNull(handScores, "handScores");
        Objects.requireNonNull(scores, "scores");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(balances, "balances");
        payments = List.copyOf(payments);
    }

    /**
     * Settles a hand.
     *
     * @param handScores each seat's hand score before the limit; each 0 or more
     * @param outcome who went Mah-Jong, and on whose discard if that matters
     * @param options the table's options
     * @return the scores after the limit, the payments and the balances
     * @throws SettlementException if a score is negative or absurdly large, or paying for all
     *     is asked without a discarder
     */
    public static Settlement of(SeatAmounts handScores, Outcome outcome, SettlementOptions options) {
        checkScores(handScores);
        SeatAmounts scores = SeatAmounts.from(seat -> options.limit().apply(handScores.get(seat)));
        List<Payment> payments = new Payer(scores, options).pay(outcome);
        SeatAmounts balances = SeatAmounts.zero();
        for (Payment p : payments) {
            balances = balances.plus(p.from(), -p.amount()).plus(p.to(), p.amount());
        }
        return new Settlement(handScores, scores, outcome, options, payments, balances);
    }

    /** Whether this seat's hand score was cut down by the limit. */
    public boolean isLimited(Wind seat) {
        return scores.get(seat) < handScores.get(seat);
    }

    private static void checkScores(SeatAmounts handScores) {
        for (Wind seat : Wind.values()) {
            long score = handScores.get(seat);
            if (score < 0) {
                throw new SettlementException("the score of " + seat.displayName()
                        + " must be 0 or more, got " + score);
            }
            if (score > MAX_SCORE) {
                throw new SettlementException("the score of " + seat.displayName() + " ("
                        + score + ") is more than any hand can score; the most accepted is "
                        + MAX_SCORE);
            }
        }
    }

    /** Writes out the payments of one hand, step by step as SETTLEMENT.md states them. */
    private static final class Payer {

        private final SeatAmounts scores;
        private final SettlementOptions options;
        private final List<Payment> payments = new ArrayList<>();

        Payer(SeatAmounts scores, SettlementOptions options) {
            this.scores = scores;
            this.options = options;
        }

        List<Payment> pay(Outcome outcome) {
            if (outcome instanceof Outcome.Win win) {
                payWin(win);
            } else {
                if (options.payForAll()) {
                    throw new SettlementException("paying for all needs a winner and the"
                            + " discarder of the winning tile; after a draw nobody pays for all");
                }
                if (options.drawPays() == DrawPays.DIFFERENCES && options.losersSettle()) {
                    settleLosers(List.of(Wind.values()));
                }
            }
            return payments;
        }

        private void payWin(Outcome.Win win) {
            Wind winner = win.winner();
            List<Wind> losers = new ArrayList<>(List.of(Wind.values()));
            losers.remove(winner);
            if (options.payForAll()) {
                Wind discarder = win.discarder().orElseThrow(() -> new SettlementException(
                        "paying for all needs the discarder of the winning tile: name the seat"
                                + " whose discard went out (e.g. --discarder S)"));
                payForAll(winner, discarder, losers);
                return;
            }
            long score = scores.get(winner);
            for (Wind loser : losers) {
                int m = multiplier(loser, winner);
                add(loser, winner, m * score, PaymentKind.TO_WINNER,
                        m == 1 ? "winner's score " + score : m + " × " + score + ", East doubles");
            }
            if (options.losersSettle()) {
                settleLosers(losers);
            }
        }

        private void payForAll(Wind winner, Wind discarder, List<Wind> losers) {
            long score = scores.get(winner);
            long total = 0;
            List<String> shares = new ArrayList<>();
            for (Wind loser : losers) {
                int m = multiplier(loser, winner);
                total += m * score;
                shares.add(m == 1 ? Long.toString(score) : m + " × " + score);
            }
            add(discarder, winner, total, PaymentKind.FOR_ALL,
                    String.join(" + ", shares) + ", pays for all three");
        }

        private void settleLosers(List<Wind> losers) {
            if (options.method() == PaymentMethod.DIFFERENCE) {
                payDifferences(losers);
            } else {
                payOwnScores(losers);
            }
        }

        private void payDifferences(List<Wind> losers) {
            for (int i = 0; i < losers.size(); i++) {
                for (int j = i + 1; j < losers.size(); j++) {
                    Wind a = losers.get(i);
                    Wind b = losers.get(j);
                    Wind higher = scores.get(a) >= scores.get(b) ? a : b;
                    Wind lower = higher == a ? b : a;
                    long hi = scores.get(higher);
                    long lo = scores.get(lower);
                    int m = multiplier(higher, lower);
                    String arithmetic = hi + " - " + lo;
                    add(lower, higher, m * (hi - lo), PaymentKind.DIFFERENCE,
                            m == 1 ? arithmetic : m + " × (" + arithmetic + "), East doubles");
                }
            }
        }

        private void payOwnScores(List<Wind> losers) {
            for (Wind receiver : losers) {
                long score = scores.get(receiver);
                for (Wind payer : losers) {
                    if (payer != receiver) {
                        int m = multiplier(payer, receiver);
                        add(payer, receiver, m * score, PaymentKind.OWN_SCORE,
                                m == 1 ? receiver.displayName() + "'s score " + score
                                        : m + " × " + score + ", East doubles");
                    }
                }
            }
        }

        private int multiplier(Wind a, Wind b) {
            return options.eastDoubles() && (a == Wind.EAST || b == Wind.EAST) ? 2 : 1;
        }

        private void add(Wind from, Wind to, long amount, PaymentKind kind, String reason) {
            if (amount > 0) {
                payments.add(new Payment(from, to, amount, kind, reason));
            }
        }
    }
}
