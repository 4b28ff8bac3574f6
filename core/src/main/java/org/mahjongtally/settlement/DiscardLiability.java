/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

/**
 * What the discarder of the winning tile owes beyond an ordinary loser's payment: decided for
 * each hand ({@link SettlementOptions#forHand}) and carried by its {@link Outcome}.
 *
 * <p>Sources: docs/rules.md §9, "Letting off a cannon" (Millington 90-96, Julian Bradfield's
 * mj) for {@link #PAYS_FOR_ALL}; "Other payment schemes seen", {@code DiscDoubles} (mj, its
 * settlement in {@code controller.c}; matjok.com) and docs/rules.md §12, item 18 ({@code
 * discarderDoubles}) for {@link #PAYS_DOUBLE}.
 */
public enum DiscardLiability {

    /** Every loser pays his own share; the losers settle as the options say. */
    NONE,

    /**
     * The discarder alone pays the winner what all three losers would have paid, and the losers
     * do not settle among themselves. Needs a discarder.
     */
    PAYS_FOR_ALL,

    /**
     * On a discard the discarder pays the winner double and the others single; on a self-drawn
     * win (no discarder) every loser pays double. The doubling is on top of East's, so an East
     * discarder pays four times the winner's score. The losers settle as usual.
     */
    PAYS_DOUBLE
}
