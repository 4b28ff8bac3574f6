package org.mahjongtally.store;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.PreparedBatch;

/**
 * The SQL of the store, one method a statement, on a handle the caller holds (and usually a
 * transaction it opened). Rows come back as records; nothing here knows about replaying. Every
 * value goes in as a bound parameter, never into the text of a statement: the only text joined
 * into SQL is this class's own constants.
 */
final class GameDao {

    private static final String GAME_COLUMNS = "id, created_at, updated_at, player1, player2,"
            + " player3, player4, ruleset_id, ruleset_hash, ruleset_toml, options_json, version, edit_key_hash,"
            + " share_id";
    private static final String PLAYER_GAME_COLUMNS = "gp.player_id, p.name, gp.game_id, g.created_at, gp.seat,"
            + " gp.hands, gp.won, gp.points, gp.money, gp.currency, gp.best_hand, gp.best_hand_no, gp.place";

    private final Handle handle;

    GameDao(Handle handle) {
        this.handle = handle;
    }

    /**
     * A game row as stored.
     *
     * @param players the four players in starting seat order
     */
    record GameRow(String id, Instant created, Instant updated, List<String> players, String rulesetId,
            String rulesetHash, String rulesetToml, String optionsJson, int version, String editKeyHash,
            String shareId) {
    }

    /**
     * The state of a game's row: what a write checks and moves on, without what was fixed when
     * the game started (the ruleset's text alone is kilobytes, and is read only when the game
     * itself must be read).
     */
    record GameState(String id, Instant created, Instant updated, int version, String editKeyHash,
            String shareId) {
    }

    private static final String STATE_COLUMNS = "id, created_at, updated_at, version, edit_key_hash, share_id";

    /** A hand row: its number from 1, and the hand record as JSON. */
    record HandRow(int number, String recordJson) {
    }

    /** The game, its row locked until the transaction ends (so writers take turns). */
    Optional<GameRow> lockGame(String id) {
        return handle.createQuery("SELECT " + GAME_COLUMNS + " FROM games WHERE id = :id FOR UPDATE")
                .bind("id", id).map((rs, ctx) -> game(rs)).findOne();
    }

    /** The state of a game, its row locked until the transaction ends (so writers take turns). */
    Optional<GameState> lockState(String id) {
        return handle.createQuery("SELECT " + STATE_COLUMNS + " FROM games WHERE id = :id FOR UPDATE")
                .bind("id", id).map((rs, ctx) -> state(rs)).findOne();
    }

    Optional<GameState> findState(String id) {
        return handle.createQuery("SELECT " + STATE_COLUMNS + " FROM games WHERE id = :id")
                .bind("id", id).map((rs, ctx) -> state(rs)).findOne();
    }

    Optional<GameState> findStateByShareId(String shareId) {
        return handle.createQuery("SELECT " + STATE_COLUMNS + " FROM games WHERE share_id = :share")
                .bind("share", shareId).map((rs, ctx) -> state(rs)).findOne();
    }

    Optional<GameRow> findGame(String id) {
        return handle.createQuery("SELECT " + GAME_COLUMNS + " FROM games WHERE id = :id")
                .bind("id", id).map((rs, ctx) -> game(rs)).findOne();
    }

    /** Every game with its number of hands, newest first. */
    List<GameSummary> summaries() {
        return handle.createQuery("SELECT g.id, g.player1, g.player2, g.player3, g.player4,"
                        + " g.ruleset_id, g.created_at, g.updated_at,"
                        + " (SELECT COUNT(*) FROM hands h WHERE h.game_id = g.id) AS hand_count"
                        + " FROM games g ORDER BY g.created_at DESC, g.id")
                .map((rs, ctx) -> new GameSummary(rs.getString("id"), players(rs),
                        rs.getString("ruleset_id"), rs.getInt("hand_count"), instant(rs, "created_at"),
                        instant(rs, "updated_at")))
                .list();
    }

    List<HandRow> hands(String gameId) {
        return handle.createQuery("SELECT hand_no, record_json FROM hands WHERE game_id = :id"
                        + " ORDER BY hand_no")
                .bind("id", gameId)
                .map((rs, ctx) -> new HandRow(rs.getInt("hand_no"), rs.getString("record_json")))
                .list();
    }

    void insertGame(GameRow g) {
        handle.createUpdate("INSERT INTO games (" + GAME_COLUMNS + ") VALUES (:id, :created,"
                        + " :updated, :p1, :p2, :p3, :p4, :rulesetId, :rulesetHash, :rulesetToml,"
                        + " :optionsJson, :version, :editKeyHash, :shareId)")
                .bind("id", g.id()).bind("created", g.created()).bind("updated", g.updated())
                .bind("p1", g.players().get(0)).bind("p2", g.players().get(1))
                .bind("p3", g.players().get(2)).bind("p4", g.players().get(3))
                .bind("rulesetId", g.rulesetId()).bind("rulesetHash", g.rulesetHash())
                .bind("rulesetToml", g.rulesetToml()).bind("optionsJson", g.optionsJson())
                .bind("version", g.version()).bind("editKeyHash", g.editKeyHash())
                .bind("shareId", g.shareId())
                .execute();
    }

    void insertHand(String gameId, int number, String json, Instant now) {
        handle.createUpdate("INSERT INTO hands (game_id, hand_no, record_json, created_at, updated_at)"
                        + " VALUES (:id, :no, :json, :now, :now)")
                .bind("id", gameId).bind("no", number).bind("json", json).bind("now", now).execute();
    }

    void updateHand(String gameId, int number, String json, Instant now) {
        handle.createUpdate("UPDATE hands SET record_json = :json, updated_at = :now"
                        + " WHERE game_id = :id AND hand_no = :no")
                .bind("id", gameId).bind("no", number).bind("json", json).bind("now", now).execute();
    }

    /** Deletes hand {@code number} and moves each later hand up one, in order. */
    void deleteHand(String gameId, int number, int count) {
        handle.createUpdate("DELETE FROM hands WHERE game_id = :id AND hand_no = :no")
                .bind("id", gameId).bind("no", number).execute();
        for (int n = number + 1; n <= count; n++) {
            handle.createUpdate("UPDATE hands SET hand_no = :to WHERE game_id = :id AND hand_no = :from")
                    .bind("id", gameId).bind("from", n).bind("to", n - 1).execute();
        }
    }

    /** Moves the game on to the next version, if it is still at {@code expected}. */
    boolean bumpVersion(String gameId, int expected, Instant now) {
        return handle.createUpdate("UPDATE games SET version = :next, updated_at = :now"
                        + " WHERE id = :id AND version = :expected")
                .bind("id", gameId).bind("expected", expected).bind("next", expected + 1)
                .bind("now", now).execute() == 1;
    }

    /**
     * Moves the game on to the next version if its row is exactly in the state given: at that
     * version, last changed then, with that edit key. One statement checks the state, locks the
     * row until the transaction ends and moves it on.
     *
     * @return whether the row was in that state (and is now moved on)
     */
    boolean bumpVersionFrom(String gameId, int expected, Instant updated, String editKeyHash, Instant now) {
        return handle.createUpdate("UPDATE games SET version = :next, updated_at = :now WHERE id = :id"
                        + " AND version = :expected AND updated_at = :updated AND edit_key_hash = :hash")
                .bind("id", gameId).bind("expected", expected).bind("next", expected + 1)
                .bind("updated", updated).bind("hash", editKeyHash).bind("now", now).execute() == 1;
    }

    void audit(String gameId, Instant now, String action, Optional<Integer> hand,
            Optional<String> before, Optional<String> after) {
        handle.createUpdate("INSERT INTO audit (game_id, changed_at, action, hand_no, before_json,"
                        + " after_json) VALUES (:id, :now, :action, :hand, :before, :after)")
                .bind("id", gameId).bind("now", now).bind("action", action)
                .bind("hand", hand.orElse(null)).bind("before", before.orElse(null))
                .bind("after", after.orElse(null))
                .execute();
    }

    List<AuditEntry> audit(String gameId) {
        return handle.createQuery("SELECT changed_at, action, hand_no, before_json, after_json"
                        + " FROM audit WHERE game_id = :id ORDER BY id")
                .bind("id", gameId)
                .map((rs, ctx) -> new AuditEntry(instant(rs, "changed_at"), rs.getString("action"),
                        Optional.ofNullable(rs.getObject("hand_no", Integer.class)),
                        Optional.ofNullable(rs.getString("before_json")),
                        Optional.ofNullable(rs.getString("after_json"))))
                .list();
    }

    void setEditKeyHash(String gameId, String hash) {
        handle.createUpdate("UPDATE games SET edit_key_hash = :hash WHERE id = :id")
                .bind("id", gameId).bind("hash", hash).execute();
    }

    void setShareId(String gameId, String shareId) {
        handle.createUpdate("UPDATE games SET share_id = :share WHERE id = :id")
                .bind("id", gameId).bind("share", shareId).execute();
    }

    /** The ids of games kept from before version 2 of the schema: no share id, or no players. */
    List<String> gamesToComplete() {
        return handle.createQuery("SELECT id FROM games g WHERE share_id IS NULL"
                        + " OR NOT EXISTS (SELECT 1 FROM game_players gp WHERE gp.game_id = g.id) ORDER BY id")
                .mapTo(String.class).list();
    }

    // ---- players

    List<Player> players() {
        return handle.createQuery("SELECT id, name, created_at FROM players ORDER BY name_key, id")
                .map((rs, ctx) -> player(rs)).list();
    }

    Optional<Player> player(long id) {
        return handle.createQuery("SELECT id, name, created_at FROM players WHERE id = :id")
                .bind("id", id).map((rs, ctx) -> player(rs)).findOne();
    }

    Optional<Player> playerByName(String name) {
        return handle.createQuery("SELECT id, name, created_at FROM players WHERE name_key = :key")
                .bind("key", Player.key(name)).map((rs, ctx) -> player(rs)).findOne();
    }

    Player insertPlayer(String name, Instant now) {
        long id = handle.createUpdate("INSERT INTO players (name, name_key, created_at) VALUES (:name, :key, :now)")
                .bind("name", name).bind("key", Player.key(name)).bind("now", now)
                .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one();
        return new Player(id, name, now);
    }

    /** Inserts a player with the id it had elsewhere (a restore). */
    void insertPlayer(Player p) {
        handle.createUpdate("INSERT INTO players (id, name, name_key, created_at) VALUES (:id, :name, :key, :at)")
                .bind("id", p.id()).bind("name", p.name()).bind("key", Player.key(p.name())).bind("at", p.created())
                .execute();
    }

    void renamePlayer(long id, String name) {
        handle.createUpdate("UPDATE players SET name = :name, name_key = :key WHERE id = :id")
                .bind("id", id).bind("name", name).bind("key", Player.key(name)).execute();
    }

    /** Replaces what a game gave each of its players. */
    void replaceGamePlayers(String gameId, List<PlayerGame> lines) {
        handle.createUpdate("DELETE FROM game_players WHERE game_id = :id").bind("id", gameId).execute();
        for (PlayerGame l : lines) {
            handle.createUpdate("INSERT INTO game_players (game_id, seat, player_id, hands, won, points, money,"
                            + " currency, best_hand, best_hand_no, place) VALUES (:game, :seat, :player, :hands,"
                            + " :won, :points, :money, :currency, :best, :bestNo, :place)")
                    .bind("game", gameId).bind("seat", l.seat()).bind("player", l.playerId())
                    .bind("hands", l.hands()).bind("won", l.won()).bind("points", l.points())
                    .bind("money", l.money().toPlainString()).bind("currency", l.currency())
                    .bind("best", l.bestHand()).bind("bestNo", l.bestHandNumber().orElse(null))
                    .bind("place", l.place())
                    .execute();
        }
    }

    /**
     * Brings what a game gives each of its players up to date, the players themselves staying
     * as they are: one batch of four updates (one round trip to the database), each row kept
     * in place rather than deleted and inserted anew.
     *
     * @return whether all four rows were there to update (a game from before the club schema
     *     has none yet)
     */
    boolean updateGamePlayers(String gameId, List<PlayerGame> lines) {
        PreparedBatch batch = handle.prepareBatch("UPDATE game_players SET hands = :hands, won = :won,"
                + " points = :points, money = :money, currency = :currency, best_hand = :best,"
                + " best_hand_no = :bestNo, place = :place WHERE game_id = :game AND seat = :seat");
        for (PlayerGame l : lines) {
            batch.bind("game", gameId).bind("seat", l.seat())
                    .bind("hands", l.hands()).bind("won", l.won()).bind("points", l.points())
                    .bind("money", l.money().toPlainString()).bind("currency", l.currency())
                    .bind("best", l.bestHand()).bind("bestNo", l.bestHandNumber().orElse(null))
                    .bind("place", l.place())
                    .add();
        }
        return Arrays.stream(batch.execute()).allMatch(count -> count == 1) && lines.size() == 4;
    }

    /** The players' ids of a game, in starting seat order (empty before its players are known). */
    List<Long> gamePlayerIds(String gameId) {
        return handle.createQuery("SELECT player_id FROM game_players WHERE game_id = :id ORDER BY seat")
                .bind("id", gameId).mapTo(Long.class).list();
    }

    /** Every player's lines of the games started in [from, to), oldest first. */
    List<PlayerGame> playerGames(Instant from, Instant to) {
        return handle.createQuery("SELECT " + PLAYER_GAME_COLUMNS + " FROM game_players gp"
                        + " JOIN players p ON p.id = gp.player_id JOIN games g ON g.id = gp.game_id"
                        + " WHERE g.created_at >= :from AND g.created_at < :to ORDER BY g.created_at, g.id, gp.seat")
                .bind("from", from).bind("to", to).map((rs, ctx) -> playerGame(rs)).list();
    }

    /** One player's lines, newest game first. */
    List<PlayerGame> playerGames(long playerId) {
        return handle.createQuery("SELECT " + PLAYER_GAME_COLUMNS + " FROM game_players gp"
                        + " JOIN players p ON p.id = gp.player_id JOIN games g ON g.id = gp.game_id"
                        + " WHERE gp.player_id = :id ORDER BY g.created_at DESC, g.id")
                .bind("id", playerId).map((rs, ctx) -> playerGame(rs)).list();
    }

    // ---- backup and restore

    /** Every game row, oldest first. */
    List<GameRow> allGames() {
        return handle.createQuery("SELECT " + GAME_COLUMNS + " FROM games ORDER BY created_at, id")
                .map((rs, ctx) -> game(rs)).list();
    }

    /** A hand row with its times. */
    record TimedHand(int number, String recordJson, Instant created, Instant updated) {
    }

    List<TimedHand> timedHands(String gameId) {
        return handle.createQuery("SELECT hand_no, record_json, created_at, updated_at FROM hands WHERE game_id = :id"
                        + " ORDER BY hand_no")
                .bind("id", gameId)
                .map((rs, ctx) -> new TimedHand(rs.getInt("hand_no"), rs.getString("record_json"),
                        instant(rs, "created_at"), instant(rs, "updated_at")))
                .list();
    }

    void insertHand(String gameId, TimedHand hand) {
        handle.createUpdate("INSERT INTO hands (game_id, hand_no, record_json, created_at, updated_at)"
                        + " VALUES (:id, :no, :json, :created, :updated)")
                .bind("id", gameId).bind("no", hand.number()).bind("json", hand.recordJson())
                .bind("created", hand.created()).bind("updated", hand.updated()).execute();
    }

    /** How many rows the club tables hold: zero for an empty database. */
    long rows() {
        return handle.createQuery("SELECT (SELECT COUNT(*) FROM games) + (SELECT COUNT(*) FROM players)")
                .mapTo(Long.class).one();
    }

    /**
     * Makes the next generated id of a table's identity column follow the ids restored. The
     * number is the database's own maximum, never text from outside.
     */
    void restartIdentity(String table) {
        if (!table.equals("players") && !table.equals("audit")) {
            throw new IllegalArgumentException(table);
        }
        long next = handle.createQuery("SELECT COALESCE(MAX(id), 0) + 1 FROM " + table).mapTo(Long.class).one();
        handle.execute("ALTER TABLE " + table + " ALTER COLUMN id RESTART WITH " + next);
    }

    /** Whether the database answers. */
    void ping() {
        handle.createQuery("SELECT 1").mapTo(Integer.class).one();
    }

    /** Deletes a game; its hands and audit trail go with it. */
    boolean deleteGame(String gameId) {
        return handle.createUpdate("DELETE FROM games WHERE id = :id").bind("id", gameId).execute() == 1;
    }

    private static GameRow game(ResultSet rs) throws SQLException {
        return new GameRow(rs.getString("id"), instant(rs, "created_at"), instant(rs, "updated_at"),
                players(rs), rs.getString("ruleset_id"), rs.getString("ruleset_hash"),
                rs.getString("ruleset_toml"), rs.getString("options_json"), rs.getInt("version"),
                rs.getString("edit_key_hash"), rs.getString("share_id"));
    }

    private static GameState state(ResultSet rs) throws SQLException {
        return new GameState(rs.getString("id"), instant(rs, "created_at"), instant(rs, "updated_at"),
                rs.getInt("version"), rs.getString("edit_key_hash"), rs.getString("share_id"));
    }

    private static Player player(ResultSet rs) throws SQLException {
        return new Player(rs.getLong("id"), rs.getString("name"), instant(rs, "created_at"));
    }

    private static PlayerGame playerGame(ResultSet rs) throws SQLException {
        return new PlayerGame(rs.getLong("player_id"), rs.getString("name"), rs.getString("game_id"),
                instant(rs, "created_at"), rs.getInt("seat"), rs.getInt("hands"), rs.getInt("won"),
                rs.getLong("points"), new BigDecimal(rs.getString("money")), rs.getString("currency"),
                rs.getLong("best_hand"), Optional.ofNullable(rs.getObject("best_hand_no", Integer.class)),
                rs.getInt("place"));
    }

    private static List<String> players(ResultSet rs) throws SQLException {
        return List.of(rs.getString("player1"), rs.getString("player2"), rs.getString("player3"),
                rs.getString("player4"));
    }

    private static Instant instant(ResultSet rs, String column) throws SQLException {
        return rs.getObject(column, OffsetDateTime.class).toInstant();
    }
}
