/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.ruleset;

/** What a scoring element gives, which decides how its value is read and applied. */
public enum ElementKind {
    /** Basic points, added up before doubling (set points, honour pairs, Mah-Jong...). */
    POINTS,
    /** Doubles: each one multiplies the basic points by 2. */
    DOUBLES,
    /**
     * A special (limit) hand: it replaces the ordinary score by a fixed share of the limit, or,
     * like Purity, by the basic points times its own doubles with no ordinary doubles.
     */
    SPECIAL_HAND
}
