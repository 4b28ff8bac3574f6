/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.javalin.http.Context;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mahjongtally.json.GameJson;
import org.mahjongtally.json.Json;
import org.mahjongtally.store.StoredGame;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * Writes JSON answers. The trees of the json module ({@code SettlementJson}, {@code ScoreJson},
 * {@code GameJson}, {@code RulesetJson}) are written by its {@link Json}, exactly as the CLI
 * prints them; the API's own response records are written by Jackson.
 */
final class Responses {

    /** The payments' reasons stay in English in the API; the page words them itself from "kind". */
    private static final Words ENGLISH = Words.in(Language.ENGLISH);

    /** The JSON of the games last shown whole. */
    private static final ShownGames SHOWN = new ShownGames();

    /** The content type of every JSON answer. */
    static final String JSON = "application/json; charset=utf-8";

    private Responses() {
    }

    /** Answers with a JSON tree of the json module. */
    static void tree(Context ctx, int status, Object tree) {
        send(ctx, status, Json.write(tree));
    }

    /** Answers with a response record (or a list of them) of this package. */
    static void record(Context ctx, int status, Object value) {
        try {
            send(ctx, status, JsonBodies.objectMapper().writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A game as the API shows it: {@code {"id": ..., ...the score sheet}}. */
    static Map<String, Object> withId(String id, Map<String, Object> tree) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", id);
        json.putAll(tree);
        return json;
    }

    /**
     * A game as the API shows it: {@code {"id", "version", "shareId", ...the score sheet}}. The
     * version is what a write must send back ({@code If-Match}); the share id opens the game
     * read-only.
     */
    static Map<String, Object> game(StoredGame game) {
        return identified(game, GameJson.sheet(game.sheet(), ENGLISH::reason));
    }

    /**
     * Answers with a game, its version as the ETag. The JSON is written once for each state of
     * the game and kept ({@link ShownGames}): a long game's sheet is megabytes.
     */
    static void game(Context ctx, int status, StoredGame game) {
        ctx.header("ETag", "\"" + game.version() + "\"");
        ctx.status(status).contentType(JSON).result(SHOWN.json(game, Responses::gameJson));
    }

    /** The bytes of a game as the API shows it ({@link #game(StoredGame)}), written now. */
    static byte[] gameJson(StoredGame game) {
        return bytes(Json.write(game(game)));
    }

    /**
     * A game just after a hand was recorded, as the API answers it: {@code {"id", "version",
     * "shareId", "finished", "next", "hand", "totals", "standings"}}: the hand just recorded
     * rather than the whole sheet, which {@code GET /api/games/{id}} gives. Recording is the
     * frequent write, and its answer thus stays small however long the game.
     */
    static Map<String, Object> recorded(StoredGame game) {
        return identified(game, GameJson.lastHand(game.sheet(), ENGLISH::reason));
    }

    /** Answers 201 with a game just after a hand was recorded ({@link #recorded}), its version as the ETag. */
    static void recorded(Context ctx, StoredGame game) {
        versioned(ctx, 201, game, recorded(game));
    }

    /** {@code {"id", "version", "shareId"}} of a game, then the rest of what is shown of it. */
    private static Map<String, Object> identified(StoredGame game, Map<String, Object> rest) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", game.id());
        json.put("version", (long) game.version());
        json.put("shareId", game.shareId());
        json.putAll(rest);
        return json;
    }

    /** Answers with a view of a game, the game's version as the ETag. */
    private static void versioned(Context ctx, int status, StoredGame game, Map<String, Object> json) {
        ctx.header("ETag", "\"" + game.version() + "\"");
        tree(ctx, status, json);
    }

    private static void send(Context ctx, int status, String json) {
        ctx.status(status).contentType(JSON).result(bytes(json));
    }

    private static byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }
}
