package org.mahjongtally.settlement;

/** Why a payment is made (SETTLEMENT.md, "The rule"). */
public enum PaymentKind {
    /** A loser pays the winner the winner's score (rule 2). */
    TO_WINNER,
    /** The discarder pays the winner on behalf of all three losers ({@code payForAll}). */
    FOR_ALL,
    /** The loser with the lower score pays the difference (rule 3, difference method). */
    DIFFERENCE,
    /** A loser receives his own score from another loser (alternative method). */
    OWN_SCORE
}
