/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import org.jdbi.v3.core.transaction.TransactionIsolationLevel;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameSheet;

/**
 * A whole database written as a backup in one read transaction, and a backup restored into an
 * empty database in one write transaction, every game checked by replaying it before it is
 * inserted, and first checked as a file ({@link BackupChecks}), so that what is wrong in it is
 * said about the file, not in the database's words. The format of a backup is {@link Backups}'.
 */
final class BackupRestore {

    private final Transactions transactions;
    private final StoredGames games;

    BackupRestore(Transactions transactions, StoredGames games) {
        this.transactions = transactions;
        this.games = games;
    }

    BackupSummary backup(OutputStream out) {
        return transactions.read(handle -> Backups.write(handle.attach(BackupDao.class), out));
    }

    BackupSummary restore(InputStream in) {
        games.cache().clear();
        try {
            return transactions.transaction(TransactionIsolationLevel.READ_COMMITTED, handle -> {
                BackupDao dao = handle.attach(BackupDao.class);
                if (dao.rows() > 0) {
                    String database = transactions.database();
                    throw new StoreException(StoreProblem.DATABASE_NOT_EMPTY, database);
                }
                int[] counts = new int[4];
                BackupChecks checks = new BackupChecks();
                Backups.read(in, new Backups.Sink() {
                    @Override
                    public void players(List<Player> players) {
                        checks.players(players);
                        players.forEach(dao::insertPlayer);
                        counts[0] += players.size();
                    }

                    @Override
                    public void game(Backups.GameEntry entry) {
                        checks.game(entry);
                        insert(dao, entry);
                        counts[1]++;
                        counts[2] += entry.hands().size();
                        counts[3] += entry.audit().size();
                    }
                });
                dao.restartIdentity("players");
                dao.restartIdentity("audit");
                return new BackupSummary(counts[0], counts[1], counts[2], counts[3]);
            });
        } catch (Transactions.UniqueViolation e) {
            throw GameException.badGame(Message.of(StoreProblem.BACKUP_TWICE, String.valueOf(e.getMessage())));
        }
    }

    /** Inserts a game of a backup, once it is seen to replay. */
    private void insert(BackupDao dao, Backups.GameEntry entry) {
        GameDao.GameRow row = entry.row();
        List<GameDao.HandRow> handRows = entry.hands().stream()
                .map(h -> new GameDao.HandRow(h.number(), h.recordJson())).toList();
        GameSheet sheet;
        try {
            sheet = games.stored(row, handRows).sheet();
        } catch (GameException e) {
            throw GameException.badGame(Message.of(StoreProblem.GAME_IN_BACKUP_DOES_NOT_REPLAY, row.id(), e.message()));
        }
        dao.insertGame(row);
        entry.hands().forEach(h -> dao.insertHand(row.id(), h));
        for (AuditEntry a : entry.audit()) {
            dao.audit(row.id(), a.at(), a.action(), a.hand(), a.before(), a.after());
        }
        List<Long> ids = entry.playerIds().size() == 4 ? entry.playerIds()
                : ClubPlayers.register(dao, sheet.setup(), Transactions.now());
        dao.replaceGamePlayers(row.id(), ClubPlayers.lines(sheet, ids));
    }
}
