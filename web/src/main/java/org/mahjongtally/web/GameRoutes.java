/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.mahjongtally.json.GameFileJson;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.json.HandJson;
import org.mahjongtally.json.ScoreJson;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.json.BadJsonException;
import org.mahjongtally.store.ChangeAppliedException;
import org.mahjongtally.store.Expect;
import org.mahjongtally.store.GameExport;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.NewGame;
import org.mahjongtally.store.ScoreSheetCsv;
import org.mahjongtally.store.StoredGame;

/**
 * Games kept in the store: start one or import one (bounded per address and in all,
 * {@link NewGames}), list them (those asked for by id; all for the administrator), show one,
 * record, correct and delete hands,
 * export and import, the audit trail; for the administrator, delete a game or give it a new
 * edit key. A game is answered as {@link Responses#game}, except after recording a hand
 * ({@link Responses#recorded}: the new hand, not the whole sheet again); a hand is read as a
 * {@link HandJson}, strictly. Who may do what: {@link Access}.
 */
final class GameRoutes {

    private GameRoutes() {
    }

    static void register(RoutesConfig routes, GameStore store, ServerOptions options) {
        NewGames newGames = new NewGames(options.clock(), options.newGames());
        routes.post("/api/games", ctx -> {
            newGames.take(ctx, 1);
            created(ctx, store.start(JsonBodies.read(ctx, NewGameRequest.class).setup()), "create");
        });
        routes.get("/api/games", ctx -> Responses.record(ctx, 200, listed(ctx, store, options)));
        routes.post("/api/games/import", ctx -> {
            newGames.take(ctx, 1);
            byte[] body = JsonBodies.body(ctx);
            JsonBodies.read(body, Object.class);
            // Read as tally game import reads a file: strictly, with the same messages.
            GameFileJson.Contents contents = GameExport.fromJson(new String(body, StandardCharsets.UTF_8));
            int more = NewGameLimits.cost(contents.hands().size()) - 1;
            if (more > 0) {
                newGames.take(ctx, more);
            }
            created(ctx, store.importNew(contents.setup(), contents.hands(), Access.changeId(ctx)), "import");
        });
        routes.get("/api/games/{id}", ctx -> Responses.game(ctx, 200, store.get(ctx.pathParam("id"))));
        routes.post("/api/games/{id}/score", ctx -> scoreInGame(ctx, store));
        routes.delete("/api/games/{id}", ctx -> {
            Access.admin(ctx, options);
            String id = store.get(ctx.pathParam("id")).id();
            store.deleteGame(id);
            ChangeLog.game(ctx, "delete-game", id, null, null);
            ctx.status(204);
        });
        routes.post("/api/games/{id}/edit-key", ctx -> {
            Access.admin(ctx, options);
            String id = store.get(ctx.pathParam("id")).id();
            String key = store.newEditKey(id);
            ChangeLog.game(ctx, "new-key", id, null, null);
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("id", id);
            json.put("editKey", key);
            Responses.tree(ctx, 200, json);
        });
        routes.post("/api/games/{id}/hands", ctx -> changing(ctx, () -> {
            String key = Access.editKey(ctx);
            ObjectNode body = JsonBodies.object(ctx);
            Expect expect = Access.expect(ctx, body, key);
            StoredGame game = store.addHand(ctx.pathParam("id"), hand(body), expect);
            ChangeLog.game(ctx, "record", game.id(), game.hands().size(), game.version());
            Responses.recorded(ctx, game);
        }));
        routes.put("/api/games/{id}/hands/{n}", ctx -> changing(ctx, () -> {
            int number = handNumber(ctx);
            String key = Access.editKey(ctx);
            ObjectNode body = JsonBodies.object(ctx);
            Expect expect = Access.expect(ctx, body, key);
            StoredGame game = store.editHand(ctx.pathParam("id"), number, hand(body), expect);
            ChangeLog.game(ctx, "edit", game.id(), number, game.version());
            Responses.game(ctx, 200, game);
        }));
        routes.delete("/api/games/{id}/hands/{n}", ctx -> changing(ctx, () -> {
            int number = handNumber(ctx);
            String key = Access.editKey(ctx);
            StoredGame game = store.deleteHand(ctx.pathParam("id"), number, Access.expect(ctx, null, key));
            ChangeLog.game(ctx, "delete", game.id(), number, game.version());
            Responses.game(ctx, 200, game);
        }));
        routes.get("/api/games/{id}/export.json", ctx -> {
            StoredGame game = store.get(ctx.pathParam("id"));
            attachment(ctx, game, "json");
            ctx.contentType(Responses.JSON).result(GameExport.toJson(game).getBytes(StandardCharsets.UTF_8));
        });
        routes.get("/api/games/{id}/export.csv", ctx -> {
            StoredGame game = store.get(ctx.pathParam("id"));
            attachment(ctx, game, "csv");
            ctx.contentType("text/csv; charset=utf-8")
                    .result(ScoreSheetCsv.write(game.sheet()).getBytes(StandardCharsets.UTF_8));
        });
        routes.get("/api/games/{id}/audit", ctx ->
                Responses.record(ctx, 200, store.audit(ctx.pathParam("id")).stream().map(AuditLine::of).toList()));
    }

    /**
     * The lines of {@code GET /api/games}: with {@code ?ids=a,b,...}, the games of those ids (an
     * id is all that reading a game needs, so anyone holding it may see its line; unknown ids are
     * left out); without, every game, for the administrator only (the players
     * of every game were listed to any visitor).
     */
    private static List<GameListItem> listed(Context ctx, GameStore store, ServerOptions options) {
        String ids = ctx.queryParam("ids");
        if (ids == null) {
            Access.admin(ctx, options);
            return store.list().stream().map(GameListItem::of).toList();
        }
        Set<String> wanted = Arrays.stream(ids.split(",")).map(String::strip).collect(Collectors.toSet());
        return store.list().stream().filter(g -> wanted.contains(g.id())).map(GameListItem::of).toList();
    }

    /** A game just started: 201, the game, and its edit key (the only time it is shown). */
    private static void created(Context ctx, NewGame started, String action) {
        StoredGame game = started.game();
        ChangeLog.game(ctx, action, game.id(), null, game.version());
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("editKey", started.editKey());
        json.putAll(Responses.game(game));
        ctx.header("ETag", "\"" + game.version() + "\"");
        Responses.tree(ctx, 201, json);
    }

    /**
     * Makes a change of a game's hands. One sent again with the id of a change already made
     * ({@code Idempotency-Key}: its answer was lost) is not made twice: 200, the game as it is now
     * (its version as the ETag) with {@code "alreadyMade": {"version": V}}, the version that change
     * made. The game may have moved on since; the writer's later changes were made on V.
     */
    private static void changing(Context ctx, Runnable change) {
        try {
            change.run();
        } catch (ChangeAppliedException made) {
            StoredGame game = made.current();
            ChangeLog.game(ctx, "already-made", game.id(), null, made.madeVersion());
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("alreadyMade", Map.of("version", (long) made.madeVersion()));
            json.putAll(Responses.game(game));
            ctx.header("ETag", "\"" + game.version() + "\"");
            Responses.tree(ctx, 200, json);
        }
    }

    /** The hand of a body whose {@code "version"} was taken out ({@link Access#expect}). */
    private static HandRecord hand(ObjectNode body) {
        return JsonBodies.read(body, HandJson.class).toRecord();
    }

    private static int handNumber(Context ctx) {
        String text = ctx.pathParam("n");
        if (!text.matches("[1-9]\\d{0,5}")) {
            throw new BadRequestException(ErrorCode.BAD_REQUEST, WebProblem.BAD_HAND_NUMBER, text);
        }
        return Integer.parseInt(text);
    }

    /** Offers the export as a file named after the game; ids are letters and digits only. */
    private static void attachment(Context ctx, StoredGame game, String extension) {
        String name = "mahjong-tally-" + game.id().replaceAll("[^A-Za-z0-9-]", "") + "." + extension;
        ctx.header("Content-Disposition", "attachment; filename=\"" + name + "\"");
    }

    /**
     * {@code POST /api/games/{id}/score}: a hand scored under the game's own ruleset (its table
     * options included), as the page previews a hand before it is recorded. Changes nothing.
     */
    private static void scoreInGame(Context ctx, GameStore store) {
        Ruleset ruleset = store.get(ctx.pathParam("id")).setup().ruleset();
        ScoreRequest request = JsonBodies.read(ctx, ScoreRequest.class);
        if (request.ruleset() != null) {
            throw new BadJsonException(Message.of(WebProblem.RULESET_IN_GAME, ruleset.id()));
        }
        Responses.tree(ctx, 200, ScoreJson.of(Scorer.score(request.parsedHand(), ruleset)));
    }
}
