/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;

/**
 * Where games and the club's players are kept: an H2 file database by default, any PostgreSQL
 * by JDBC URL. Every write is one transaction and is checked by replaying the game first, so a
 * hand that cannot be accepted leaves the stored game exactly as it was. A game read or written
 * lately may be kept in memory, but it is used only while its row in the database is still at
 * the very state it was kept for (same version, same time of the last change), so several
 * stores (several servers) can share one PostgreSQL database. Safe to share between threads.
 *
 * <p>Writes of a game take an {@link Expect}: the version the writer saw (a write that finds
 * another version is refused with {@link GameChangedException}, so no update is ever lost) and
 * the game's edit key ({@link EditKeyException} if it is not the right one).
 */
public interface GameStore extends AutoCloseable {

    /** Starts a game and returns it, with its new id; see {@link #start}. */
    default StoredGame create(GameSetup setup) {
        return start(setup).game();
    }

    /**
     * Starts a game: a new id, a share id and an edit key. A player name the club does not know
     * yet becomes a new player.
     *
     * @throws PlayerException if a name cannot be a club player's name
     */
    NewGame start(GameSetup setup);

    /** Starts a game whose hands were already played; see {@link #importNew}. */
    default StoredGame importGame(GameSetup setup, List<HandRecord> hands) {
        return importNew(setup, hands).game();
    }

    /**
     * Starts a game whose hands were already played, such as a game read from an export file:
     * one transaction, replayed first, so a game that cannot be accepted is not stored at all.
     * The game gets a new id; its audit trail starts with {@code import}.
     *
     * @throws org.mahjongtally.game.GameException naming the first hand that cannot be accepted
     */
    default NewGame importNew(GameSetup setup, List<HandRecord> hands) {
        return importNew(setup, hands, Optional.empty());
    }

    /**
     * The same, for an import with the writer's id ({@link ChangeIds}): an import of an id that
     * started a game already starts none, and answers that game with a new edit key (the old
     * one stops working), since the first answer was lost on its way to the one writer who knows
     * the id.
     */
    NewGame importNew(GameSetup setup, List<HandRecord> hands, Optional<String> changeId);

    /** The game with this id, or with this share id, if there is one. */
    Optional<StoredGame> find(String id);

    /** The game with this id (or share id); {@link GameNotFoundException} if there is none. */
    StoredGame get(String id);

    /** Every game, newest first. */
    List<GameSummary> list();

    /** Records the next hand of a game, whatever its version; see {@link #addHand(String, HandRecord, Expect)}. */
    default StoredGame addHand(String id, HandRecord hand) {
        return addHand(id, hand, Expect.ANY);
    }

    /**
     * Records the next hand of a game.
     *
     * @throws org.mahjongtally.game.GameException if the hand cannot be accepted (nothing is written)
     * @throws GameNotFoundException if there is no such game
     * @throws GameChangedException if the game is not at the version expected
     * @throws EditKeyException if an edit key is expected and not the right one
     * @throws ChangeAppliedException if the change's id ({@link Expect#changeId}) was made in the
     *     game already (nothing is written; the same holds for every change of the hands)
     */
    StoredGame addHand(String id, HandRecord hand, Expect expect);

    /** Replaces hand {@code number} (from 1), whatever the game's version. */
    default StoredGame editHand(String id, int number, HandRecord hand) {
        return editHand(id, number, hand, Expect.ANY);
    }

    /** Replaces hand {@code number} (from 1); later hands are replayed. */
    StoredGame editHand(String id, int number, HandRecord hand, Expect expect);

    /** Deletes hand {@code number} (from 1), whatever the game's version. */
    default StoredGame deleteHand(String id, int number) {
        return deleteHand(id, number, Expect.ANY);
    }

    /** Deletes hand {@code number} (from 1); later hands move up one and are replayed. */
    StoredGame deleteHand(String id, int number, Expect expect);

    /** What changed in a game, oldest first. */
    List<AuditEntry> audit(String id);

    /** Deletes a whole game, with its hands and audit trail. */
    void deleteGame(String id);

    /** Gives a game a new edit key (the old one stops working) and returns it. */
    String newEditKey(String id);

    /** The club's players, by name. */
    List<Player> players();

    /** A player; {@link PlayerException} ({@code player-not-found}) if there is none. */
    Player player(long id);

    /** Adds a player to the club; {@link PlayerException} if the name is taken or cannot be a name. */
    Player addPlayer(String name);

    /** Renames a player (games keep the names they were played with). */
    Player renamePlayer(long id, String name);

    /**
     * Takes a player off the club's list: one who plays in no game, such as a name left over
     * from junk games an administrator deleted.
     *
     * @throws PlayerException {@code player-not-found}, or {@code player-has-games} if a game
     *     still has the player
     */
    void deletePlayer(long id);

    /** A player's games, newest first. */
    List<PlayerGame> history(long playerId);

    /**
     * What every game started from {@code from} to {@code to} (both days included, UTC) gave each
     * player, oldest game first: what {@link Standings#of} adds up.
     */
    List<PlayerGame> results(LocalDate from, LocalDate to);

    /**
     * Writes the whole database, as one consistent snapshot, to a stream as a backup (JSON; see
     * {@code Backups}). The stream is not closed.
     */
    BackupSummary backup(java.io.OutputStream out);

    /**
     * Restores a backup into this database, which must be empty: one transaction, every game
     * replayed first, so a backup that cannot be read whole restores nothing. Ids, edit keys,
     * share ids, versions, times and audit trails are kept as they were.
     *
     * @throws org.mahjongtally.game.GameException if the backup cannot be read or a game in it
     *     does not replay
     * @throws StoreException if this database is not empty
     */
    BackupSummary restore(java.io.InputStream in);

    /**
     * Reads a made-up game of this many hands as a stored game is read, and replays it, writing
     * nothing; the database is asked for a game that is not there. A server just started calls
     * it, so that the first game it is asked for is read by code already loaded and compiled.
     *
     * @return the made-up game, its sheet worked out
     */
    StoredGame warmUp(int hands);

    /**
     * Asks the database whether it answers.
     *
     * @throws DatabaseUnavailableException if it does not
     */
    void ping();

    @Override
    void close();
}
