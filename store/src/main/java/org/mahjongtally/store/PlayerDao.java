/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.statement.GetGeneratedKeys;
import org.jdbi.v3.sqlobject.statement.SqlBatch;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

/**
 * The SQL of the club's players and of what each game gives each of its players: a Jdbi SQL
 * object like {@link GameDao}, on a handle the caller holds. Names are compared in the form
 * {@link Player#key} gives them.
 */
@RegisterConstructorMapper(Player.class)
@RegisterConstructorMapper(PlayerGame.class)
interface PlayerDao {

    /** The columns of {@link PlayerGame}, from {@code game_players gp}, {@code players p} and {@code games g}. */
    String PLAYER_GAME_COLUMNS = "gp.player_id, p.name, gp.game_id, g.created_at, gp.seat,"
            + " gp.hands, gp.won, gp.points, gp.money, gp.currency, gp.best_hand, gp.best_hand_no, gp.place";

    /**
     * One row of {@code game_players} as it is written: the money as exact decimal text.
     *
     * @param bestNo the number of the best hand, null if none
     */
    record ResultRow(int seat, long player, int hands, int won, long points, String money, String currency,
            long best, Integer bestNo, int place) {

        static ResultRow of(PlayerGame l) {
            return new ResultRow(l.seat(), l.playerId(), l.hands(), l.won(), l.points(), l.money().toPlainString(),
                    l.currency(), l.bestHand(), l.bestHandNumber().orElse(null), l.place());
        }
    }

    @SqlQuery("SELECT id, name, created_at FROM players ORDER BY name_key, id")
    List<Player> players();

    @SqlQuery("SELECT id, name, created_at FROM players WHERE id = :id")
    Optional<Player> player(long id);

    default Optional<Player> playerByName(String name) {
        return playerByKey(Player.key(name));
    }

    @SqlQuery("SELECT id, name, created_at FROM players WHERE name_key = :key")
    Optional<Player> playerByKey(String key);

    default Player insertPlayer(String name, Instant now) {
        return new Player(insertPlayer(name, Player.key(name), now), name, now);
    }

    @SqlUpdate("INSERT INTO players (name, name_key, created_at) VALUES (:name, :key, :now)")
    @GetGeneratedKeys("id")
    long insertPlayer(String name, String key, Instant now);

    /** Inserts a player with the id it had elsewhere (a restore). */
    default void insertPlayer(Player p) {
        insertPlayer(p.id(), p.name(), Player.key(p.name()), p.created());
    }

    @SqlUpdate("INSERT INTO players (id, name, name_key, created_at) VALUES (:id, :name, :key, :at)")
    void insertPlayer(long id, String name, String key, Instant at);

    default void renamePlayer(long id, String name) {
        renamePlayer(id, name, Player.key(name));
    }

    @SqlUpdate("UPDATE players SET name = :name, name_key = :key WHERE id = :id")
    void renamePlayer(long id, String name, String key);

    @SqlQuery("SELECT COUNT(*) FROM game_players WHERE player_id = :id")
    int gameCount(long id);

    @SqlUpdate("DELETE FROM players WHERE id = :id")
    void deletePlayer(long id);

    /** Replaces what a game gave each of its players. */
    default void replaceGamePlayers(String gameId, List<PlayerGame> lines) {
        deleteGamePlayers(gameId);
        for (PlayerGame l : lines) {
            insertGamePlayer(gameId, ResultRow.of(l));
        }
    }

    @SqlUpdate("DELETE FROM game_players WHERE game_id = :id")
    void deleteGamePlayers(String id);

    @SqlUpdate("INSERT INTO game_players (game_id, seat, player_id, hands, won, points, money,"
            + " currency, best_hand, best_hand_no, place) VALUES (:game, :seat, :player, :hands,"
            + " :won, :points, :money, :currency, :best, :bestNo, :place)")
    void insertGamePlayer(String game, @BindMethods ResultRow row);

    /**
     * Brings what a game gives each of its players up to date, the players themselves staying
     * as they are: one batch of four updates (one round trip to the database), each row kept
     * in place rather than deleted and inserted anew.
     *
     * @return whether all four rows were there to update (a game from before the club schema
     *     has none yet)
     */
    default boolean updateGamePlayers(String gameId, List<PlayerGame> lines) {
        int[] counts = updateResultRows(gameId, lines.stream().map(ResultRow::of).toList());
        return Arrays.stream(counts).allMatch(count -> count == 1) && lines.size() == 4;
    }

    @SqlBatch("UPDATE game_players SET hands = :hands, won = :won,"
            + " points = :points, money = :money, currency = :currency, best_hand = :best,"
            + " best_hand_no = :bestNo, place = :place WHERE game_id = :game AND seat = :seat")
    int[] updateResultRows(String game, @BindMethods List<ResultRow> rows);

    /** The players' ids of a game, in starting seat order (empty before its players are known). */
    @SqlQuery("SELECT player_id FROM game_players WHERE game_id = :id ORDER BY seat")
    List<Long> gamePlayerIds(String id);

    /** Every player's lines of the games started in [from, to), oldest first. */
    @SqlQuery("SELECT " + PLAYER_GAME_COLUMNS + " FROM game_players gp"
            + " JOIN players p ON p.id = gp.player_id JOIN games g ON g.id = gp.game_id"
            + " WHERE g.created_at >= :from AND g.created_at < :to ORDER BY g.created_at, g.id, gp.seat")
    List<PlayerGame> playerGames(Instant from, Instant to);

    /** One player's lines, newest game first. */
    @SqlQuery("SELECT " + PLAYER_GAME_COLUMNS + " FROM game_players gp"
            + " JOIN players p ON p.id = gp.player_id JOIN games g ON g.id = gp.game_id"
            + " WHERE gp.player_id = :id ORDER BY g.created_at DESC, g.id")
    List<PlayerGame> playerGames(long id);
}
