/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * What the store reads of games: a game by its id or share id, the list of games and a game's
 * audit trail. Each read sees one consistent state of the game.
 */
final class GameReads {

    private final Transactions transactions;
    private final StoredGames games;

    GameReads(Transactions transactions, StoredGames games) {
        this.transactions = transactions;
        this.games = games;
    }

    /** The game with this id or share id, if there is one. */
    Optional<StoredGame> find(String id) {
        String key = GameIds.normalized(id);
        Function<GameDao, Optional<GameDao.GameState>> state;
        if (GameIds.isWellFormed(key)) {
            state = dao -> dao.findState(key);
        } else if (EditKeys.isShareId(key)) {
            state = dao -> dao.findStateByShareId(key);
        } else {
            return Optional.empty();
        }
        // A game the cache holds at the state of its row needs that row alone: one statement,
        // at the pool's isolation level. Otherwise the row and the hands are read together, at
        // REPEATABLE READ so that they agree.
        GameCache cache = games.cache();
        Optional<GameDao.GameState> now = transactions.transaction(GameStores.ISOLATION,
                handle -> state.apply(handle.attach(GameDao.class)));
        Optional<GameCache.Entry> cached = now.flatMap(cache::find);
        if (now.isEmpty() || cached.isPresent()) {
            return cached.map(GameCache.Entry::game);
        }
        Optional<GameCache.Entry> found = transactions.read(handle -> {
            GameDao dao = handle.attach(GameDao.class);
            return state.apply(dao).map(row -> games.load(dao, row));
        });
        found.ifPresent(cache::put);
        return found.map(GameCache.Entry::game);
    }

    /** Every game, newest first. */
    List<GameSummary> list() {
        return transactions.read(handle -> handle.attach(GameDao.class).summaries());
    }

    /** The changes of a game, oldest first. */
    List<AuditEntry> audit(String id) {
        String key = GameIds.normalized(id);
        return transactions.read(handle -> {
            GameDao dao = handle.attach(GameDao.class);
            if (!GameIds.isWellFormed(key) || dao.findState(key).isEmpty()) {
                throw new GameNotFoundException(id);
            }
            return dao.audit(key);
        });
    }
}
