/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.arrange;

import org.mahjongtally.hand.Meld;

/** Receives the readings of a winning hand one by one, as {@link Arranger#forEachWinningReading} finds them. */
@FunctionalInterface
public interface ReadingSink {

    /**
     * One reading of four sets and a pair.
     *
     * @param melds the sets and the pair in reading order (as {@link Arrangement#melds()});
     *     the array is reused for the next reading, so copy what you keep
     * @param winningSet the set or pair the winning tile completed, or null if none
     */
    void reading(Meld[] melds, Meld winningSet);
}
