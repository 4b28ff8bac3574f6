/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.ArrayList;
import java.util.List;
import org.mahjongtally.tile.Wind;

/**
 * The fewest transfers that realise a set of balances: instead of the six payments of the
 * rule, at most three hand-overs of money or tallies leave every player with the same net.
 *
 * <p>How: the seats whose balance is not zero are split into as many groups as possible that
 * each sum to zero (a group of k seats needs k - 1 transfers, so more groups mean fewer
 * transfers); inside a group the biggest debtor pays the biggest creditor until all are even.
 * With four seats this is exact and never needs more than three transfers.
 */
public final class TransferPlan {

    private TransferPlan() {
    }

    /**
     * The transfers for these balances.
     *
     * @param balances net amounts that add up to zero
     * @throws IllegalArgumentException if they do not add up to zero
     */
    public static List<Transfer> of(SeatAmounts balances) {
        if (balances.sum() != 0) {
            throw new IllegalArgumentException("balances must add up to zero: " + balances);
        }
        List<Transfer> plan = new ArrayList<>();
        for (int group : zeroSumGroups(balances)) {
            settleGroup(balances, group, plan);
        }
        return List.copyOf(plan);
    }

    /** A partition (as seat bit masks) of the non-zero seats into the most zero-sum groups. */
    private static List<Integer> zeroSumGroups(SeatAmounts balances) {
        int all = 0;
        for (Wind seat : Wind.values()) {
            if (balances.get(seat) != 0) {
                all |= 1 << seat.ordinal();
            }
        }
        int[] mostGroups = new int[16];
        int[] firstGroup = new int[16];
        for (int mask = 1; mask < 16; mask++) {
            mostGroups[mask] = -1;
            if ((mask & ~all) != 0 || sum(balances, mask) != 0) {
                continue;
            }
            mostGroups[mask] = 1;
            firstGroup[mask] = mask;
            for (int sub = (mask - 1) & mask; sub > 0; sub = (sub - 1) & mask) {
                int rest = mask & ~sub;
                if (sum(balances, sub) == 0 && mostGroups[rest] > 0
                        && mostGroups[rest] + 1 > mostGroups[mask]) {
                    mostGroups[mask] = mostGroups[rest] + 1;
                    firstGroup[mask] = sub;
                }
            }
        }
        List<Integer> groups = new ArrayList<>();
        for (int mask = all; mask != 0; mask &= ~firstGroup[mask]) {
            groups.add(firstGroup[mask]);
        }
        return groups;
    }

    private static long sum(SeatAmounts balances, int mask) {
        long total = 0;
        for (Wind seat : Wind.values()) {
            if ((mask & (1 << seat.ordinal())) != 0) {
                total += balances.get(seat);
            }
        }
        return total;
    }

    private static void settleGroup(SeatAmounts balances, int group, List<Transfer> plan) {
        long[] left = new long[4];
        for (Wind seat : Wind.values()) {
            if ((group & (1 << seat.ordinal())) != 0) {
                left[seat.ordinal()] = balances.get(seat);
            }
        }
        while (true) {
            int debtor = extreme(left, -1);
            int creditor = extreme(left, 1);
            if (left[debtor] >= 0 || left[creditor] <= 0) {
                return;
            }
            long amount = Math.min(-left[debtor], left[creditor]);
            plan.add(new Transfer(Wind.values()[debtor], Wind.values()[creditor], amount));
            left[debtor] += amount;
            left[creditor] -= amount;
        }
    }

    /** The index of the most negative ({@code sign} -1) or most positive (+1) entry. */
    private static int extreme(long[] values, int sign) {
        int best = 0;
        for (int i = 1; i < values.length; i++) {
            if (sign * values[i] > sign * values[best]) {
                best = i;
            }
        }
        return best;
    }
}
