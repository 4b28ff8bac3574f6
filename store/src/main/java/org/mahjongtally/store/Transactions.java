/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.function.Supplier;
import org.jdbi.v3.core.ConnectionException;
import org.jdbi.v3.core.HandleCallback;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.jdbi.v3.core.transaction.TransactionIsolationLevel;

/**
 * How the store talks to its database: one transaction at a time per call, at the isolation
 * level the work needs; a write that loses a race on a unique key tried again; the writes of
 * one game in this program in turn; and a failure of the database put in terms the caller
 * understands ({@link DatabaseUnavailableException}, {@link StoreException}).
 */
final class Transactions {

    private static final int ATTEMPTS = 5;

    private final Jdbi jdbi;
    private final String database;
    /** Striped locks for the writes of one game ({@link #inTurn}): 64, so games rarely share one. */
    private final Object[] writeLocks = newLocks(64);

    /** @param database the database, for messages (no password) */
    Transactions(Jdbi jdbi, String database) {
        this.jdbi = jdbi;
        this.database = database;
    }

    /** The database, for messages (no password). */
    String database() {
        return database;
    }

    /** The time a change is stamped with: now, to the millisecond (as both databases keep it). */
    static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MILLIS);
    }

    /** A read transaction, at REPEATABLE READ so that what it reads agrees. */
    <T> T read(HandleCallback<T, RuntimeException> work) {
        return transaction(TransactionIsolationLevel.REPEATABLE_READ, work);
    }

    /**
     * A write transaction. Two writers may race to make the same row (two servers entering the
     * same new player): the one that loses on a unique key is simply tried again, and then finds
     * what the other wrote.
     */
    <T> T write(HandleCallback<T, RuntimeException> work) {
        for (int attempt = 1; ; attempt++) {
            try {
                return transaction(TransactionIsolationLevel.READ_COMMITTED, work);
            } catch (UniqueViolation e) {
                if (attempt == ATTEMPTS) {
                    throw new StoreException(StoreProblem.WRITE_REFUSED, database, ATTEMPTS, String.valueOf(e.getMessage()));
                }
            }
        }
    }

    /**
     * Work on one game, taking turns with the other writes of that game in this program, the
     * cache's entry included: H2 does not always look at a row again once the writer it waited
     * for has committed, and then two writes that saw the same version were both accepted
     * (eight writers correcting one hand lost updates). The database's own version check still guards writers in other programs
     * (PostgreSQL, several servers).
     */
    <T> T inTurn(String gameId, Supplier<T> work) {
        synchronized (writeLocks[Math.floorMod(gameId.hashCode(), writeLocks.length)]) {
            return work.get();
        }
    }

    /**
     * One transaction at an isolation level. Connections come from the pool at READ COMMITTED
     * ({@link GameStores}); another level is set on the connection for this transaction and
     * the pool sets it back when the connection returns. Not Jdbi's {@code inTransaction(level,
     * ...)}: that asks the connection for its level three times, and the PostgreSQL driver asks
     * the server each time (a round trip per question, on every write).
     *
     * @throws UniqueViolation if a unique key is taken (a write that {@link #write} did not retry)
     */
    <T> T transaction(TransactionIsolationLevel level, HandleCallback<T, RuntimeException> work) {
        HandleCallback<T, SQLException> atLevel = handle -> {
            if (level != GameStores.ISOLATION) {
                handle.getConnection().setTransactionIsolation(level.intValue());
            }
            return handle.inTransaction(work);
        };
        try {
            return jdbi.withHandle(atLevel);
        } catch (JdbiException e) {
            throw failure(e);
        } catch (SQLException e) {
            throw failure(new ConnectionException(e));
        }
    }

    /** What a failure of the database means to the caller. */
    private RuntimeException failure(JdbiException e) {
        String state = null;
        for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
            if (t instanceof SQLTransientConnectionException || t instanceof SQLNonTransientConnectionException
                    || t instanceof ConnectException) {
                return new DatabaseUnavailableException(database);
            }
            if (t instanceof SQLException sql && sql.getSQLState() != null && state == null) {
                state = sql.getSQLState();
            }
        }
        if (state != null && (state.startsWith("08") || state.startsWith("57P") || state.equals("53300"))) {
            return new DatabaseUnavailableException(database);
        }
        if ("23505".equals(state)) {
            return new UniqueViolation(StoreException.cause(e));
        }
        return new StoreException(StoreProblem.DATABASE_FAILED, database, StoreException.cause(e));
    }

    private static Object[] newLocks(int n) {
        Object[] locks = new Object[n];
        for (int i = 0; i < n; i++) {
            locks[i] = new Object();
        }
        return locks;
    }

    /** A write refused because a unique key is taken (a race another writer won). */
    static final class UniqueViolation extends RuntimeException {

        private static final long serialVersionUID = 1L;

        UniqueViolation(String message) {
            super(message);
        }
    }
}
