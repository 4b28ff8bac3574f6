/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.util.ArrayList;
import java.util.List;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.json.JsonProblem;

/**
 * Makes stored games of their rows: the ruleset read from its text (and checked against its
 * hash), the options and the hands from their JSON. A game the {@link GameCache} holds at the
 * state of its row is taken from there instead. Besides that cache, only rulesets (which never
 * change) are kept between calls.
 */
final class StoredGames {

    private final StoredRulesets rulesets = new StoredRulesets();
    private final GameCache cache = new GameCache();

    /** The games last read or written. */
    GameCache cache() {
        return cache;
    }

    /** The ruleset of a new game, written out as the store keeps it. */
    String rulesetText(GameSetup setup) {
        return rulesets.write(setup.ruleset());
    }

    /**
     * The game at the state of its row just read: from the cache if it holds exactly that
     * state, else read whole with its hands (its sheet then worked out when first asked for).
     */
    GameCache.Entry load(GameDao dao, GameDao.GameState state) {
        return cache.find(state).orElseGet(() -> {
            GameDao.GameRow row = dao.findGame(state.id()).orElseThrow(() -> new GameNotFoundException(state.id()));
            return new GameCache.Entry(row.updated(), row.editKeyHash(), stored(row, dao.hands(row.id())), List.of());
        });
    }

    /** The game of a row and its hands' rows. */
    StoredGame stored(GameDao.GameRow row, List<GameDao.HandRow> handRows) {
        GameSetup setup = new GameSetup(row.players(),
                rulesets.read(row.id(), row.rulesetToml(), row.rulesetHash()),
                StoredGameCodec.readOptions(row.optionsJson()));
        List<HandRecord> hands = new ArrayList<>(handRows.size());
        for (GameDao.HandRow h : handRows) {
            hands.add(StoredGameCodec.readHand(h.recordJson(), Message.of(JsonProblem.STORED_HAND, h.number())));
        }
        return new StoredGame(row.id(), setup, hands, row.version(), row.created(),
                row.shareId() == null ? "" : row.shareId());
    }
}
