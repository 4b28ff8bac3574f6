/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The sticks that pay an amount: the fewest possible, largest first.
 *
 * @param amount the points to pay
 * @param sticks the sticks to hand over, largest kind first, no kind twice
 * @param unpaid points that no combination of sticks can make (an odd amount when the
 *     smallest stick is worth 2); 0 for every real hand score, which is always even
 */
public record TallyHandover(long amount, List<StickCount> sticks, long unpaid) {

    /** Copies the list so the record stays immutable. */
    public TallyHandover {
        sticks = List.copyOf(sticks);
    }

    /** The number of sticks handed over. */
    public int stickCount() {
        return sticks.stream().mapToInt(StickCount::count).sum();
    }

    /** "1 × Heaven, 2 × Earth", or "nothing" for no sticks. */
    @Override
    public String toString() {
        String text = sticks.isEmpty() ? "nothing"
                : sticks.stream().map(StickCount::toString).collect(Collectors.joining(", "));
        return unpaid == 0 ? text : text + " (" + unpaid + " cannot be paid in tallies)";
    }
}
