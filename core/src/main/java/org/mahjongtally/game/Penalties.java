/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.util.ArrayList;
import java.util.List;
import org.mahjongtally.settlement.SeatAmounts;
import org.mahjongtally.settlement.Transfer;
import org.mahjongtally.tile.Wind;

/** What penalties do to the balances of a hand: each payer pays each payee, never doubled. */
public final class Penalties {

    private Penalties() {
    }

    /** Each player's net from the penalties, in starting seat order. */
    static long[] balances(GameSetup setup, List<Penalty> penalties) {
        long[] net = new long[4];
        for (Penalty penalty : penalties) {
            for (String payer : penalty.payers()) {
                int from = setup.requireIndex(payer, GameSetup.Role.PAYER);
                for (String payee : penalty.payees()) {
                    int to = setup.requireIndex(payee, GameSetup.Role.PAYEE);
                    net[from] -= penalty.amount();
                    net[to] += penalty.amount();
                }
            }
        }
        return net;
    }

    /**
     * Penalties between seats (their payers and payees named by seat, as a settlement of a single
     * hand names the players) as what is handed over: each payer to each payee, in order.
     *
     * @param seatOf the seat a payer or payee names, given the penalty's index and whether it is
     *     the payer; it refuses a name that is no seat
     */
    public static List<Transfer> transfers(List<Penalty> penalties, SeatOf seatOf) {
        List<Transfer> transfers = new ArrayList<>();
        for (int i = 0; i < penalties.size(); i++) {
            Penalty penalty = penalties.get(i);
            for (String payer : penalty.payers()) {
                Wind from = seatOf.seat(i, GameSetup.Role.PAYER, payer);
                for (String payee : penalty.payees()) {
                    Wind to = seatOf.seat(i, GameSetup.Role.PAYEE, payee);
                    if (from == to) {
                        throw GameException.of(GameProblem.PENALTY_TO_ONESELF, payer);
                    }
                    transfers.add(new Transfer(from, to, penalty.amount()));
                }
            }
        }
        return transfers;
    }

    /** The balances with the transfers paid on top. */
    public static SeatAmounts paidOnTop(SeatAmounts balances, List<Transfer> transfers) {
        SeatAmounts total = balances;
        for (Transfer t : transfers) {
            total = total.plus(t.from(), Math.negateExact(t.amount())).plus(t.to(), t.amount());
        }
        return total;
    }

    /** The seat a penalty's payer or payee names. */
    @FunctionalInterface
    public interface SeatOf {
        /** The seat {@code name} stands for, as a payer or a payee of penalty {@code index}. */
        Wind seat(int index, GameSetup.Role role, String name);
    }
}
