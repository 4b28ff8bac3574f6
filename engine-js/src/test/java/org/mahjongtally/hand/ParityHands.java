/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

/**
 * Opens core's own random hand generator ({@link RandomHands}, of core's test jar, kept
 * package-private there) to the parity test of the engine in JavaScript.
 */
public final class ParityHands {

    private final RandomHands hands;

    /** @param seed the seed, so that a failing case can be replayed */
    public ParityHands(long seed) {
        this.hands = new RandomHands(seed);
    }

    /** A valid hand: a winner or not, with random sets, bonus tiles and context. */
    public Hand next() {
        return hands.next();
    }
}
