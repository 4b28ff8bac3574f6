package org.mahjongtally.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.json.GameJson;
import org.mahjongtally.store.GameExport;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.ScoreSheetCsv;
import org.mahjongtally.store.StoredGame;

/**
 * Games kept in the store: start one, list them, show one, record, correct and delete hands,
 * export and import, and the audit trail. A game is answered as
 * {@code {"id": ..., ...GameJson.sheet}}; a hand is read by {@link GameJson#readRecord}.
 */
final class GameRoutes {

    private GameRoutes() {
    }

    static void register(RoutesConfig routes, GameStore store) {
        routes.post("/api/games", ctx ->
                game(ctx, 201, store.create(JsonBodies.read(ctx, NewGameRequest.class).setup())));
        routes.get("/api/games", ctx ->
                Responses.record(ctx, 200, store.list().stream().map(GameListItem::of).toList()));
        routes.post("/api/games/import", ctx -> {
            byte[] body = JsonBodies.body(ctx);
            JsonBodies.read(body, Object.class);
            GameExport.Contents contents = GameExport.fromJson(new String(body, StandardCharsets.UTF_8));
            game(ctx, 201, store.importGame(contents.setup(), contents.hands()));
        });
        routes.get("/api/games/{id}", ctx -> game(ctx, 200, store.get(ctx.pathParam("id"))));
        routes.post("/api/games/{id}/hands", ctx ->
                game(ctx, 201, store.addHand(ctx.pathParam("id"), record(ctx))));
        routes.put("/api/games/{id}/hands/{n}", ctx ->
                game(ctx, 200, store.editHand(ctx.pathParam("id"), handNumber(ctx), record(ctx))));
        routes.delete("/api/games/{id}/hands/{n}", ctx ->
                game(ctx, 200, store.deleteHand(ctx.pathParam("id"), handNumber(ctx))));
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

    private static void game(Context ctx, int status, StoredGame game) {
        Responses.tree(ctx, status, Responses.withId(game.id(), GameJson.sheet(game.sheet())));
    }

    private static HandRecord record(Context ctx) {
        return GameJson.readRecord(JsonBodies.read(ctx, Object.class));
    }

    private static int handNumber(Context ctx) {
        String text = ctx.pathParam("n");
        if (!text.matches("[1-9]\\d{0,5}")) {
            throw new BadRequestException(BadRequestException.BAD_REQUEST, "the hand number must be 1 or more,"
                    + " as in /api/games/{id}/hands/3; got '" + text + "'");
        }
        return Integer.parseInt(text);
    }

    /** Offers the export as a file named after the game; ids are letters and digits only. */
    private static void attachment(Context ctx, StoredGame game, String extension) {
        String name = "mahjong-tally-" + game.id().replaceAll("[^A-Za-z0-9-]", "") + "." + extension;
        ctx.header("Content-Disposition", "attachment; filename=\"" + name + "\"");
    }
}
