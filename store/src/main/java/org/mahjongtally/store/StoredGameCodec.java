/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import org.mahjongtally.json.BadJsonException;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.json.GameOptionsJson;
import org.mahjongtally.json.HandJson;
import org.mahjongtally.json.Json;
import org.mahjongtally.json.JsonProblem;

/**
 * The stored form of a game: the JSON text the store keeps of its options (the column
 * {@code options_json}) and of each hand ({@code record_json}, and the audit's before and after).
 * Each text says the layout it is written in, so that a later program can tell it from the
 * earlier ones and read them all:
 * <ul>
 *   <li>version {@value #VERSION}, written now: {@code {"format": 2, "options": {...}}} and
 *       {@code {"format": 2, "hand": {...}}}, the options as {@link GameOptionsJson}, the hand as
 *       {@link HandJson};</li>
 *   <li>version 1, with no {@code "format"}: the options or the hand itself, as written before
 *       the stored form had a version. Its hands say {@code "payForAll"} as {@code true} or
 *       {@code false} (written before the ruleset's rule applied to games; read as the hand's own
 *       choice, as they were settled) or {@code null} (no choice).</li>
 * </ul>
 * Both are read by the store's one strict reader ({@link StrictJson}); a text of a later
 * version, or one that is not of these shapes, is a {@link GameException} naming what it is.
 */
final class StoredGameCodec {

    /** The version of the stored form this program writes. */
    static final int VERSION = 2;

    private static final String FORMAT = "format";
    private static final String OPTIONS = "options";
    private static final String HAND = "hand";

    private StoredGameCodec() {
    }

    /** The stored text of a game's options. */
    static String writeOptions(GameOptions options) {
        return write(OPTIONS, GameOptionsJson.of(options));
    }

    /** The stored text of a hand. */
    static String writeHand(HandRecord hand) {
        return write(HAND, HandJson.of(hand));
    }

    /**
     * Reads stored game options, of any version.
     *
     * @throws GameException if the text is not stored options of a version this program reads
     */
    static GameOptions readOptions(String text) {
        return read(text, OPTIONS, GameOptionsJson.class, Message.of(JsonProblem.STORED_OPTIONS)).toOptions();
    }

    /**
     * Reads a stored hand, of any version.
     *
     * @param what the hand, for messages: {@link JsonProblem#STORED_HAND} or {@link JsonProblem#AUDIT_HAND}
     * @throws GameException if the text is not a stored hand of a version this program reads
     */
    static HandRecord readHand(String text, Message what) {
        return read(text, HAND, HandJson.class, what).toRecord();
    }

    private static String write(String part, Object shape) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put(FORMAT, (long) VERSION);
        json.put(part, shape);
        return Json.write(json);
    }

    private static <T> T read(String text, String part, Class<T> shape, Message what) {
        try {
            JsonNode tree = StrictJson.tree(text.getBytes(StandardCharsets.UTF_8), what);
            JsonNode version = tree.get(FORMAT);
            if (version == null) {
                return StrictJson.convert(tree, shape, what);
            }
            if (!version.isIntegralNumber() || version.longValue() != VERSION) {
                throw GameException.badGame(Message.of(StoreProblem.STORED_FORM_TOO_NEW, what, version.toString(), VERSION));
            }
            if (tree.size() != 2 || !tree.has(part)) {
                throw GameException.badGame(Message.of(StoreProblem.STORED_FORM_SHAPE, what, FORMAT, VERSION, part));
            }
            return StrictJson.convert(tree.get(part), shape, what);
        } catch (BadJsonException e) {
            throw GameException.badGame(Message.of(StoreProblem.STORED_UNREADABLE, what, e.message()));
        }
    }
}
