/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameException;

/**
 * A whole database in one JSON document and back: the club's players, and every game with its
 * ids, edit key hash, share id, version, ruleset text, options, hands and audit trail, exactly as
 * stored (the hand records and audit entries as their stored JSON text), so that a database
 * restored from it, H2 or PostgreSQL, is the same database. Written and read as a stream, one
 * game at a time.
 *
 * <pre>
 * {"format": "mahjong-tally-backup", "version": 1, "written": "2026-...Z",
 *  "players": [{"id": 1, "name": "Ann", "created": "..."}, ...],
 *  "games": [{"id", "created", "updated", "version", "editKeyHash", "shareId", "players": [4 names],
 *             "ruleset": {"id", "hash", "toml"}, "options": "JSON text",
 *             "hands": [{"number", "created", "updated", "record": "JSON text"}, ...],
 *             "audit": [{"at", "action", "hand", "before", "after"}, ...]}, ...]}
 * </pre>
 */
final class Backups {

    static final String FORMAT = "mahjong-tally-backup";
    static final int VERSION = 1;

    private static final JsonFactory JSON = StrictJson.mapper().getFactory();

    private Backups() {
    }

    /** Writes the database the DAO reads (in one read transaction) as a backup. */
    static BackupSummary write(BackupDao dao, OutputStream out) {
        int games = 0;
        int hands = 0;
        int audit = 0;
        List<Player> players = dao.players();
        try (JsonGenerator g = JSON.createGenerator(out, JsonEncoding.UTF8)) {
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeStringField("format", FORMAT);
            g.writeNumberField("version", VERSION);
            g.writeStringField("written", Instant.now().toString());
            g.writeArrayFieldStart("players");
            for (Player p : players) {
                g.writeStartObject();
                g.writeNumberField("id", p.id());
                g.writeStringField("name", p.name());
                g.writeStringField("created", p.created().toString());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("games");
            for (GameDao.GameRow row : dao.allGames()) {
                games++;
                g.writeStartObject();
                g.writeStringField("id", row.id());
                g.writeStringField("created", row.created().toString());
                g.writeStringField("updated", row.updated().toString());
                g.writeNumberField("version", row.version());
                g.writeStringField("editKeyHash", row.editKeyHash());
                g.writeStringField("shareId", row.shareId());
                g.writeArrayFieldStart("players");
                for (String name : row.players()) {
                    g.writeString(name);
                }
                g.writeEndArray();
                g.writeArrayFieldStart("playerIds");
                for (long id : dao.gamePlayerIds(row.id())) {
                    g.writeNumber(id);
                }
                g.writeEndArray();
                g.writeObjectFieldStart("ruleset");
                g.writeStringField("id", row.rulesetId());
                g.writeStringField("hash", row.rulesetHash());
                g.writeStringField("toml", row.rulesetToml());
                g.writeEndObject();
                g.writeStringField("options", row.optionsJson());
                g.writeArrayFieldStart("hands");
                for (GameDao.TimedHand h : dao.timedHands(row.id())) {
                    hands++;
                    g.writeStartObject();
                    g.writeNumberField("number", h.number());
                    g.writeStringField("created", h.created().toString());
                    g.writeStringField("updated", h.updated().toString());
                    g.writeStringField("record", h.recordJson());
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeArrayFieldStart("audit");
                for (AuditEntry e : dao.audit(row.id())) {
                    audit++;
                    g.writeStartObject();
                    g.writeStringField("at", e.at().toString());
                    g.writeStringField("action", e.action());
                    if (e.hand().isPresent()) {
                        g.writeNumberField("hand", e.hand().get());
                    } else {
                        g.writeNullField("hand");
                    }
                    g.writeStringField("before", e.before().orElse(null));
                    g.writeStringField("after", e.after().orElse(null));
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new BackupSummary(players.size(), games, hands, audit);
    }

    /** One game read from a backup, to be checked by replaying and then inserted. */
    record GameEntry(GameDao.GameRow row, List<Long> playerIds, List<GameDao.TimedHand> hands,
            List<AuditEntry> audit) {
    }

    /** Receives what a backup holds, in order: its players, then its games one by one. */
    interface Sink {
        void players(List<Player> players);

        void game(GameEntry game);
    }

    /**
     * Reads a backup and hands its contents to the sink.
     *
     * @throws GameException if it is not a backup of this version, naming what is wrong
     */
    static void read(InputStream in, Sink sink) {
        // Read part by part, so the rest of the document after each part is not "trailing".
        ObjectReader mapper = StrictJson.mapper().reader().without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        try (JsonParser p = JSON.createParser(in)) {
            expect(p.nextToken() == JsonToken.START_OBJECT, StoreProblem.BACKUP_NOT_AN_OBJECT);
            boolean format = false;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                switch (field) {
                    case "format" -> {
                        expect(FORMAT.equals(p.getValueAsString()), StoreProblem.BACKUP_WRONG_FORMAT, FORMAT);
                        format = true;
                    }
                    case "version" -> expect(p.currentToken() == JsonToken.VALUE_NUMBER_INT && p.getIntValue() == VERSION,
                            StoreProblem.BACKUP_VERSION, String.valueOf(p.getText()), VERSION);
                    case "players" -> {
                        expect(format, StoreProblem.BACKUP_FORMAT_FIRST);
                        JsonNode list = mapper.readTree(p);
                        List<Player> players = new ArrayList<>();
                        for (JsonNode n : list) {
                            players.add(new Player(number(n, "id"), Player.storedName(text(n, "name")), instant(n, "created")));
                        }
                        sink.players(players);
                    }
                    case "games" -> {
                        expect(format, StoreProblem.BACKUP_FORMAT_FIRST);
                        expect(p.currentToken() == JsonToken.START_ARRAY, StoreProblem.BACKUP_GAMES_NOT_AN_ARRAY);
                        while (p.nextToken() == JsonToken.START_OBJECT) {
                            sink.game(game(mapper.readTree(p)));
                        }
                    }
                    default -> p.skipChildren();
                }
            }
            expect(format, StoreProblem.BACKUP_NO_FORMAT);
            expectEnd(p);
        } catch (IOException e) {
            throw GameException.badGame(Message.of(StoreProblem.BACKUP_UNREADABLE,
                    String.valueOf(e.getMessage()).lines().findFirst().orElse("")));
        }
    }

    /** Checks nothing follows the backup's object but white space: no second document, no stray text. */
    private static void expectEnd(JsonParser p) {
        boolean end;
        try {
            end = p.nextToken() == null;
        } catch (IOException e) {
            end = false;
        }
        expect(end, StoreProblem.BACKUP_TRAILING);
    }

    private static GameEntry game(JsonNode n) {
        String id = text(n, "id");
        try {
            List<String> players = new ArrayList<>();
            n.path("players").forEach(x -> players.add(x.asText()));
            expect(players.size() == 4, StoreProblem.BACKUP_FOUR_PLAYERS);
            List<Long> playerIds = new ArrayList<>();
            n.path("playerIds").forEach(x -> playerIds.add(x.asLong()));
            JsonNode rules = n.path("ruleset");
            GameDao.GameRow row = new GameDao.GameRow(id, instant(n, "created"), instant(n, "updated"), players,
                    text(rules, "id"), text(rules, "hash"), text(rules, "toml"), text(n, "options"),
                    whole(n, "version"), nullableText(n, "editKeyHash"), text(n, "shareId"));
            List<GameDao.TimedHand> hands = new ArrayList<>();
            for (JsonNode h : n.path("hands")) {
                hands.add(new GameDao.TimedHand(whole(h, "number"), text(h, "record"), instant(h, "created"),
                        instant(h, "updated")));
            }
            List<AuditEntry> audit = new ArrayList<>();
            for (JsonNode a : n.path("audit")) {
                audit.add(new AuditEntry(instant(a, "at"), text(a, "action"),
                        isNull(a, "hand") ? Optional.empty() : Optional.of(whole(a, "hand")),
                        Optional.ofNullable(nullableText(a, "before")), Optional.ofNullable(nullableText(a, "after"))));
            }
            return new GameEntry(row, playerIds, hands, audit);
        } catch (GameException e) {
            throw GameException.badGame(Message.of(StoreProblem.GAME_IN_BACKUP, id, e.message()));
        }
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.path(field);
        expect(v.isTextual(), StoreProblem.BACKUP_NOT_TEXT, field);
        return v.asText();
    }

    /** A text field that may be {@code null} or left out. */
    private static String nullableText(JsonNode n, String field) {
        return isNull(n, field) ? null : text(n, field);
    }

    private static boolean isNull(JsonNode n, String field) {
        return n.path(field).isNull() || n.path(field).isMissingNode();
    }

    /** A whole number from 1 that fits the database's integer columns: a version, a hand's number. */
    private static int whole(JsonNode n, String field) {
        long v = number(n, field);
        expect(v >= 1 && v <= Integer.MAX_VALUE, StoreProblem.BACKUP_NOT_COUNTED, field, n.path(field).toString(),
                Integer.MAX_VALUE);
        return (int) v;
    }

    private static long number(JsonNode n, String field) {
        JsonNode v = n.path(field);
        expect(v.isIntegralNumber() && v.canConvertToLong(), StoreProblem.BACKUP_NOT_A_WHOLE_NUMBER, field);
        return v.asLong();
    }

    private static Instant instant(JsonNode n, String field) {
        try {
            return Instant.parse(text(n, field));
        } catch (DateTimeParseException e) {
            throw GameException.badGame(Message.of(StoreProblem.BACKUP_NOT_A_TIME, field));
        }
    }

    /** @throws GameException saying {@code problem} with its values, if the condition is false */
    private static void expect(boolean condition, StoreProblem problem, Object... values) {
        if (!condition) {
            throw GameException.badGame(Message.of(problem, values));
        }
    }
}
