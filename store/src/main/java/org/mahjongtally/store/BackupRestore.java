/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.transaction.TransactionIsolationLevel;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameSheet;

/**
 * A whole database written as a backup in one read transaction, and a backup restored into an
 * empty database in one write transaction, every game checked by replaying it before it is
 * inserted, and first checked as a file ({@link BackupChecks}), so that what is wrong in it is
 * said about the file, not in the database's words. A backup says what each hand was booked at
 * when it was written; a hand that replays to anything else is refused, naming the game and the
 * hand, and nothing of the backup is kept. The format of a backup is {@link Backups}'
 * (docs/backup.md).
 */
final class BackupRestore {

    private final Transactions transactions;
    private final StoredGames games;

    BackupRestore(Transactions transactions, StoredGames games) {
        this.transactions = transactions;
        this.games = games;
    }

    BackupSummary backup(OutputStream out) {
        return transactions.read(handle -> Backups.write(handle.attach(BackupDao.class), out, this::books));
    }

    /** The sheet of a game as stored, if it replays (a game that does not is backed up without its books). */
    private Optional<GameSheet> books(GameDao.GameRow row, List<GameDao.TimedHand> hands) {
        try {
            return Optional.of(games.stored(row, handRows(hands)).sheet());
        } catch (GameException | StoreException e) {
            return Optional.empty();
        }
    }

    private static List<GameDao.HandRow> handRows(List<GameDao.TimedHand> hands) {
        return hands.stream().map(h -> new GameDao.HandRow(h.number(), h.recordJson())).toList();
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

    /** Inserts a game of a backup, once it is seen to replay to what it was booked at. */
    private void insert(BackupDao dao, Backups.GameEntry entry) {
        GameDao.GameRow row = entry.row();
        GameSheet sheet;
        try {
            sheet = games.stored(row, handRows(entry.hands())).sheet();
        } catch (GameException e) {
            throw GameException.badGame(Message.of(StoreProblem.GAME_IN_BACKUP_DOES_NOT_REPLAY, row.id(), e.message()));
        }
        checkBooks(entry, sheet);
        dao.insertGame(row);
        entry.hands().forEach(h -> dao.insertHand(row.id(), h));
        for (AuditEntry a : entry.audit()) {
            dao.audit(row.id(), a.at(), a.action(), a.hand(), a.before(), a.after());
        }
        for (Backups.AppliedChange c : entry.appliedChanges()) {
            dao.rememberChange(row.id(), c.changeId(), c.version(), c.at());
        }
        for (Backups.Import i : entry.imports()) {
            dao.rememberImport(i.changeId(), row.id(), i.at());
        }
        List<Long> ids = entry.playerIds().size() == 4 ? entry.playerIds()
                : ClubPlayers.register(dao, sheet.setup(), Transactions.now());
        dao.replaceGamePlayers(row.id(), ClubPlayers.lines(sheet, ids));
    }

    /**
     * Checks that every hand replays to the scores and balances it was booked at, and the game to
     * its totals (a backup of version 2; one of version 1 says nothing of them). The first hand
     * that does not is named, its scores if they differ, else its balances.
     *
     * @throws GameException naming the game and the hand, with the numbers booked and replayed
     */
    private static void checkBooks(Backups.GameEntry entry, GameSheet sheet) {
        String id = entry.row().id();
        List<String> players = entry.row().players();
        if (entry.version() >= 2 && entry.booked().isEmpty()) {
            // The game replays now, so the program that wrote the backup would have booked it.
            throw GameException.badGame(Message.of(StoreProblem.GAME_IN_BACKUP, id, Message.of(StoreProblem.BACKUP_BOOKS_PARTLY)));
        }
        List<Backups.Booked> booked = entry.booked().orElse(List.of());
        for (int i = 0; i < booked.size(); i++) {
            Backups.Booked then = booked.get(i);
            Backups.Booked now = Backups.Booked.of(sheet.hands().get(i));
            if (!then.scores().equals(now.scores())) {
                throw GameException.badGame(Message.of(StoreProblem.BACKUP_HAND_SCORES, id, i + 1,
                        byPlayer(players, then.scores()), byPlayer(players, now.scores())));
            }
            if (!then.balances().equals(now.balances())) {
                throw GameException.badGame(Message.of(StoreProblem.BACKUP_HAND_BALANCES, id, i + 1,
                        byPlayer(players, then.balances()), byPlayer(players, now.balances())));
            }
        }
        if (entry.totals().isPresent() && !entry.totals().get().equals(sheet.totals())) {
            throw GameException.badGame(Message.of(StoreProblem.BACKUP_TOTALS, id,
                    byPlayer(players, entry.totals().get()), byPlayer(players, sheet.totals())));
        }
    }

    /** {@code Ann 126, Bob -42, Cid -42, Dee -42}. */
    private static String byPlayer(List<String> players, List<Long> numbers) {
        StringBuilder out = new StringBuilder();
        for (int p = 0; p < players.size(); p++) {
            out.append(p == 0 ? "" : ", ").append(players.get(p)).append(' ').append(numbers.get(p));
        }
        return out.toString();
    }
}
