/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Optional;
import org.jdbi.v3.core.mapper.reflect.ColumnName;
import org.mahjongtally.game.GameResult;
import org.mahjongtally.game.Standings;

/**
 * What one game gave one player, as kept beside the game (updated in the same transaction as
 * every write of it): one line of a player's history, and what {@link Standings} adds up.
 *
 * @param playerId the club's player
 * @param player the player's name in the club now
 * @param gameId the game
 * @param started when the game started
 * @param seat the starting seat, 1 (East) to 4
 * @param hands how many hands the game has had
 * @param won how many of them the player won
 * @param points the player's total in the game
 * @param money the total in money at the game's stakes
 * @param currency the stakes' currency label ("" when not played for money)
 * @param bestHand the player's highest hand score in the game (typed or from the tiles), 0 if none
 * @param bestHandNumber the hand it was in
 * @param place the player's place in the game, 1 to 4
 */
public record PlayerGame(long playerId, @ColumnName("name") String player, String gameId,
        @ColumnName("created_at") Instant started, int seat, int hands, int won, long points, BigDecimal money,
        String currency, long bestHand, @ColumnName("best_hand_no") Optional<Integer> bestHandNumber, int place)
        implements Standings.Played {

    /** What a game gives one of the club's players, as worked out by {@link GameResult#of}. */
    static PlayerGame of(long playerId, GameResult result) {
        return new PlayerGame(playerId, result.player(), "", Instant.EPOCH, result.seat(), result.hands(),
                result.won(), result.points(), result.money(), result.currency(), result.bestHand(),
                result.bestHandNumber(), result.place());
    }
}
