/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.scoring.WinningHands;
import org.mahjongtally.tile.Tile;

/** Fixed-seed pools of hands for the benchmarks, so every run measures the same work. */
final class Hands {

    static final int POOL = 4096;

    private Hands() {
    }

    /** Random valid winning hands with exposed sets, kongs and bonus tiles, at most one chow. */
    static Hand[] winning(long seed) {
        Random random = new Random(seed);
        Hand[] hands = new Hand[POOL];
        for (int i = 0; i < POOL; i++) {
            hands[i] = WinningHands.next(random, 1);
        }
        return hands;
    }

    /** The same hands one tile short, without win=: losers' hands that are calling. */
    static Hand[] calling(long seed) {
        Hand[] winners = winning(seed);
        Hand[] calling = new Hand[POOL];
        for (int i = 0; i < POOL; i++) {
            Hand w = winners[i];
            Tile winning = w.context().winningTile().orElseThrow();
            List<Tile> concealed = new ArrayList<>(w.concealed());
            concealed.remove(winning);
            calling[i] = Hand.of(w.declared(), concealed, w.bonus(), w.context().withoutWin());
        }
        return calling;
    }
}
