/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
/**
 * Keeps games in a database: {@link org.mahjongtally.store.GameStore} (opened by
 * {@link org.mahjongtally.store.GameStores}) stores each game's players, its ruleset written
 * out in full, its options and its hands as recorded, with an audit trail of every change.
 * Everything a table sees is derived by replaying ({@link org.mahjongtally.game.Game}); the one
 * thing kept beside a game is what it gives each of the club's players
 * ({@link org.mahjongtally.store.PlayerGame}, worked out by core's
 * {@link org.mahjongtally.game.GameResult} in the same transaction as every write of the game),
 * so that standings ({@link org.mahjongtally.game.Standings}) over any period are one query.
 * {@link org.mahjongtally.store.GameExport} writes and reads a whole game as one
 * JSON file; {@link org.mahjongtally.store.ScoreSheetCsv} writes the score sheet as CSV.
 * {@link org.mahjongtally.store.StrictJson} reads JSON people send, game files here and request
 * bodies in the HTTP API, into records such as {@link org.mahjongtally.json.HandJson}: an
 * unknown field, a wrong type or a missing field is a {@link org.mahjongtally.json.BadJsonException}.
 * {@code StoredGameCodec} writes and reads the stored form of a game's options and hands, every
 * version of it.
 *
 * <p>Inside, the store over Jdbi is a front ({@code JdbiGameStore}) over parts of one job each:
 * transactions ({@code Transactions}), reads and writes of games ({@code GameReads},
 * {@code GameWrites}, games made of their rows by {@code StoredGames}), the club's players
 * ({@code ClubPlayers}), backup and restore ({@code BackupRestore}, the format in
 * {@code Backups}) and the upgrade of games from before the club schema ({@code LegacyUpgrade}).
 * The SQL is in Jdbi SQL objects ({@code GameDao}, {@code PlayerDao}, {@code BackupDao}) whose
 * rows come back as records built by their constructors.
 *
 * <p>The schema lives in {@code db/migration} (Flyway), one set of plain SQL for H2 and
 * PostgreSQL alike: {@code games}, {@code hands} ({@code game_id}, {@code seq}, the hand
 * record as JSON in the stored form; the hands in the order of {@code seq}, a hand's number its
 * place in that order, so that deleting one writes one row), {@code audit}, {@code players} and {@code game_players}.
 */
package org.mahjongtally.store;
