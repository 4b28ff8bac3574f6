/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.ruleset;

import java.util.Objects;

/**
 * The scoring options of a ruleset (docs/rules.md §12) that are not element values.
 *
 * @param maxChows the most chows a winning hand may hold (BMJA: 1; 4 means no restriction)
 * @param notionalLimit what a full-limit special hand is worth when the game has no limit
 * @param losersPurity whether losers also score the one-suit and concealed-hand doubles
 * @param selfDrawnIncludesLooseTile whether the self-drawn points are also given for a loose
 *     tile (the BMJA pages disagree; default: live wall only)
 * @param concealedWinOnDiscard whether a hand concealed until the last tile, which came from a
 *     discard, still scores the fully-concealed double (BMJA lists "concealed hand won on a
 *     discard" as a double; mj does not)
 * @param bonusOnSpecialHands whether bonus tiles are scored separately and added to a special
 *     hand's value (BMJA), before the limit caps the sum
 * @param rounding how scores are rounded
 * @param eastStreakLimit East's consecutive win that is a limit hand, such as 13 (M 122(r)) or
 *     9 (German league); 0 for none. A hand says it is that win with the flag
 *     {@code east-streak} ({@link org.mahjongtally.hand.Flag#EAST_STREAK})
 * @param kongHas3Types Millington's three kinds of kong (M 46-52): a kong claimed from a
 *     discard scores as exposed but counts as concealed for the concealed-hand doubles and
 *     limit hands. A hand says its exposed kongs were claimed with the flag
 *     {@code claimed-kongs} ({@link org.mahjongtally.hand.Flag#CLAIMED_KONGS})
 * @param losersScoreEveryPair whether a losing hand scores every scoring pair it holds
 *     (Millington: M 114(e) as mj's rules.txt gives it, "non-winning hands may score more than
 *     one pair") or only one, as a hand of four sets and a pair has
 */
public record ScoringOptions(
        int maxChows,
        long notionalLimit,
        boolean losersPurity,
        boolean selfDrawnIncludesLooseTile,
        boolean concealedWinOnDiscard,
        boolean bonusOnSpecialHands,
        Rounding rounding,
        int eastStreakLimit,
        boolean kongHas3Types,
        boolean losersScoreEveryPair) {

    /** The longest East streak an option may name. */
    public static final int MAX_EAST_STREAK = 99;

    /** Checks the ranges. */
    public ScoringOptions {
        if (maxChows < 0 || maxChows > 4) {
            throw new IllegalArgumentException("maxChows must be 0 to 4, got " + maxChows);
        }
        if (notionalLimit <= 0) {
            throw new IllegalArgumentException("notionalLimit must be positive");
        }
        if (eastStreakLimit < 0 || eastStreakLimit == 1 || eastStreakLimit > MAX_EAST_STREAK) {
            throw new IllegalArgumentException("eastStreakLimit must be 0 (none) or 2 to "
                    + MAX_EAST_STREAK + ", got " + eastStreakLimit);
        }
        Objects.requireNonNull(rounding, "rounding");
    }
}
