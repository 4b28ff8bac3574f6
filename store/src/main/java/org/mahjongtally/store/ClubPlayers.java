/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mahjongtally.game.GameResult;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.GameSheet;

/**
 * The club's register of players and what each game gives each of its players: the register
 * read and changed, a player's history, the results of a period, and (for the writes of games)
 * the players of a game found or entered and their results kept up to date. The arithmetic of
 * a game's results is core's ({@link GameResult}); this keeps them.
 */
final class ClubPlayers {

    private final Transactions transactions;

    ClubPlayers(Transactions transactions) {
        this.transactions = transactions;
    }

    List<Player> players() {
        return transactions.read(handle -> handle.attach(PlayerDao.class).players());
    }

    Player player(long id) {
        return transactions.read(handle -> handle.attach(PlayerDao.class).player(id))
                .orElseThrow(() -> PlayerException.notFound(id));
    }

    Player addPlayer(String name) {
        String checked = Player.checkedName(name);
        return transactions.write(handle -> {
            PlayerDao dao = handle.attach(PlayerDao.class);
            if (dao.playerByName(checked).isPresent()) {
                throw PlayerException.exists(checked);
            }
            return dao.insertPlayer(checked, Transactions.now());
        });
    }

    Player renamePlayer(long id, String name) {
        String checked = Player.checkedName(name);
        return transactions.write(handle -> {
            PlayerDao dao = handle.attach(PlayerDao.class);
            Player player = dao.player(id).orElseThrow(() -> PlayerException.notFound(id));
            Optional<Player> other = dao.playerByName(checked);
            if (other.isPresent() && other.get().id() != id) {
                throw PlayerException.exists(checked);
            }
            dao.renamePlayer(id, checked);
            return new Player(id, checked, player.created());
        });
    }

    void deletePlayer(long id) {
        transactions.write(handle -> {
            PlayerDao dao = handle.attach(PlayerDao.class);
            dao.player(id).orElseThrow(() -> PlayerException.notFound(id));
            int games = dao.gameCount(id);
            if (games > 0) {
                throw PlayerException.hasGames(id, games);
            }
            dao.deletePlayer(id);
            return null;
        });
    }

    List<PlayerGame> history(long playerId) {
        return transactions.read(handle -> {
            PlayerDao dao = handle.attach(PlayerDao.class);
            dao.player(playerId).orElseThrow(() -> PlayerException.notFound(playerId));
            return dao.playerGames(playerId);
        });
    }

    List<PlayerGame> results(LocalDate from, LocalDate to) {
        Instant start = from.atStartOfDay(ZoneOffset.UTC).toInstant();
        Instant end = to.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        return transactions.read(handle -> handle.attach(PlayerDao.class).playerGames(start, end));
    }

    /** The club's players of a game, in starting seat order: known names found, new ones added. */
    static List<Long> register(PlayerDao dao, GameSetup setup, Instant now) {
        List<Long> ids = new ArrayList<>();
        for (String name : setup.players()) {
            ids.add(dao.playerByName(name).orElseGet(() -> dao.insertPlayer(name, now)).id());
        }
        return ids;
    }

    /** What the game gives each of its players, in starting seat order, for the standings. */
    static List<PlayerGame> lines(GameSheet sheet, List<Long> playerIds) {
        List<GameResult> results = GameResult.of(sheet);
        List<PlayerGame> lines = new ArrayList<>(results.size());
        for (int p = 0; p < results.size(); p++) {
            lines.add(PlayerGame.of(playerIds.get(p), results.get(p)));
        }
        return lines;
    }

    /**
     * Brings what the game gives each player up to date, in place; a game from before the
     * club schema gets its players entered first.
     *
     * @param known the game's players if the cache knew them, else empty (they are read)
     * @return the game's players, in starting seat order
     */
    static List<Long> saveResults(PlayerDao dao, String gameId, GameSheet sheet, List<Long> known, Instant now) {
        List<Long> players = known.size() == 4 ? known : dao.gamePlayerIds(gameId);
        if (players.size() == 4 && dao.updateGamePlayers(gameId, lines(sheet, players))) {
            return players;
        }
        if (players.size() != 4) {
            players = register(dao, sheet.setup(), now);
        }
        dao.replaceGamePlayers(gameId, lines(sheet, players));
        return players;
    }
}
