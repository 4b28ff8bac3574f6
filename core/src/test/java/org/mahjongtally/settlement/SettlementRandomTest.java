/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongtally.tile.Wind;

/**
 * Seeded random hands against an independent reading of docs/settlement.md: the closed forms of
 * docs/rules.md §9 (winner: + sum of m × s(W); loser A: - m(A,W) s(W) + sum of
 * m(A,B)(s(A) - s(B))), written here without looking at the payment lists.
 */
class SettlementRandomTest {

    private static final int CASES = 20_000;

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1L, 42L, 20261129L})
    void agreesWithTheClosedForms(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < CASES; i++) {
            RandomCase c = RandomCase.next(random);
            Settlement s = Settlement.of(c.scores, c.outcome, c.options);
            String context = "seed " + seed + ", case " + i + ": " + c;
            assertThat(s.balances()).as(context).isEqualTo(closedForm(s.scores(), c.outcome, c.options));
            assertThat(s.balances().sum()).as(context).isZero();
            SettlementOptions other = c.options.withMethod(c.options.method() == PaymentMethod.DIFFERENCE
                    ? PaymentMethod.ALTERNATIVE : PaymentMethod.DIFFERENCE);
            assertThat(Settlement.of(c.scores, c.outcome, other).balances()).as(context)
                    .isEqualTo(s.balances());
            for (Wind seat : Wind.values()) {
                if (c.options.limit().isCapped()) {
                    assertThat(s.scores().get(seat)).as(context)
                            .isLessThanOrEqualTo(c.options.limit().points().getAsLong());
                }
                assertThat(s.scores().get(seat)).as(context).isLessThanOrEqualTo(c.scores.get(seat));
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {7L, 99L})
    void thePlanReproducesTheBalancesInAtMostThreeTransfers(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < CASES; i++) {
            RandomCase c = RandomCase.next(random);
            SeatAmounts balances = Settlement.of(c.scores, c.outcome, c.options).balances();
            List<Transfer> plan = TransferPlan.of(balances);
            SeatAmounts realised = SeatAmounts.zero();
            for (Transfer t : plan) {
                realised = realised.plus(t.from(), -t.amount()).plus(t.to(), t.amount());
            }
            String context = "seed " + seed + ", case " + i + ": " + c;
            assertThat(realised).as(context).isEqualTo(balances);
            assertThat(plan.size()).as(context).isLessThanOrEqualTo(3);
            assertThat(plan.size()).as(context).isLessThanOrEqualTo(settlingSeats(balances) - 1 < 0 ? 0
                    : settlingSeats(balances) - 1);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3L, 2026L})
    void talliesAddUpToEveryPayment(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < CASES; i++) {
            RandomCase c = RandomCase.next(random);
            for (Payment p : Settlement.of(c.scores, c.outcome, c.options).payments()) {
                TallyHandover h = TallySet.DEFAULT.sticksFor(p.amount());
                long paid = h.sticks().stream().mapToLong(StickCount::points).sum();
                assertThat(paid + h.unpaid()).as("seed %d case %d amount %d", seed, i, p.amount())
                        .isEqualTo(p.amount());
                assertThat(h.unpaid()).as("even amounts are always payable").isZero();
            }
        }
    }

    private static int settlingSeats(SeatAmounts balances) {
        int n = 0;
        for (Wind seat : Wind.values()) {
            if (balances.get(seat) != 0) {
                n++;
            }
        }
        return n;
    }

    private static SeatAmounts closedForm(SeatAmounts s, Outcome outcome, SettlementOptions o) {
        long[] balance = new long[4];
        Wind[] seats = Wind.values();
        if (outcome instanceof Outcome.Win win) {
            Wind w = win.winner();
            for (Wind loser : seats) {
                if (loser == w) {
                    continue;
                }
                long toWinner = m(loser, w, o) * s.get(w);
                boolean forAll = win.liability() == DiscardLiability.PAYS_FOR_ALL;
                Wind payer = forAll ? win.discarder().orElseThrow() : loser;
                balance[payer.ordinal()] -= toWinner;
                balance[w.ordinal()] += toWinner;
                if (o.losersSettle() && !forAll) {
                    for (Wind other : seats) {
                        if (other != w && other != loser) {
                            balance[loser.ordinal()] += m(loser, other, o) * (s.get(loser) - s.get(other));
                        }
                    }
                }
            }
        } else if (o.drawPays() == DrawPays.DIFFERENCES && o.losersSettle()) {
            for (Wind a : seats) {
                for (Wind b : seats) {
                    if (a != b) {
                        balance[a.ordinal()] += m(a, b, o) * (s.get(a) - s.get(b));
                    }
                }
            }
        }
        return SeatAmounts.of(balance[0], balance[1], balance[2], balance[3]);
    }

    private static long m(Wind a, Wind b, SettlementOptions o) {
        return o.eastDoubles() && (a == Wind.EAST || b == Wind.EAST) ? 2 : 1;
    }

    /** One random hand: even scores (sometimes above the limit), outcome and options. */
    private record RandomCase(SeatAmounts scores, Outcome outcome, SettlementOptions options) {

        static RandomCase next(Random r) {
            SeatAmounts scores = SeatAmounts.from(seat -> 2L * switch (r.nextInt(4)) {
                case 0 -> 0;
                case 1 -> r.nextInt(40);
                case 2 -> r.nextInt(600);
                default -> r.nextInt(1500);
            });
            Limit limit = switch (r.nextInt(3)) {
                case 0 -> Limit.NONE;
                case 1 -> Limit.of(500);
                default -> Limit.DEFAULT;
            };
            SettlementOptions options = new SettlementOptions(limit, r.nextInt(5) > 0,
                    r.nextInt(5) > 0, PaymentMethod.values()[r.nextInt(2)],
                    DrawPays.values()[r.nextInt(2)], false);
            Wind[] seats = Wind.values();
            if (r.nextInt(8) == 0) {
                return new RandomCase(scores, Outcome.draw(), options);
            }
            Wind winner = seats[r.nextInt(4)];
            if (r.nextInt(4) == 0) {
                Wind discarder = seats[(winner.ordinal() + 1 + r.nextInt(3)) % 4];
                return new RandomCase(scores, ((Outcome.Win) Outcome.winOnDiscard(winner, discarder))
                        .withLiability(DiscardLiability.PAYS_FOR_ALL), options);
            }
            return new RandomCase(scores, Outcome.win(winner), options);
        }
    }
}
