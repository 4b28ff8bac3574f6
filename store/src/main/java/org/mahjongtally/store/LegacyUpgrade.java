/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.util.List;
import java.util.Optional;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameSheet;

/**
 * Brings games kept from before the club schema (version 2) up to it when a store opens: each
 * gets a share id, and its players are entered in the club's register with what the game gave
 * them. Each game is one transaction; a game that cannot be replayed any more is left as it is.
 */
final class LegacyUpgrade {

    private final Transactions transactions;
    private final StoredGames games;

    LegacyUpgrade(Transactions transactions, StoredGames games) {
        this.transactions = transactions;
        this.games = games;
    }

    void completeOldGames() {
        for (String id : transactions.read(handle -> handle.attach(GameDao.class).gamesToComplete())) {
            transactions.write(handle -> {
                GameDao dao = handle.attach(GameDao.class);
                Optional<GameDao.GameRow> row = dao.lockGame(id);
                if (row.isEmpty()) {
                    return null;
                }
                if (row.get().shareId() == null) {
                    dao.setShareId(id, EditKeys.newShareId());
                }
                StoredGame game = games.stored(dao.lockGame(id).orElseThrow(), dao.hands(id));
                GameSheet sheet;
                try {
                    sheet = game.sheet();
                } catch (GameException e) {
                    return null;
                }
                PlayerDao players = handle.attach(PlayerDao.class);
                List<Long> ids = players.gamePlayerIds(id);
                players.replaceGamePlayers(id, ClubPlayers.lines(sheet,
                        ids.isEmpty() ? ClubPlayers.register(players, game.setup(), Transactions.now()) : ids));
                return null;
            });
        }
    }
}
