/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import org.mahjongtally.tile.Wind;

/**
 * Where the deal and the winds stand before a hand (RULES.md section 10): who is East (the
 * dealer), the prevailing wind, how often the deal has passed in this round, and how many
 * hands in a row East has won.
 *
 * <p>East keeps the deal after winning and after a draw (unless the table lets a draw pass
 * it); otherwise the deal passes and South becomes East. When the deal has gone round all four
 * players the prevailing wind advances. A draw does not break East's run of wins; a run that
 * reaches the ruleset's East-streak limit passes the deal.
 *
 * @param dealer the index (starting seat order) of the player who is East
 * @param round how many prevailing winds are complete: 0 for the East round
 * @param passes how often the deal has passed in this round (0 to 3)
 * @param eastWins how many hands in a row the current East has won
 */
public record Rotation(int dealer, int round, int passes, int eastWins) {

    /** The first hand: the first player is East, East prevailing. */
    public static final Rotation START = new Rotation(0, 0, 0, 0);

    /** The prevailing wind. */
    public Wind prevailing() {
        return Wind.values()[round % 4];
    }

    /** The seat wind of a player (by starting index). */
    public Wind seatOf(int player) {
        return Wind.values()[(player - dealer + 4) % 4];
    }

    /** The player (by starting index) who sits in a seat. */
    public int playerAt(Wind seat) {
        return (dealer + seat.ordinal()) % 4;
    }

    /**
     * Where things stand after a hand.
     *
     * @param winner the winner's starting index, or -1 for a draw
     * @param drawPassesDeal the table's option
     * @param streakLimit East's win that ends a run and passes the deal (0: no limit)
     */
    public Rotation after(int winner, boolean drawPassesDeal, int streakLimit) {
        if (winner == dealer) {
            int wins = eastWins + 1;
            return streakLimit > 0 && wins >= streakLimit ? passDeal() : new Rotation(dealer, round, passes, wins);
        }
        if (winner < 0 && !drawPassesDeal) {
            return this;
        }
        return passDeal();
    }

    private Rotation passDeal() {
        int nextPasses = passes + 1;
        return nextPasses == 4 ? new Rotation((dealer + 1) % 4, round + 1, 0, 0)
                : new Rotation((dealer + 1) % 4, round, nextPasses, 0);
    }
}
