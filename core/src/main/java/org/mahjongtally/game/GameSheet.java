/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.mahjongtally.settlement.SeatAmounts;
import org.mahjongtally.settlement.Transfer;
import org.mahjongtally.settlement.TransferPlan;
import org.mahjongtally.tile.Wind;

/**
 * The books of a game, derived by replaying its hands: every hand as the table saw it, the
 * running totals, where the deal and the winds stand for the next hand, the standings, the
 * tallies each player holds and the money.
 *
 * @param setup the players, ruleset and options
 * @param hands every hand played, in order
 * @param next the deal and winds for the next hand
 * @param totals each player's total so far, in starting seat order
 */
public record GameSheet(GameSetup setup, List<PlayedHand> hands, Rotation next, List<Long> totals) {

    /** Copies the lists. */
    public GameSheet {
        hands = List.copyOf(hands);
        totals = List.copyOf(totals);
    }

    /** Whether the last round has been played. */
    public boolean finished() {
        return next.round() >= setup.options().rounds();
    }

    /** The name of the player who is East in the next hand. */
    public String nextEast() {
        return setup.players().get(next.dealer());
    }

    /** The points of tallies a player holds now: his starting stock plus his total. */
    public long tallies(int player) {
        return setup.options().startingTallies() + totals.get(player);
    }

    /** A player's total in money, at the game's stakes. */
    public BigDecimal money(int player) {
        return setup.options().stakes().money(totals.get(player));
    }

    /** The players from first to last place (ties share a place, in starting seat order). */
    public List<Standing> standings() {
        List<Integer> order = new ArrayList<>(List.of(0, 1, 2, 3));
        order.sort(Comparator.comparingLong((Integer p) -> totals.get(p)).reversed());
        List<Standing> standings = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            int p = order.get(i);
            int place = i > 0 && totals.get(p).equals(totals.get(order.get(i - 1)))
                    ? standings.get(i - 1).place() : i + 1;
            standings.add(new Standing(place, setup.players().get(p), totals.get(p), tallies(p), money(p)));
        }
        return standings;
    }

    /**
     * The fewest hand-overs that settle one hand (penalties included), by seat: what is paid
     * with tallies or money at the table.
     */
    public static List<Transfer> handovers(PlayedHand hand) {
        SeatAmounts balances = SeatAmounts.from(seat -> hand.inSeat(seat).balance());
        return TransferPlan.of(balances);
    }

    /** The name of the player in a seat during a hand. */
    public static String playerIn(PlayedHand hand, Wind seat) {
        return hand.inSeat(seat).player();
    }

    /**
     * One line of the standings.
     *
     * @param place 1 for the leader; equal totals share a place
     * @param player the name
     * @param total points won or lost over the game
     * @param tallies the tallies he holds now
     * @param money his total in money at the game's stakes
     */
    public record Standing(int place, String player, long total, long tallies, BigDecimal money) {
    }
}
