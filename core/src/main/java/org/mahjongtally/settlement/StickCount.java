/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

/**
 * How many sticks of one kind of tally to hand over.
 *
 * @param tally the kind of stick
 * @param count how many, positive
 */
public record StickCount(Tally tally, int count) {

    /** The points these sticks are worth. */
    public long points() {
        return tally.value() * count;
    }

    @Override
    public String toString() {
        return count + " × " + tally.name();
    }
}
