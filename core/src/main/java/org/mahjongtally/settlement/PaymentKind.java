/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

/** Why a payment is made (docs/settlement.md, "The rule"). */
public enum PaymentKind {
    /** A loser pays the winner the winner's score (rule 2). */
    TO_WINNER,
    /** The discarder pays the winner on behalf of all three losers ({@code payForAll}). */
    FOR_ALL,
    /** The loser with the lower score pays the difference (rule 3, difference method). */
    DIFFERENCE,
    /** A loser receives his own score from another loser (alternative method). */
    OWN_SCORE,
    /** The discarder pays the winner double ({@code discarderDoubles}, {@link DiscardLiability#PAYS_DOUBLE}). */
    DISCARDER_DOUBLE,
    /** On a self-drawn win every loser pays double ({@code discarderDoubles}, {@link DiscardLiability#PAYS_DOUBLE}). */
    SELF_DRAWN_DOUBLE,
    /** The lower loser pays the limit, as their difference is more ({@code differenceCap}). */
    CAPPED_DIFFERENCE
}
