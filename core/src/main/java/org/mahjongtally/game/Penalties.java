/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

/** What penalties do to the balances of a hand: each payer pays each payee, never doubled. */
final class Penalties {

    private Penalties() {
    }

    /** Each player's net from the penalties, in starting seat order. */
    static long[] balances(GameSetup setup, java.util.List<Penalty> penalties) {
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
}
