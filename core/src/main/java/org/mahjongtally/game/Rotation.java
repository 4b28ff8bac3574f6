/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import org.mahjongtally.tile.Wind;

/**
 * Where the deal and the winds stand before a hand (docs/rules.md §10): who is East (the
 * dealer), the prevailing wind, how often the deal has passed in this round, and how many
 * hands in a row East has won.
 *
 * <p>East keeps the deal after winning and after a draw (unless the table lets a draw pass
 * it); otherwise the deal passes to the player on East's right, who becomes East. When the deal
 * has gone round all four players the prevailing wind advances. A draw does not break East's
 * run of wins; a run that reaches the ruleset's East-streak limit passes the deal.
 *
 * <p>Players keep their places all game, unless the table exchanges seats between rounds
 * ({@link GameOptions#seatExchange()}), as the Chinese Official rules (Mahjong Competition
 * Rules, 2006: "changing seats") have it: at the start of the South round the players in the
 * East and South places change places, and so do West and North; at the start of the West round
 * the player in the East place moves to West, West to South, South to North and North to East;
 * at the start of the North round East and South change again, and West and North. The deal of
 * each round starts from the East place. With the players A, B, C, D starting in that order, the
 * deal goes A B C D in the East round, B A D C in the South round, C D B A in the West round
 * and D C A B in the North round: everyone deals first once and sits next to everyone. A game of
 * more than four rounds starts the next four in the starting places again.
 *
 * @param dealer the index (starting seat order) of the player who is East
 * @param round how many prevailing winds are complete: 0 for the East round
 * @param passes how often the deal has passed in this round (0 to 3)
 * @param eastWins how many hands in a row the current East has won
 * @param seatExchange whether the players change places between rounds
 */
public record Rotation(int dealer, int round, int passes, int eastWins, boolean seatExchange) {

    /** The first hand: the first player is East, East prevailing, nobody changes places. */
    public static final Rotation START = start(false);

    /**
     * The order the deal goes round in, by round (of four): the players by starting index, the
     * first one dealing first, each next one sitting on the right of the one before.
     */
    private static final int[][] EXCHANGED_ORDERS = {{0, 1, 2, 3}, {1, 0, 3, 2}, {2, 3, 1, 0}, {3, 2, 0, 1}};

    private static final int[] FIXED_ORDER = EXCHANGED_ORDERS[0];

    /** The first hand of a game: the first player is East, East prevailing. */
    public static Rotation start(boolean seatExchange) {
        return new Rotation(0, 0, 0, 0, seatExchange);
    }

    /** Where things stand in a game whose players keep their places. */
    public Rotation(int dealer, int round, int passes, int eastWins) {
        this(dealer, round, passes, eastWins, false);
    }

    /** The prevailing wind. */
    public Wind prevailing() {
        return Wind.values()[round % 4];
    }

    /** The seat wind of a player (by starting index). */
    public Wind seatOf(int player) {
        int[] order = order(round);
        return Wind.values()[(placeOf(order, player) - placeOf(order, dealer) + 4) % 4];
    }

    /** The player (by starting index) who sits in a seat. */
    public int playerAt(Wind seat) {
        int[] order = order(round);
        return order[(placeOf(order, dealer) + seat.ordinal()) % 4];
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
            return streakLimit > 0 && wins >= streakLimit ? passDeal()
                    : new Rotation(dealer, round, passes, wins, seatExchange);
        }
        if (winner < 0 && !drawPassesDeal) {
            return this;
        }
        return passDeal();
    }

    private Rotation passDeal() {
        int nextPasses = passes + 1;
        return nextPasses == 4 ? new Rotation(order(round + 1)[0], round + 1, 0, 0, seatExchange)
                : new Rotation(order(round)[placeOf(order(round), dealer) + 1], round, nextPasses, 0, seatExchange);
    }

    private int[] order(int inRound) {
        return seatExchange ? EXCHANGED_ORDERS[inRound % 4] : FIXED_ORDER;
    }

    /** Where a player sits in the order the deal goes round. */
    private static int placeOf(int[] order, int player) {
        int place = 0;
        while (order[place] != player) {
            place++;
        }
        return place;
    }
}
