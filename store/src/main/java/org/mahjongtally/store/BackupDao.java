/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.util.List;
import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.customizer.Define;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

/**
 * The SQL a backup and a restore need besides that of games and players: every row as it is
 * kept, times included, and the identity columns set to follow the ids restored.
 */
@RegisterConstructorMapper(GameDao.GameRow.class)
@RegisterConstructorMapper(GameDao.TimedHand.class)
@RegisterConstructorMapper(Backups.AppliedChange.class)
@RegisterConstructorMapper(Backups.Import.class)
interface BackupDao extends GameDao, PlayerDao {

    /** The ids of the changes made in a game, oldest first (restored by {@link #rememberChange}). */
    @SqlQuery("SELECT change_id, version, applied_at FROM applied_changes WHERE game_id = :id"
            + " ORDER BY version, change_id")
    List<Backups.AppliedChange> appliedChanges(String id);

    /** The ids of the imports that started a game (restored by {@link #rememberImport}). */
    @SqlQuery("SELECT change_id, imported_at FROM imports WHERE game_id = :id ORDER BY imported_at, change_id")
    List<Backups.Import> imports(String id);

    /** Every game row, oldest first. */
    @SqlQuery("SELECT " + GAME_COLUMNS + " FROM games ORDER BY created_at, id")
    List<GameRow> allGames();

    /** A game's hands, numbered from 1 in their order (a backup keeps the numbers, not the keys). */
    @SqlQuery("SELECT " + HAND_NUMBER + ", record_json, created_at, updated_at FROM hands WHERE game_id = :id"
            + " ORDER BY seq")
    List<TimedHand> timedHands(String id);

    /** Inserts a hand of a backup, its {@code seq} its number. */
    @SqlUpdate("INSERT INTO hands (game_id, seq, record_json, created_at, updated_at)"
            + " VALUES (:id, :number, :recordJson, :created, :updated)")
    void insertHand(String id, @BindMethods TimedHand hand);

    /** How many rows the club tables hold: zero for an empty database. */
    @SqlQuery("SELECT (SELECT COUNT(*) FROM games) + (SELECT COUNT(*) FROM players)")
    long rows();

    /**
     * Makes the next generated id of a table's identity column follow the ids restored. The
     * table is one of two names checked here; the number is the database's own maximum, never
     * text from outside.
     */
    default void restartIdentity(String table) {
        if (!table.equals("players") && !table.equals("audit")) {
            throw new IllegalArgumentException(table);
        }
        restartIdentity(table, nextId(table));
    }

    @SqlQuery("SELECT COALESCE(MAX(id), 0) + 1 FROM <table>")
    long nextId(@Define String table);

    @SqlUpdate("ALTER TABLE <table> ALTER COLUMN id RESTART WITH <next>")
    void restartIdentity(@Define String table, @Define long next);
}
