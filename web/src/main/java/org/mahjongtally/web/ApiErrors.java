package org.mahjongtally.web;

import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mahjongtally.TallyException;
import org.mahjongtally.store.BadJsonException;
import org.mahjongtally.store.DatabaseUnavailableException;
import org.mahjongtally.store.EditKeyException;
import org.mahjongtally.store.GameChangedException;
import org.mahjongtally.store.GameNotFoundException;
import org.mahjongtally.store.PlayerException;
import org.mahjongtally.store.StoreException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one place where an exception becomes an HTTP answer, always {@code {"code", "message"}}:
 * a body that cannot be read is 400 (not JSON, or JSON of the wrong shape: an unknown field, a
 * wrong type, a missing field, {@link BadJsonException}, the same on every route), input the
 * rules reject ({@link TallyException}) is 422 with the exception's own code, an unknown game,
 * player or route is 404, a missing key or password 401 and a wrong one 403, a game changed by someone else meanwhile is 409 (with the
 * game as it is now in {@code "game"}), a player name taken 409, a body over the size limit 413,
 * a write that does not say which version it saw 428, a database that cannot be used 503.
 * Anything else is a fault of the program: it is logged and answered 500. No answer ever
 * carries a stack trace, SQL or a database's own message: those go to the server's log.
 */
final class ApiErrors {

    private static final Logger LOG = LoggerFactory.getLogger(ApiErrors.class);

    private ApiErrors() {
    }

    /** Answers the request that failed with this exception. */
    static void handle(Exception e, Context ctx) {
        if (e instanceof BadRequestException bad) {
            answer(ctx, 400, bad.code(), bad.getMessage());
        } else if (e instanceof BadJsonException json) {
            answer(ctx, 400, json.code(), json.getMessage());
        } else if (e instanceof AccessException access) {
            access.challenge().ifPresent(c -> ctx.header("WWW-Authenticate", c));
            answer(ctx, access.status(), access.code(), access.getMessage());
        } else if (e instanceof GameNotFoundException missing) {
            answer(ctx, 404, missing.code(), missing.getMessage());
        } else if (e instanceof EditKeyException key) {
            answer(ctx, 403, key.code(), key.getMessage());
        } else if (e instanceof GameChangedException changed) {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("code", changed.code());
            json.put("message", changed.getMessage());
            changed.current().ifPresent(game -> {
                json.put("game", Responses.game(game));
                ctx.header("ETag", "\"" + game.version() + "\"");
            });
            Responses.tree(ctx, 409, json);
        } else if (e instanceof PlayerException player) {
            int status = switch (player.code()) {
                case "player-not-found" -> 404;
                case "player-exists" -> 409;
                default -> 422;
            };
            answer(ctx, status, player.code(), player.getMessage());
        } else if (e instanceof DatabaseUnavailableException down) {
            LOG.warn("{} {}: {}", ctx.method(), ctx.path(), down.getMessage());
            ctx.header("Retry-After", "5");
            answer(ctx, 503, down.code(), down.getMessage());
        } else if (e instanceof StoreException store) {
            LOG.error("{} {}: the database failed: {}", ctx.method(), ctx.path(), store.getMessage());
            answer(ctx, 503, store.code(), "the database could not carry out the request; nothing was changed."
                    + " The server's log says why");
        } else if (e instanceof TallyException tally) {
            answer(ctx, 422, tally.code(), tally.getMessage());
        } else if (e instanceof HttpResponseException http) {
            httpError(ctx, http);
        } else {
            LOG.error("{} {} failed", ctx.method(), ctx.path(), e);
            answer(ctx, 500, "internal", "something went wrong on the server (" + e.getClass().getSimpleName()
                    + "); the request was not carried out. Please report it with what you sent");
        }
    }

    private static void nothingThere(Context ctx) {
        answer(ctx, 404, "not-found", "there is nothing at " + ctx.method() + " " + ctx.path()
                + "; /openapi.json lists every route and /api/docs explains them");
    }

    private static void httpError(Context ctx, HttpResponseException http) {
        int status = http.getStatus();
        if (status == 413) {
            answer(ctx, 413, "too-large", "the request body is larger than " + WebServer.MAX_BODY_BYTES / 1024
                    + " KB; a hand or a game is far smaller, so check what is being sent");
        } else if (status == 408) {
            answer(ctx, 408, "request-timeout", "the request took too long to arrive; send it again");
        } else if (status == 404) {
            nothingThere(ctx);
        } else if (status >= 400 && status < 500) {
            answer(ctx, status, "bad-request", http.getMessage());
        } else {
            LOG.error("{} {} failed with status {}", ctx.method(), ctx.path(), status, http);
            answer(ctx, status, "internal", http.getMessage());
        }
    }

    private static void answer(Context ctx, int status, String code, String message) {
        Responses.record(ctx, status, new ApiError(code, message));
    }
}
