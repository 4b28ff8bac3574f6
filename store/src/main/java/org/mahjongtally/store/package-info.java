/**
 * Keeps games in a database: {@link org.mahjongtally.store.GameStore} (opened by
 * {@link org.mahjongtally.store.GameStores}) stores each game's players, its ruleset written
 * out in full, its options and its hands as recorded, with an audit trail of every change.
 * Everything a table sees is derived by replaying ({@link org.mahjongtally.game.Game}), never
 * stored twice. {@link org.mahjongtally.store.GameExport} writes and reads a whole game as one
 * JSON file; {@link org.mahjongtally.store.ScoreSheetCsv} writes the score sheet as CSV.
 * {@link org.mahjongtally.store.StrictJson} reads JSON people send, game files here and request
 * bodies in the HTTP API, into records such as {@link org.mahjongtally.json.HandJson}: an
 * unknown field, a wrong type or a missing field is a {@link org.mahjongtally.store.BadJsonException}.
 * {@code StoredGameCodec} writes and reads the stored form of a game's options and hands, every
 * version of it.
 *
 * <p>The schema lives in {@code db/migration} (Flyway), one set of plain SQL for H2 and
 * PostgreSQL alike: {@code games}, {@code hands} ({@code game_id}, {@code hand_no}, the hand
 * record as JSON in the stored form) and {@code audit}.
 */
package org.mahjongtally.store;
