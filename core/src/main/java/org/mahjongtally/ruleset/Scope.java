/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.ruleset;

/** Who may score an element (docs/rules.md §1): every player, or the winner only. */
public enum Scope {
    /** Winner and losers alike: sets, honour pairs, bonus tiles, honour-set doubles. */
    EVERY_PLAYER,
    /** Only the player who went Mah-Jong: Mah-Jong points, ways of going out, hand doubles. */
    WINNER
}
