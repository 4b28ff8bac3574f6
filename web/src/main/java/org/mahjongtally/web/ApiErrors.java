package org.mahjongtally.web;

import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import org.mahjongtally.TallyException;
import org.mahjongtally.store.GameChangedException;
import org.mahjongtally.store.GameNotFoundException;
import org.mahjongtally.store.StoreException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one place where an exception becomes an HTTP answer, always {@code {"code", "message"}}:
 * a body that cannot be read is 400, input the rules reject ({@link TallyException}) is 422
 * with the exception's own code, an unknown game or route is 404, a game changed by someone
 * else meanwhile is 409, a body over the size limit is 413, a database that cannot be used is
 * 503. Anything else is a fault of the program: it is logged and answered 500.
 */
final class ApiErrors {

    private static final Logger LOG = LoggerFactory.getLogger(ApiErrors.class);

    private ApiErrors() {
    }

    /** Answers the request that failed with this exception. */
    static void handle(Exception e, Context ctx) {
        if (e instanceof BadRequestException bad) {
            answer(ctx, 400, bad.code(), bad.getMessage());
        } else if (e instanceof GameNotFoundException missing) {
            answer(ctx, 404, missing.code(), missing.getMessage());
        } else if (e instanceof GameChangedException changed) {
            answer(ctx, 409, changed.code(), changed.getMessage());
        } else if (e instanceof StoreException store) {
            LOG.error("{} {}: the database failed", ctx.method(), ctx.path(), store);
            answer(ctx, 503, store.code(), store.getMessage());
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
