/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mahjongtally.Message;
import org.mahjongtally.MessageList;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.tile.Tile;

/**
 * Checks across the table for the tiles that are known, whenever two or more players give
 * theirs (the others may have typed a score): a set has four of each tile and one of each
 * flower and season, so no tile may appear more often across the hands given. The error names
 * the tile and who holds it.
 */
final class TableCheck {

    private TableCheck() {
    }

    /**
     * @param hands each player's parsed hand, by name, in seat order of the table
     * @throws GameException naming the tile and the players holding it
     */
    static void check(int handNumber, Map<String, Hand> hands) {
        for (Tile tile : Tile.values()) {
            int total = 0;
            List<Message> holders = new ArrayList<>();
            for (Map.Entry<String, Hand> e : hands.entrySet()) {
                int n = count(e.getValue(), tile);
                if (n > 0) {
                    total += n;
                    holders.add(Message.of(GameProblem.HOLDER, e.getKey(), n));
                }
            }
            int most = tile.isBonus() ? 1 : 4;
            if (total > most) {
                throw GameException.invalidHand(handNumber, GameProblem.TILE_TOO_OFTEN, tile, total,
                        new MessageList(holders));
            }
        }
    }

    private static int count(Hand hand, Tile tile) {
        if (tile.isBonus()) {
            return hand.bonus().contains(tile) ? 1 : 0;
        }
        int n = 0;
        for (Tile t : hand.concealed()) {
            if (t == tile) {
                n++;
            }
        }
        for (Meld m : hand.declared()) {
            for (Tile t : m.tiles()) {
                if (t == tile) {
                    n++;
                }
            }
        }
        return n;
    }
}
