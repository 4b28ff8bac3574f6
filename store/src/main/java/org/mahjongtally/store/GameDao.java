package org.mahjongtally.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Handle;

/**
 * The SQL of the store, one method a statement, on a handle the caller holds (and usually a
 * transaction it opened). Rows come back as records; nothing here knows about replaying.
 */
final class GameDao {

    private static final String GAME_COLUMNS = "id, created_at, updated_at, player1, player2,"
            + " player3, player4, ruleset_id, ruleset_hash, ruleset_toml, options_json, version";

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
            String rulesetHash, String rulesetToml, String optionsJson, int version) {
    }

    /** A hand row: its number from 1, and the hand record as JSON. */
    record HandRow(int number, String recordJson) {
    }

    /** The game, its row locked until the transaction ends (so writers take turns). */
    Optional<GameRow> lockGame(String id) {
        return handle.createQuery("SELECT " + GAME_COLUMNS + " FROM games WHERE id = :id FOR UPDATE")
                .bind("id", id).map((rs, ctx) -> game(rs)).findOne();
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
                        + " :optionsJson, :version)")
                .bind("id", g.id()).bind("created", g.created()).bind("updated", g.updated())
                .bind("p1", g.players().get(0)).bind("p2", g.players().get(1))
                .bind("p3", g.players().get(2)).bind("p4", g.players().get(3))
                .bind("rulesetId", g.rulesetId()).bind("rulesetHash", g.rulesetHash())
                .bind("rulesetToml", g.rulesetToml()).bind("optionsJson", g.optionsJson())
                .bind("version", g.version())
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

    /** Deletes a game; its hands and audit trail go with it. */
    boolean deleteGame(String gameId) {
        return handle.createUpdate("DELETE FROM games WHERE id = :id").bind("id", gameId).execute() == 1;
    }

    private static GameRow game(ResultSet rs) throws SQLException {
        return new GameRow(rs.getString("id"), instant(rs, "created_at"), instant(rs, "updated_at"),
                players(rs), rs.getString("ruleset_id"), rs.getString("ruleset_hash"),
                rs.getString("ruleset_toml"), rs.getString("options_json"), rs.getInt("version"));
    }

    private static List<String> players(ResultSet rs) throws SQLException {
        return List.of(rs.getString("player1"), rs.getString("player2"), rs.getString("player3"),
                rs.getString("player4"));
    }

    private static Instant instant(ResultSet rs, String column) throws SQLException {
        return rs.getObject(column, OffsetDateTime.class).toInstant();
    }
}
