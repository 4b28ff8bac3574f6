/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.mapper.reflect.ColumnName;
import org.jdbi.v3.core.mapper.reflect.JdbiConstructor;
import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlBatch;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

/**
 * The SQL of games, their hands and their audit trails: a Jdbi SQL object, attached to a
 * handle the caller holds (and usually a transaction it opened), one method a statement. Rows
 * come back as records, built by their constructors from the columns of the same names;
 * nothing here knows about replaying. Every value goes in as a bound parameter, never into the
 * text of a statement.
 */
@RegisterConstructorMapper(GameDao.GameRow.class)
@RegisterConstructorMapper(GameDao.GameState.class)
@RegisterConstructorMapper(GameDao.HandRow.class)
@RegisterConstructorMapper(GameDao.TimedHand.class)
@RegisterConstructorMapper(GameSummary.class)
@RegisterConstructorMapper(AuditEntry.class)
interface GameDao {

    /** The columns of a game row, in the order {@link GameRow} names them. */
    String GAME_COLUMNS = "id, created_at, updated_at, player1, player2,"
            + " player3, player4, ruleset_id, ruleset_hash, ruleset_toml, options_json, version, edit_key_hash,"
            + " share_id";
    /**
     * A hand's number, counted as its game's rows are read: its place in the order of {@code
     * seq}, which keeps the gaps deleted hands left (so that a deletion writes one row).
     */
    String HAND_NUMBER = "ROW_NUMBER() OVER (ORDER BY seq) AS hand_no";
    /**
     * The {@code seq} of the hand of game {@code :id} after {@code :before} others: the key of
     * its row. The game's row is locked by the write that asks, so no other write moves the
     * hands meanwhile.
     */
    String SEQ_OF_HAND = "(SELECT seq FROM hands WHERE game_id = :id ORDER BY seq"
            + " OFFSET :before ROWS FETCH NEXT 1 ROW ONLY)";
    /** The columns of {@link GameState}. */
    String STATE_COLUMNS = "id, created_at, updated_at, version, edit_key_hash, share_id";

    /**
     * A game row as stored.
     *
     * @param players the four players in starting seat order
     */
    record GameRow(String id, Instant created, Instant updated, List<String> players, String rulesetId,
            String rulesetHash, String rulesetToml, String optionsJson, int version, String editKeyHash,
            String shareId) {

        /** The row from its columns, the players one a column. */
        @JdbiConstructor
        public static GameRow fromColumns(String id, @ColumnName("created_at") Instant created,
                @ColumnName("updated_at") Instant updated, String player1, String player2, String player3,
                String player4, String rulesetId, String rulesetHash, String rulesetToml, String optionsJson,
                int version, String editKeyHash, String shareId) {
            return new GameRow(id, created, updated, List.of(player1, player2, player3, player4), rulesetId,
                    rulesetHash, rulesetToml, optionsJson, version, editKeyHash, shareId);
        }
    }

    /**
     * The state of a game's row: what a write checks and moves on, without what was fixed when
     * the game started (the ruleset's text alone is kilobytes, and is read only when the game
     * itself must be read).
     */
    record GameState(String id, @ColumnName("created_at") Instant created,
            @ColumnName("updated_at") Instant updated, int version, String editKeyHash, String shareId) {
    }

    /**
     * A hand row: the hand's number from 1 (its place in the order of the rows' {@code seq},
     * counted as the rows are read: {@link #HAND_NUMBER}), and the hand record as JSON.
     */
    record HandRow(@ColumnName("hand_no") int number, String recordJson) {
    }

    /** A hand row with its times. */
    record TimedHand(@ColumnName("hand_no") int number, String recordJson,
            @ColumnName("created_at") Instant created, @ColumnName("updated_at") Instant updated) {
    }

    /** The game, its row locked until the transaction ends (so writers take turns). */
    @SqlQuery("SELECT " + GAME_COLUMNS + " FROM games WHERE id = :id FOR UPDATE")
    Optional<GameRow> lockGame(String id);

    /** The state of a game, its row locked until the transaction ends (so writers take turns). */
    @SqlQuery("SELECT " + STATE_COLUMNS + " FROM games WHERE id = :id FOR UPDATE")
    Optional<GameState> lockState(String id);

    @SqlQuery("SELECT " + STATE_COLUMNS + " FROM games WHERE id = :id")
    Optional<GameState> findState(String id);

    @SqlQuery("SELECT " + STATE_COLUMNS + " FROM games WHERE share_id = :share")
    Optional<GameState> findStateByShareId(String share);

    @SqlQuery("SELECT " + GAME_COLUMNS + " FROM games WHERE id = :id")
    Optional<GameRow> findGame(String id);

    /** Every game with its number of hands, newest first. */
    @SqlQuery("SELECT g.id, g.player1, g.player2, g.player3, g.player4,"
            + " g.ruleset_id, g.created_at, g.updated_at,"
            + " (SELECT COUNT(*) FROM hands h WHERE h.game_id = g.id) AS hand_count"
            + " FROM games g ORDER BY g.created_at DESC, g.id")
    List<GameSummary> summaries();

    @SqlQuery("SELECT " + HAND_NUMBER + ", record_json FROM hands WHERE game_id = :id ORDER BY seq")
    List<HandRow> hands(String id);

    /** Inserts a game row. */
    default void insertGame(GameRow g) {
        insertGame(g, g.players().get(0), g.players().get(1), g.players().get(2), g.players().get(3));
    }

    /** Inserts a game row, its players given one by one. */
    @SqlUpdate("INSERT INTO games (" + GAME_COLUMNS + ") VALUES (:id, :created,"
            + " :updated, :p1, :p2, :p3, :p4, :rulesetId, :rulesetHash, :rulesetToml,"
            + " :optionsJson, :version, :editKeyHash, :shareId)")
    void insertGame(@BindMethods GameRow g, String p1, String p2, String p3, String p4);

    /** Adds a hand after the game's last: its {@code seq} one more than the largest. */
    @SqlUpdate("INSERT INTO hands (game_id, seq, record_json, created_at, updated_at)"
            + " SELECT :id, COALESCE(MAX(seq), 0) + 1, :json, :now, :now FROM hands WHERE game_id = :id")
    void appendHand(String id, String json, Instant now);

    /**
     * Inserts the hands of a game just started, numbered from 1, as one batch: an import of
     * thousands of hands is then one round trip to the database, not one a hand.
     */
    default void insertHands(String id, List<String> json, Instant now) {
        insertHands(id, java.util.stream.IntStream.rangeClosed(1, json.size()).boxed().toList(), json, now);
    }

    @SqlBatch("INSERT INTO hands (game_id, seq, record_json, created_at, updated_at)"
            + " VALUES (:id, :no, :json, :now, :now)")
    void insertHands(@Bind("id") String id, @Bind("no") List<Integer> numbers, @Bind("json") List<String> json,
            @Bind("now") Instant now);

    /** Corrects hand {@code number} (from 1): its row alone is written. */
    default void updateHand(String id, int number, String json, Instant now) {
        updateHandAfter(id, number - 1, json, now);
    }

    @SqlUpdate("UPDATE hands SET record_json = :json, updated_at = :now WHERE game_id = :id AND seq = " + SEQ_OF_HAND)
    void updateHandAfter(String id, int before, String json, Instant now);

    /**
     * Deletes hand {@code number} (from 1): its row alone. The later hands keep their rows as
     * they are and are numbered one less from now on, because their number is their place in
     * the order ({@link #HAND_NUMBER}); until schema version 4 every later row was renumbered,
     * thousands of rows for an early hand of a long game.
     */
    default void deleteHand(String id, int number) {
        deleteHandAfter(id, number - 1);
    }

    @SqlUpdate("DELETE FROM hands WHERE game_id = :id AND seq = " + SEQ_OF_HAND)
    void deleteHandAfter(String id, int before);

    /** Moves the game on to the next version, if it is still at {@code expected}. */
    default boolean bumpVersion(String gameId, int expected, Instant now) {
        return bumpVersion(gameId, expected, expected + 1, now) == 1;
    }

    @SqlUpdate("UPDATE games SET version = :next, updated_at = :now WHERE id = :id AND version = :expected")
    int bumpVersion(String id, int expected, int next, Instant now);

    /**
     * Moves the game on to the next version if its row is exactly in the state given: at that
     * version, last changed then, with that edit key. One statement checks the state, locks the
     * row until the transaction ends and moves it on.
     *
     * @return whether the row was in that state (and is now moved on)
     */
    default boolean bumpVersionFrom(String gameId, int expected, Instant updated, String editKeyHash, Instant now) {
        return bumpVersionFrom(gameId, expected, expected + 1, updated, editKeyHash, now) == 1;
    }

    @SqlUpdate("UPDATE games SET version = :next, updated_at = :now WHERE id = :id"
            + " AND version = :expected AND updated_at = :updated AND edit_key_hash = :hash")
    int bumpVersionFrom(String id, int expected, int next, Instant updated, String hash, Instant now);

    @SqlUpdate("INSERT INTO audit (game_id, changed_at, action, hand_no, before_json,"
            + " after_json) VALUES (:id, :now, :action, :hand, :before, :after)")
    void audit(String id, Instant now, String action, Optional<Integer> hand, Optional<String> before,
            Optional<String> after);

    @SqlQuery("SELECT changed_at, action, hand_no, before_json, after_json FROM audit WHERE game_id = :id ORDER BY id")
    List<AuditEntry> audit(String id);

    /** The version a change of this id made in the game, if one was made ({@link Expect#changeId}). */
    @SqlQuery("SELECT version FROM applied_changes WHERE game_id = :id AND change_id = :change")
    Optional<Integer> appliedVersion(String id, String change);

    /** Keeps the id of a change just made, with the version it made. */
    @SqlUpdate("INSERT INTO applied_changes (game_id, change_id, version, applied_at) VALUES (:id, :change, :version, :now)")
    void rememberChange(String id, String change, int version, Instant now);

    /** The game an import of this id started, if one did. */
    @SqlQuery("SELECT game_id FROM imports WHERE change_id = :change")
    Optional<String> importedGame(String change);

    /** Keeps the id of an import with the game it started. */
    @SqlUpdate("INSERT INTO imports (change_id, game_id, imported_at) VALUES (:change, :id, :now)")
    void rememberImport(String change, String id, Instant now);

    @SqlUpdate("UPDATE games SET edit_key_hash = :hash WHERE id = :id")
    void setEditKeyHash(String id, String hash);

    @SqlUpdate("UPDATE games SET share_id = :share WHERE id = :id")
    void setShareId(String id, String share);

    /** The ids of games kept from before version 2 of the schema: no share id, or no players. */
    @SqlQuery("SELECT id FROM games g WHERE share_id IS NULL"
            + " OR NOT EXISTS (SELECT 1 FROM game_players gp WHERE gp.game_id = g.id) ORDER BY id")
    List<String> gamesToComplete();

    /** Whether the database answers. */
    @SqlQuery("SELECT 1")
    int ping();

    /** Deletes a game; its hands and audit trail go with it. */
    default boolean deleteGame(String gameId) {
        return deleteGameRow(gameId) == 1;
    }

    @SqlUpdate("DELETE FROM games WHERE id = :id")
    int deleteGameRow(String id);
}
