/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.rules.RulesetWriter;
import org.mahjongtally.ruleset.Ruleset;

/**
 * The one shape of a game file, its field names spelled here only: a whole game as one JSON
 * text, to keep, to move to another database or phone, or to share; what
 * {@code tally game export} writes and {@code tally game import} and
 * {@code POST /api/games/import} read (the store reads it with Jackson), and what the page
 * keeps of a game played on a phone (the engine in the browser reads it through
 * {@link JsonFields}). Lossless: the players, the ruleset written out in full (so it needs no
 * preset to read), the options and every hand as recorded. Derived numbers are not in it: they
 * come from replaying.
 *
 * <pre>
 * {"format": "mahjong-tally-game", "version": 1, "id": "k3j5x7q2ma", "created": "2025-...Z",
 *  "players": ["Ann", "Bob", "Cid", "Dee"],
 *  "ruleset": {"id": "bmja", "name": "...", "hash": "d47c8f2fd13f0bf6", "toml": "id = ..."},
 *  "options": {...as GameOptionsJson},
 *  "hands": [{...as HandJson}, ...]}
 * </pre>
 *
 * @param created when the game was started where it was written (ISO-8601); not part of a game
 *     read back into the store, which starts it anew
 */
public record GameFileJson(String format, Long version, String id, String created, List<String> players,
        RulesJson ruleset, GameOptionsJson options, List<HandJson> hands) implements JsonShape {

    /** The value of {@code "format"}. */
    public static final String FORMAT = "mahjong-tally-game";

    /** The version of the layout this program writes and reads. */
    public static final int VERSION = 1;

    /**
     * The largest game file read, in bytes, by {@code tally game import}, the server and the page:
     * a game of {@link org.mahjongtally.game.Bound#HANDS} hands as {@code tally game export} writes
     * it (about 220 bytes a hand of typed scores, 350 of tiles; a game of 5,000 hands is 1.1 MB).
     */
    public static final int MAX_BYTES = 4 * 1024 * 1024;

    /** The fields of a game file, in order. */
    public static final List<String> FIELDS = List.copyOf(
            new GameFileJson(null, null, null, null, null, null, null, null).fields().keySet());

    @Override
    public Map<String, Object> fields() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("format", format);
        fields.put("version", version);
        fields.put("id", id);
        fields.put("created", created);
        fields.put("players", players);
        fields.put("ruleset", ruleset);
        fields.put("options", options);
        fields.put("hands", hands);
        return fields;
    }

    /** What a game file holds, once read. */
    public record Contents(GameSetup setup, List<HandRecord> hands, Optional<String> exportedId) {

        /** Copies the hands. */
        public Contents {
            hands = List.copyOf(hands);
        }
    }

    /** The file of a game. */
    public static GameFileJson of(String id, String created, GameSetup setup, List<HandRecord> hands) {
        Ruleset r = setup.ruleset();
        List<HandJson> items = new ArrayList<>();
        for (HandRecord hand : hands) {
            items.add(HandJson.of(hand));
        }
        return new GameFileJson(FORMAT, (long) VERSION, id, created, new ArrayList<>(setup.players()),
                new RulesJson(r.id(), r.name(), r.hash(), RulesetWriter.toToml(r)), GameOptionsJson.of(setup.options()),
                items);
    }

    /**
     * A game file as a platform's reader gives it, its format and version checked first
     * ({@link #checkFormat}); a hand missing its winner is named by its path.
     *
     * @throws BadJsonException for a field of the wrong type, or an unknown one
     */
    public static GameFileJson read(JsonFields in) {
        List<JsonFields> items = in.objects("hands", HandJson.FIELDS);
        List<HandJson> hands = null;
        if (items != null) {
            hands = new ArrayList<>();
            for (JsonFields item : items) {
                try {
                    hands.add(HandJson.read(item));
                } catch (BadFieldException e) {
                    throw new BadJsonException(e.message("hands[" + hands.size() + "]." + e.field()));
                }
            }
        }
        JsonFields rules = in.object("ruleset", RulesJson.FIELDS);
        return new GameFileJson(in.text("format"), in.wholeNumber("version"), in.text("id"), in.text("created"),
                in.texts("players"), rules == null ? null : new RulesJson(rules.text("id"), rules.text("name"),
                        rules.text("hash"), rules.text("toml")),
                GameOptionsJson.read(in.object("options", GameOptionsJson.FIELDS)), hands);
    }

    /**
     * Checks a text's format and version before anything else is read, so that another kind of
     * file, or a game file of a later version (which may have fields this program does not know),
     * is named as such.
     *
     * @param format the text's {@code "format"} if it is a string, else {@code null}
     * @param version its {@code "version"} as JSON text ({@code 1}, {@code "1"}, {@code 1.5}), or
     *     {@code null} if it has none
     * @param whole whether the version is a whole number
     * @throws GameException if it is not a game file of this version
     */
    public static void checkFormat(String format, String version, boolean whole) {
        if (!FORMAT.equals(format)) {
            throw GameException.badGame(Message.of(JsonProblem.NOT_A_GAME_FILE, FORMAT));
        }
        if (version == null) {
            throw GameException.badGame(Message.of(JsonProblem.GAME_FILE_NO_VERSION, VERSION));
        }
        int compared = whole ? new BigInteger(version).compareTo(BigInteger.valueOf(VERSION)) : -1;
        if (!whole || compared != 0) {
            throw GameException.badGame(Message.of(compared > 0 ? JsonProblem.GAME_FILE_TOO_NEW
                    : JsonProblem.GAME_FILE_VERSION, version, VERSION));
        }
    }

    /**
     * What the file holds: the setup, its ruleset read from the rules written out, and the hands
     * as records. The hands are not replayed here.
     *
     * @throws BadJsonException if the players or the ruleset are missing
     * @throws GameException for a hand that cannot be (named by its number) or a changed ruleset
     * @throws org.mahjongtally.rules.RulesetException if its ruleset does not read
     */
    public Contents contents() {
        return contents(RulesJson::read);
    }

    /**
     * The same, the rules read by {@code rules} (which may keep the rules it read before, as the
     * engine in the browser does: reading them is the costly part); see {@link #contents()}.
     */
    public Contents contents(Function<RulesJson, Ruleset> rules) {
        Ruleset read = rules.apply(required(ruleset, "ruleset", JsonProblem.GAME_FILE_RULESET_HINT));
        GameOptions gameOptions = options == null ? GameOptions.DEFAULTS : options.toOptions();
        GameSetup setup = new GameSetup(required(players, "players", JsonProblem.GAME_FILE_PLAYERS_HINT), read,
                gameOptions);
        List<HandRecord> records = new ArrayList<>();
        for (HandJson item : hands == null ? List.<HandJson>of() : hands) {
            try {
                records.add(item.toRecord());
            } catch (GameException e) {
                throw GameException.badGame(Message.of(JsonProblem.HAND_IN_GAME_FILE, records.size() + 1, e.message()));
            }
        }
        return new Contents(setup, records, Optional.ofNullable(id));
    }

    private static <T> T required(T value, String field, JsonProblem how) {
        if (value == null) {
            throw new BadJsonException(Message.of(JsonProblem.FIELD_MISSING, field, Message.of(how)));
        }
        return value;
    }

    /**
     * The ruleset written out in full; its hash, if given, must be the rules' own.
     *
     * @param toml the ruleset as a ruleset file ({@link RulesetWriter#toToml})
     */
    public record RulesJson(String id, String name, String hash, String toml) implements JsonShape {

        /** The fields of the ruleset, in order. */
        public static final List<String> FIELDS = List.copyOf(new RulesJson(null, null, null, null).fields().keySet());

        @Override
        public Map<String, Object> fields() {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("id", id);
            fields.put("name", name);
            fields.put("hash", hash);
            fields.put("toml", toml);
            return fields;
        }

        /**
         * The rules.
         *
         * @throws GameException if their hash is not the one given
         * @throws org.mahjongtally.rules.RulesetException if they do not read
         */
        public Ruleset read() {
            // Named by its field, which reads the same in every language: "ruleset.toml, line 6: ..."
            Ruleset read = RulesetWriter.read("ruleset.toml", required(toml, "ruleset.toml", JsonProblem.GAME_FILE_TOML_HINT));
            if (hash != null && !read.hash().equals(hash)) {
                throw GameException.badGame(Message.of(JsonProblem.GAME_FILE_RULESET_CHANGED, read.hash(), hash));
            }
            return read;
        }
    }
}
