/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

/** How the tiles of an {@link Arrangement} are grouped. */
public enum Shape {
    /** Four sets and a pair: every ordinary winning hand. */
    SETS_AND_PAIR,
    /**
     * No sets at all: the tiles are read as one irregular special hand (Thirteen Unique
     * Wonders, the seven-pair hands, Wriggling Snake...), which only its own rule recognises.
     */
    IRREGULAR,
    /** A loser's hand: the complete sets and the scoring pair found, with tiles left over. */
    PARTIAL
}
