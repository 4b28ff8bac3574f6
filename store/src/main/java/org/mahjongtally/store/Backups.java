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
import org.jdbi.v3.core.mapper.reflect.ColumnName;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.PlayedHand;
import org.mahjongtally.game.PlayerResult;

/**
 * A whole database in one JSON document and back: the club's players, and every game with its
 * ids, edit key hash, share id, version, ruleset text, options, hands and audit trail, exactly as
 * stored (the hand records and audit entries as their stored JSON text), the ids of the changes
 * and imports it has applied (so that a phone's change sent again after a restore is known as
 * made), and what each hand was booked at, so that a database restored from it, H2 or
 * PostgreSQL, is the same database with the same books. Written and read as a stream, one game
 * at a time. The format is docs/backup.md's:
 *
 * <pre>
 * {"format": "mahjong-tally-backup", "version": 2, "written": "2026-...Z",
 *  "players": [{"id": 1, "name": "Ann", "created": "..."}, ...],
 *  "games": [{"id", "created", "updated", "version", "editKeyHash", "shareId", "players": [4 names],
 *             "playerIds": [4 ids], "ruleset": {"id", "hash", "toml"}, "options": "JSON text",
 *             "hands": [{"number", "created", "updated", "record": "JSON text",
 *                        "booked": {"scores": [4], "balances": [4]}}, ...],
 *             "totals": [4],
 *             "audit": [{"at", "action", "hand", "before", "after"}, ...],
 *             "appliedChanges": [{"id", "version", "at"}, ...], "imports": [{"id", "at"}, ...]}, ...]}
 * </pre>
 *
 * Version 1, written before, has no {@code booked}, {@code totals}, {@code appliedChanges} or
 * {@code imports}; it is read as before (each game still checked by replaying it). In version 2
 * a game that replays when the backup is written has every hand's {@code booked} and its
 * {@code totals} (numbers in the order of its {@code players}); one that does not is written
 * without them, and refused when restored, as it would be anyway.
 */
final class Backups {

    static final String FORMAT = "mahjong-tally-backup";
    /** The version written; every version from 1 to this one is read. */
    static final int VERSION = 2;

    private static final JsonFactory JSON = StrictJson.mapper().getFactory();

    private Backups() {
    }

    /** What a game's hands were booked at, and its totals: its sheet when the backup is written. */
    interface Books {
        /** The sheet of this game's row and hands, or empty if they do not replay. */
        Optional<GameSheet> of(GameDao.GameRow row, List<GameDao.TimedHand> hands);
    }

    /**
     * Writes the database the DAO reads (in one read transaction) as a backup, each game's hands
     * with what they are booked at ({@code books}).
     */
    static BackupSummary write(BackupDao dao, OutputStream out, Books books) {
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
                List<GameDao.TimedHand> timed = dao.timedHands(row.id());
                Optional<GameSheet> sheet = books.of(row, timed);
                g.writeArrayFieldStart("hands");
                for (int i = 0; i < timed.size(); i++) {
                    GameDao.TimedHand h = timed.get(i);
                    hands++;
                    g.writeStartObject();
                    g.writeNumberField("number", h.number());
                    g.writeStringField("created", h.created().toString());
                    g.writeStringField("updated", h.updated().toString());
                    g.writeStringField("record", h.recordJson());
                    if (sheet.isPresent()) {
                        Booked booked = Booked.of(sheet.get().hands().get(i));
                        g.writeObjectFieldStart("booked");
                        writeNumbers(g, "scores", booked.scores());
                        writeNumbers(g, "balances", booked.balances());
                        g.writeEndObject();
                    }
                    g.writeEndObject();
                }
                g.writeEndArray();
                if (sheet.isPresent()) {
                    writeNumbers(g, "totals", sheet.get().totals());
                }
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
                g.writeArrayFieldStart("appliedChanges");
                for (AppliedChange c : dao.appliedChanges(row.id())) {
                    g.writeStartObject();
                    g.writeStringField("id", c.changeId());
                    g.writeNumberField("version", c.version());
                    g.writeStringField("at", c.at().toString());
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeArrayFieldStart("imports");
                for (Import i : dao.imports(row.id())) {
                    g.writeStartObject();
                    g.writeStringField("id", i.changeId());
                    g.writeStringField("at", i.at().toString());
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

    private static void writeNumbers(JsonGenerator g, String field, List<Long> numbers) throws IOException {
        g.writeArrayFieldStart(field);
        for (long n : numbers) {
            g.writeNumber(n);
        }
        g.writeEndArray();
    }

    /**
     * What one hand was booked at: each player's score and balance (penalties included), in the
     * order of the game's players.
     */
    record Booked(List<Long> scores, List<Long> balances) {

        /** Copies the lists. */
        Booked {
            scores = List.copyOf(scores);
            balances = List.copyOf(balances);
        }

        /** What a played hand gives. */
        static Booked of(PlayedHand hand) {
            return new Booked(hand.players().stream().map(PlayerResult::score).toList(),
                    hand.players().stream().map(PlayerResult::balance).toList());
        }
    }

    /** A change a writer gave an id, as kept ({@code applied_changes}). */
    record AppliedChange(@ColumnName("change_id") String changeId, int version, @ColumnName("applied_at") Instant at) {
    }

    /** An import a writer gave an id, as kept ({@code imports}). */
    record Import(@ColumnName("change_id") String changeId, @ColumnName("imported_at") Instant at) {
    }

    /**
     * One game read from a backup, to be checked by replaying and then inserted.
     *
     * @param version the version of the backup it was read from
     * @param booked what each hand was booked at, one for each hand; empty in a backup of
     *     version 1, or for a game that did not replay when the backup was written
     * @param totals the game's totals when the backup was written, as {@code booked}
     */
    record GameEntry(int version, GameDao.GameRow row, List<Long> playerIds, List<GameDao.TimedHand> hands,
            Optional<List<Booked>> booked, Optional<List<Long>> totals, List<AuditEntry> audit,
            List<AppliedChange> appliedChanges, List<Import> imports) {
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
            int version = 0;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                switch (field) {
                    case "format" -> {
                        expect(FORMAT.equals(p.getValueAsString()), StoreProblem.BACKUP_WRONG_FORMAT, FORMAT);
                        format = true;
                    }
                    case "version" -> {
                        expect(p.currentToken() == JsonToken.VALUE_NUMBER_INT
                                && p.getNumberType() == JsonParser.NumberType.INT && p.getIntValue() >= 1
                                && p.getIntValue() <= VERSION, StoreProblem.BACKUP_VERSION,
                                String.valueOf(p.getText()), VERSION);
                        version = p.getIntValue();
                    }
                    case "players" -> {
                        expect(format && version > 0, StoreProblem.BACKUP_FORMAT_FIRST);
                        JsonNode list = mapper.readTree(p);
                        List<Player> players = new ArrayList<>();
                        for (JsonNode n : list) {
                            players.add(new Player(number(n, "id"), Player.storedName(text(n, "name")), instant(n, "created")));
                        }
                        sink.players(players);
                    }
                    case "games" -> {
                        expect(format && version > 0, StoreProblem.BACKUP_FORMAT_FIRST);
                        expect(p.currentToken() == JsonToken.START_ARRAY, StoreProblem.BACKUP_GAMES_NOT_AN_ARRAY);
                        while (p.nextToken() == JsonToken.START_OBJECT) {
                            sink.game(game(version, mapper.readTree(p)));
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

    private static GameEntry game(int version, JsonNode n) {
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
            List<Booked> booked = new ArrayList<>();
            for (JsonNode h : n.path("hands")) {
                hands.add(new GameDao.TimedHand(whole(h, "number"), text(h, "record"), instant(h, "created"),
                        instant(h, "updated")));
                if (version >= 2 && !isNull(h, "booked")) {
                    JsonNode b = h.path("booked");
                    booked.add(new Booked(four(b, "booked.scores"), four(b, "booked.balances")));
                }
            }
            // Booked hands and totals come together, for every hand, or not at all.
            boolean books = version >= 2 && !isNull(n, "totals");
            expect(books ? booked.size() == hands.size() : booked.isEmpty(), StoreProblem.BACKUP_BOOKS_PARTLY);
            Optional<List<Long>> totals = books ? Optional.of(four(n, "totals")) : Optional.empty();
            List<AuditEntry> audit = new ArrayList<>();
            for (JsonNode a : n.path("audit")) {
                audit.add(new AuditEntry(instant(a, "at"), text(a, "action"),
                        isNull(a, "hand") ? Optional.empty() : Optional.of(whole(a, "hand")),
                        Optional.ofNullable(nullableText(a, "before")), Optional.ofNullable(nullableText(a, "after"))));
            }
            List<AppliedChange> applied = new ArrayList<>();
            List<Import> imports = new ArrayList<>();
            if (version >= 2) {
                for (JsonNode c : array(n, "appliedChanges")) {
                    applied.add(new AppliedChange(text(c, "id"), whole(c, "version"), instant(c, "at")));
                }
                for (JsonNode i : array(n, "imports")) {
                    imports.add(new Import(text(i, "id"), instant(i, "at")));
                }
            }
            return new GameEntry(version, row, playerIds, hands, books ? Optional.of(booked) : Optional.empty(), totals,
                    audit, applied, imports);
        } catch (GameException e) {
            throw GameException.badGame(Message.of(StoreProblem.GAME_IN_BACKUP, id, e.message()));
        }
    }

    /** An array field of a game of version 2: present, and an array. */
    private static JsonNode array(JsonNode n, String field) {
        expect(n.path(field).isArray(), StoreProblem.BACKUP_NOT_AN_ARRAY, field);
        return n.path(field);
    }

    /**
     * Four whole numbers, one a player: what a hand was booked at, or the totals.
     *
     * @param name the field as the message names it, {@code booked.scores}
     */
    private static List<Long> four(JsonNode n, String name) {
        JsonNode v = n.path(name.substring(name.lastIndexOf('.') + 1));
        List<Long> numbers = new ArrayList<>(4);
        v.forEach(x -> numbers.add(x.isIntegralNumber() && x.canConvertToLong() ? x.asLong() : null));
        expect(v.isArray() && numbers.size() == 4 && !numbers.contains(null), StoreProblem.BACKUP_FOUR_NUMBERS, name);
        return numbers;
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
