/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;
import org.mahjongtally.game.Bound;
import org.mahjongtally.json.QuotedValues;
import org.mahjongtally.store.DatabaseUnavailableException;
import org.mahjongtally.store.GameChangedException;
import org.mahjongtally.store.StoreException;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.OneLine;
import org.mahjongtally.words.Words;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one place where an exception becomes an HTTP answer, always {@code {"code", "message"}}.
 * The status of a {@link TallyException} is its code's {@link org.mahjongtally.ErrorCategory}'s
 * ({@code category().httpStatus()}): a body that cannot be read 400, input the rules reject or a
 * hand that cannot be valid 422, an unknown game, player or route 404, a missing key or password
 * 401 and a wrong one 403, a game changed meanwhile (with the game as it is now in
 * {@code "game"}) or a name taken 409, a write that does not say which version it saw 428, a
 * database that cannot be used 503. The message is in the language the request's
 * {@code Accept-Language} asks for (English, Polish or Russian; English by default), and the
 * answer says which in {@code Content-Language}. A body over the size limit is 413, one too slow
 * 408. Anything else is a fault of the program: it is logged and answered 500. No answer ever
 * carries a stack trace, SQL or a database's own message: those go to the server's log. Every
 * message is one line ({@link OneLine}): a ruleset's list of problems is joined with "; ".
 */
final class ApiErrors {

    private static final Logger LOG = LoggerFactory.getLogger(ApiErrors.class);

    private static final Map<Language, Words> WORDS = new EnumMap<>(Language.class);

    static {
        for (Language l : Language.values()) {
            WORDS.put(l, WebPhrasebooks.words(l));
        }
    }

    private ApiErrors() {
    }

    /** Answers the request that failed with this exception. */
    static void handle(Exception e, Context ctx) {
        if (e instanceof TallyException tally) {
            tallyError(ctx, tally);
        } else if (e instanceof HttpResponseException http) {
            httpError(ctx, http);
        } else {
            LOG.error("{} {} failed", ctx.method(), ctx.path(), e);
            answer(ctx, ErrorCode.INTERNAL, Message.of(WebProblem.INTERNAL, e.getClass().getSimpleName()));
        }
    }

    private static void tallyError(Context ctx, TallyException e) {
        if (e instanceof AccessException access) {
            access.challenge().ifPresent(c -> ctx.header("WWW-Authenticate", c));
        }
        if (e instanceof DatabaseUnavailableException) {
            LOG.warn("{} {}: {}", ctx.method(), ctx.path(), e.getMessage());
            ctx.header("Retry-After", "5");
        }
        if (e instanceof StoreException) {
            LOG.error("{} {}: the database failed: {}", ctx.method(), ctx.path(), e.getMessage());
            answer(ctx, e.errorCode(), Message.of(WebProblem.DATABASE_FAILED));
            return;
        }
        String message = render(ctx, e.message());
        if (e instanceof GameChangedException changed) {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("code", changed.code());
            json.put("message", message);
            changed.current().ifPresent(game -> {
                json.put("game", Responses.game(game));
                ctx.header("ETag", "\"" + game.version() + "\"");
            });
            Responses.tree(ctx, e.category().httpStatus(), json);
            return;
        }
        answer(ctx, e.errorCode().category().httpStatus(), e.errorCode(), message);
    }

    private static void nothingThere(Context ctx) {
        answer(ctx, ErrorCode.NOT_FOUND, Message.of(WebProblem.NOTHING_AT, ctx.method().toString(), ctx.path()));
    }

    /** Javalin's own errors: the size limit, a slow body, no route; any other keeps Javalin's status. */
    private static void httpError(Context ctx, HttpResponseException http) {
        int status = http.getStatus();
        if (status == ErrorCode.TOO_LARGE.category().httpStatus()) {
            answer(ctx, ErrorCode.TOO_LARGE, WebServer.IMPORT_PATH.equals(ctx.path())
                    ? Message.of(WebProblem.GAME_FILE_TOO_LARGE, WebServer.MAX_IMPORT_BYTES / 1024, Bound.HANDS.most())
                    : Message.of(WebProblem.TOO_LARGE, WebServer.MAX_BODY_BYTES / 1024));
        } else if (status == ErrorCode.REQUEST_TIMEOUT.category().httpStatus()) {
            answer(ctx, ErrorCode.REQUEST_TIMEOUT, Message.of(WebProblem.REQUEST_TIMEOUT));
        } else if (status == ErrorCode.NOT_FOUND.category().httpStatus()) {
            nothingThere(ctx);
        } else if (status >= 400 && status < 500) {
            answer(ctx, status, ErrorCode.BAD_REQUEST, OneLine.of(String.valueOf(http.getMessage())));
        } else {
            LOG.error("{} {} failed with status {}", ctx.method(), ctx.path(), status, http);
            answer(ctx, status, ErrorCode.INTERNAL, OneLine.of(String.valueOf(http.getMessage())));
        }
    }

    /**
     * The words in the language the request's {@code Accept-Language} asks for, which the answer
     * names in {@code Content-Language}.
     */
    private static Words words(Context ctx) {
        Language language = Language.fromAcceptLanguage(ctx.header("Accept-Language"));
        ctx.header("Content-Language", language.tag());
        return WORDS.get(language);
    }

    /**
     * A message in the request's words, as one line ({@link OneLine}), each value the user sent
     * in it shortened and made one line ({@link QuotedValues}).
     */
    private static String render(Context ctx, Message message) {
        Words words = words(ctx);
        return OneLine.of(words.render(QuotedValues.shortened(message, words.language())));
    }

    private static void answer(Context ctx, ErrorCode code, Message message) {
        answer(ctx, code.category().httpStatus(), code, render(ctx, message));
    }

    private static void answer(Context ctx, int status, ErrorCode code, String message) {
        Responses.record(ctx, status, new ApiError(code.code(), message));
    }
}
