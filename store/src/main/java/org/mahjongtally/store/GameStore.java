package org.mahjongtally.store;

import java.util.List;
import java.util.Optional;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;

/**
 * Where games are kept: an H2 file database by default, any PostgreSQL by JDBC URL. Every
 * write is one transaction and is checked by replaying the game first, so a hand that cannot
 * be accepted leaves the stored game exactly as it was. Safe to share between threads.
 */
public interface GameStore extends AutoCloseable {

    /** Starts a game and returns it, with its new id. */
    StoredGame create(GameSetup setup);

    /**
     * Starts a game whose hands were already played, such as a game read from an export file:
     * one transaction, replayed first, so a game that cannot be accepted is not stored at all.
     * The game gets a new id; its audit trail starts with {@code import}.
     *
     * @throws org.mahjongtally.game.GameException naming the first hand that cannot be accepted
     */
    StoredGame importGame(GameSetup setup, List<HandRecord> hands);

    /** The game with this id, if there is one. */
    Optional<StoredGame> find(String id);

    /** The game with this id; {@link GameNotFoundException} if there is none. */
    StoredGame get(String id);

    /** Every game, newest first. */
    List<GameSummary> list();

    /**
     * Records the next hand of a game.
     *
     * @throws org.mahjongtally.game.GameException if the hand cannot be accepted (nothing is written)
     * @throws GameNotFoundException if there is no such game
     */
    StoredGame addHand(String id, HandRecord hand);

    /** Replaces hand {@code number} (from 1); later hands are replayed. */
    StoredGame editHand(String id, int number, HandRecord hand);

    /** Deletes hand {@code number} (from 1); later hands move up one and are replayed. */
    StoredGame deleteHand(String id, int number);

    /** What changed in a game, oldest first. */
    List<AuditEntry> audit(String id);

    /** Deletes a whole game, with its hands and audit trail. */
    void deleteGame(String id);

    @Override
    void close();
}
