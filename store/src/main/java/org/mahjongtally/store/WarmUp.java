/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.Penalty;
import org.mahjongtally.game.PlayerEntry;
import org.mahjongtally.rules.Rulesets;

/**
 * Reading a game the way the store reads one, on a made-up game, so that a server just started
 * reads its first real game with its code already loaded and compiled. A fresh Java program
 * runs each method slowly until it has run often: the first read of a game of 5,000 hands took
 * several times as long as the second (bench/RESULTS.md, "The first read of a long game").
 * Nothing is written: the game's rows are made in memory and read as stored rows are read
 * ({@link StoredGames#stored}), and the database is asked for the rows of a game that does not
 * exist, by the statements a read of a game uses.
 */
final class WarmUp {

    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");
    /** An id of the form games have that no game has: its letters are never drawn in that order by chance. */
    private static final String NO_GAME = "aaaaaaaaaa";

    private WarmUp() {
    }

    /**
     * Reads a made-up game of {@code hands} hands as a stored game is read, replays it, and asks
     * the database for a game that is not there.
     *
     * @return the game read, its sheet worked out
     */
    static StoredGame run(Transactions transactions, StoredGames games, int hands) {
        transactions.read(handle -> {
            GameDao dao = handle.attach(GameDao.class);
            dao.findState(NO_GAME);
            dao.findGame(NO_GAME);
            return dao.hands(NO_GAME);
        });
        GameSetup setup = new GameSetup(PLAYERS, Rulesets.preset("bmja"), GameOptions.DEFAULTS);
        Instant now = Transactions.now();
        GameDao.GameRow row = new GameDao.GameRow(NO_GAME, now, now, PLAYERS, setup.ruleset().id(),
                setup.ruleset().hash(), games.rulesetText(setup), StoredGameCodec.writeOptions(setup.options()), 1,
                null, "");
        List<GameDao.HandRow> rows = new ArrayList<>(hands);
        for (int n = 1; n <= hands; n++) {
            rows.add(new GameDao.HandRow(n, StoredGameCodec.writeHand(hand(n))));
        }
        StoredGame game = games.stored(row, rows);
        game.sheet();
        return game;
    }

    /**
     * Hand {@code n}: Ann, East, wins and keeps the deal (so the game never ends), on a discard
     * or from the wall, with typed scores or, every twentieth hand, with her tiles; every tenth
     * hand a draw, every seventh a penalty.
     */
    static HandRecord hand(int n) {
        if (n % 10 == 0) {
            return HandRecord.draw(Map.of()).withPenalties(n % 7 == 0 ? penalty() : List.of());
        }
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        entries.put("Ann", n % 20 == 1 ? PlayerEntry.tiles("[RRR] [GGG] 222b 33c 456d win=3c by=wall")
                : PlayerEntry.score(20 + n % 300));
        entries.put("Bob", PlayerEntry.score(n % 60));
        entries.put("Cid", PlayerEntry.score(n % 40));
        entries.put("Dee", PlayerEntry.score(n % 50));
        HandRecord win = HandRecord.win("Ann", entries).withPenalties(n % 7 == 0 ? penalty() : List.of());
        return n % 3 == 0 && n % 20 != 1 ? win.withDiscarder("Bob", Optional.empty()) : win;
    }

    private static List<Penalty> penalty() {
        return List.of(new Penalty(10, List.of("Bob"), List.of("Ann", "Cid", "Dee"), "false Mah-Jong"));
    }
}
