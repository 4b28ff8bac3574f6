package org.mahjongtally.ruleset;

/**
 * The scoring options of a ruleset (RULES.md section 12) that are not element values.
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
 */
public record ScoringOptions(
        int maxChows,
        long notionalLimit,
        boolean losersPurity,
        boolean selfDrawnIncludesLooseTile,
        boolean concealedWinOnDiscard,
        boolean bonusOnSpecialHands,
        Rounding rounding) {

    /** Checks the ranges. */
    public ScoringOptions {
        if (maxChows < 0 || maxChows > 4) {
            throw new IllegalArgumentException("maxChows must be 0 to 4, got " + maxChows);
        }
        if (notionalLimit <= 0) {
            throw new IllegalArgumentException("notionalLimit must be positive");
        }
        java.util.Objects.requireNonNull(rounding, "rounding");
    }
}
