/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.Objects;
import org.mahjongtally.tile.Wind;

/**
 * One transfer of a {@link TransferPlan}: money or tallies handed from one seat to another.
 *
 * @param from the paying seat
 * @param to the receiving seat
 * @param amount the points handed over, always positive
 */
public record Transfer(Wind from, Wind to, long amount) {

    /** Checks the invariants: two different seats and a positive amount. */
    public Transfer {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (from == to || amount <= 0) {
            throw new IllegalArgumentException("bad transfer " + from + "->" + to + " " + amount);
        }
    }
}
