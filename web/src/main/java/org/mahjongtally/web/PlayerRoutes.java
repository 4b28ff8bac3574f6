/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.game.Standings;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.Player;
import org.mahjongtally.store.PlayerGame;
import org.mahjongtally.store.StoredGame;
import org.mahjongtally.store.StrictJson;

/**
 * The club's players: the list, one player with his games, the standings over a period, for
 * anyone as far as the server publishes them ({@link ServerOptions.Publish}); for the
 * administrator, adding a player, renaming one and deleting one who has no games (a junk name).
 */
final class PlayerRoutes {

    /** The first day a period may start on when none is given. */
    static final LocalDate EARLIEST = LocalDate.of(1970, 1, 1);

    private PlayerRoutes() {
    }

    /** The body of {@code POST /api/players} and {@code PUT /api/players/{id}}. */
    record PlayerRequest(String name) {
    }

    /** A player as the API shows him. */
    record PlayerItem(long id, String name, String created) {
        static PlayerItem of(Player p) {
            return new PlayerItem(p.id(), p.name(), p.created().toString());
        }
    }

    /** One game of a player's history; {@code game} names it as {@link #gameLink} says, or is null. */
    record HistoryLine(String game, String started, int seat, int hands, int won, long points, String money,
            String currency, long bestHand, Integer bestHandNumber, int place) {
        static HistoryLine of(PlayerGame g, UnaryOperator<String> link) {
            return new HistoryLine(link.apply(g.gameId()), g.started().toString(), g.seat(), g.hands(), g.won(), g.points(),
                    g.money().toPlainString(), g.currency(), g.bestHand(), g.bestHandNumber().orElse(null), g.place());
        }
    }

    /** One line of the standings. */
    record StandingLine(int place, long player, String name, int games, int hands, int won, long points,
            String average, Map<String, String> money, long bestHand, String bestGame, Integer bestHandNumber) {
    }

    /** A player with his games. */
    record PlayerPage(long id, String name, String created, StandingLine totals, List<HistoryLine> games) {
    }

    static void register(RoutesConfig routes, GameStore store, ServerOptions options) {
        routes.get("/api/players", ctx -> {
            Access.clubReader(ctx, options);
            Responses.record(ctx, 200, store.players().stream().map(PlayerItem::of).toList());
        });
        routes.get("/api/players/{id}", ctx -> {
            UnaryOperator<String> link = gameLink(ctx, store, options);
            Player player = store.player(playerId(ctx));
            List<PlayerGame> games = store.history(player.id());
            List<StandingLine> totals = lines(Standings.of(games), link);
            Responses.record(ctx, 200, new PlayerPage(player.id(), player.name(), player.created().toString(),
                    totals.isEmpty() ? null : totals.get(0), games.stream().map(g -> HistoryLine.of(g, link)).toList()));
        });
        routes.post("/api/players", ctx -> {
            Access.admin(ctx, options);
            Player player = store.addPlayer(name(ctx));
            ChangeLog.player(ctx, "add-player", player.id());
            Responses.record(ctx, 201, PlayerItem.of(player));
        });
        routes.put("/api/players/{id}", ctx -> {
            Access.admin(ctx, options);
            long id = playerId(ctx);
            Player player = store.renamePlayer(id, name(ctx));
            ChangeLog.player(ctx, "rename-player", player.id());
            Responses.record(ctx, 200, PlayerItem.of(player));
        });
        routes.delete("/api/players/{id}", ctx -> {
            Access.admin(ctx, options);
            long id = playerId(ctx);
            store.deletePlayer(id);
            ChangeLog.player(ctx, "delete-player", id);
            ctx.status(204);
        });
        routes.get("/api/standings", ctx -> {
            UnaryOperator<String> link = gameLink(ctx, store, options);
            LocalDate from = date(ctx, "from", EARLIEST);
            LocalDate to = date(ctx, "to", LocalDate.now(ZoneOffset.UTC));
            if (from.isAfter(to)) {
                throw new BadRequestException(ErrorCode.BAD_DATE, WebProblem.DATES_REVERSED, from.toString(), to.toString());
            }
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("from", from.toString());
            json.put("to", to.toString());
            json.put("players", lines(Standings.of(store.results(from, to)), link));
            Responses.record(ctx, 200, json);
        });
    }

    /**
     * How the club's pages name a game for who reads them ({@link Access#clubReader}): by its id
     * for the administrator, by its share id (its read-only link) where the club publishes its
     * games, else not at all (null): a game is read only by those it was shared with.
     */
    private static UnaryOperator<String> gameLink(Context ctx, GameStore store, ServerOptions options) {
        if (Access.clubReader(ctx, options)) {
            return id -> id;
        }
        if (options.publish() == ServerOptions.Publish.GAMES) {
            return id -> id == null ? null : store.find(id).map(StoredGame::shareId).orElse(null);
        }
        return id -> null;
    }

    private static List<StandingLine> lines(List<Standings.Line> lines, UnaryOperator<String> link) {
        java.util.ArrayList<StandingLine> out = new java.util.ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Standings.Line l = lines.get(i);
            Map<String, String> money = new LinkedHashMap<>();
            l.money().forEach((currency, amount) -> money.put(currency, amount.toPlainString()));
            out.add(new StandingLine(l.place(), l.playerId(), l.player(), l.games(), l.hands(), l.won(), l.points(),
                    l.average().toPlainString(), money, l.bestHand(), link.apply(l.bestGame().orElse(null)),
                    l.bestHandNumber().orElse(null)));
        }
        return out;
    }

    private static String name(Context ctx) {
        return StrictJson.required(JsonBodies.read(ctx, PlayerRequest.class).name(), "name",
                Message.of(WebProblem.NAME_HINT));
    }

    private static long playerId(Context ctx) {
        String text = ctx.pathParam("id");
        if (!text.matches("[1-9]\\d{0,17}")) {
            throw new BadRequestException(ErrorCode.BAD_REQUEST, WebProblem.BAD_PLAYER_ID, text);
        }
        return Long.parseLong(text);
    }

    private static LocalDate date(Context ctx, String name, LocalDate otherwise) {
        String text = ctx.queryParam(name);
        if (text == null || text.isBlank()) {
            return otherwise;
        }
        try {
            LocalDate date = text.length() == 10 ? LocalDate.parse(text) : null;
            if (date != null && date.getYear() >= 1900) {
                return date;
            }
        } catch (DateTimeParseException e) {
            // answered below
        }
        throw new BadRequestException(ErrorCode.BAD_DATE, WebProblem.BAD_DATE, name);
    }
}
