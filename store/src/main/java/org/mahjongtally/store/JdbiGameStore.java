/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.io.InputStream;
import java.io.OutputStream;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;

/**
 * The {@link GameStore} over Jdbi: a front that hands each call to the part of the store whose
 * job it is. {@link Transactions} runs the transactions (isolation levels, retries, the writes
 * of one game in turn, failures of the database); {@link GameReads} and {@link GameWrites} read
 * and change games, made of their rows by {@link StoredGames} (with the {@link GameCache});
 * {@link ClubPlayers} keeps the club's register and what each game gives each player;
 * {@link BackupRestore} writes and restores a whole database; {@link LegacyUpgrade} brings
 * games from before the club schema up to it. The SQL is in the SQL objects {@link GameDao},
 * {@link PlayerDao} and {@link BackupDao}.
 */
final class JdbiGameStore implements GameStore {

    private final Runnable onClose;
    private final Transactions transactions;
    private final GameReads reads;
    private final GameWrites writes;
    private final ClubPlayers players;
    private final BackupRestore backups;
    private final LegacyUpgrade upgrade;
    private final StoredGames games;

    /**
     * @param onClose releases the connections
     * @param database the database, for messages (no password)
     */
    JdbiGameStore(Jdbi jdbi, Runnable onClose, String database) {
        this.onClose = onClose;
        this.transactions = new Transactions(jdbi, database);
        StoredGames games = new StoredGames();
        this.games = games;
        this.reads = new GameReads(transactions, games);
        this.writes = new GameWrites(transactions, games);
        this.players = new ClubPlayers(transactions);
        this.backups = new BackupRestore(transactions, games);
        this.upgrade = new LegacyUpgrade(transactions, games);
    }

    @Override
    public NewGame start(GameSetup setup) {
        return writes.start(setup, List.of(), "create", Optional.empty());
    }

    @Override
    public NewGame importNew(GameSetup setup, List<HandRecord> hands, Optional<String> changeId) {
        changeId.ifPresent(ChangeIds::checked);
        return writes.start(setup, hands, "import", changeId);
    }

    @Override
    public Optional<StoredGame> find(String id) {
        return reads.find(id);
    }

    @Override
    public StoredGame get(String id) {
        return find(id).orElseThrow(() -> new GameNotFoundException(id));
    }

    @Override
    public List<GameSummary> list() {
        return reads.list();
    }

    @Override
    public StoredGame addHand(String id, HandRecord hand, Expect expect) {
        return writes.addHand(id, hand, expect);
    }

    @Override
    public StoredGame editHand(String id, int number, HandRecord hand, Expect expect) {
        return writes.editHand(id, number, hand, expect);
    }

    @Override
    public StoredGame deleteHand(String id, int number, Expect expect) {
        return writes.deleteHand(id, number, expect);
    }

    @Override
    public List<AuditEntry> audit(String id) {
        return reads.audit(id);
    }

    @Override
    public void deleteGame(String id) {
        writes.deleteGame(id);
    }

    @Override
    public String newEditKey(String id) {
        return writes.newEditKey(id);
    }

    @Override
    public List<Player> players() {
        return players.players();
    }

    @Override
    public Player player(long id) {
        return players.player(id);
    }

    @Override
    public Player addPlayer(String name) {
        return players.addPlayer(name);
    }

    @Override
    public Player renamePlayer(long id, String name) {
        return players.renamePlayer(id, name);
    }

    @Override
    public void deletePlayer(long id) {
        players.deletePlayer(id);
    }

    @Override
    public List<PlayerGame> history(long playerId) {
        return players.history(playerId);
    }

    @Override
    public List<PlayerGame> results(LocalDate from, LocalDate to) {
        return players.results(from, to);
    }

    @Override
    public BackupSummary backup(OutputStream out) {
        return backups.backup(out);
    }

    @Override
    public BackupSummary restore(InputStream in) {
        return backups.restore(in);
    }

    @Override
    public StoredGame warmUp(int hands) {
        return WarmUp.run(transactions, games, hands);
    }

    @Override
    public void ping() {
        transactions.read(handle -> handle.attach(GameDao.class).ping());
    }

    @Override
    public void close() {
        onClose.run();
    }

    /** Brings games kept from before the club schema up to it ({@link LegacyUpgrade}). */
    void completeOldGames() {
        upgrade.completeOldGames();
    }
}
