/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.mahjongtally.Parameter.number;
import static org.mahjongtally.Parameter.text;

import java.util.List;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;

/**
 * The web adapter's own messages: requests the API refuses before the store or core sees them
 * (headers, path parameters, access) and the answers it gives itself (no route, too large, a
 * fault). Their words are in {@link WebEnglish}, {@link WebPolish} and {@link WebRussian}, added to
 * the {@code words} module's with {@link WebPhrasebooks}.
 */
enum WebProblem implements MessageKey {
    /** A write without {@code Authorization}. */
    EDIT_KEY_MISSING,
    /** An {@code Authorization} header that is not {@code Bearer KEY}. */
    EDIT_KEY_MALFORMED,
    /** An {@code If-Match} that is not a quoted version. */
    IF_MATCH_MALFORMED,
    /** An {@code Idempotency-Key} that is not 16 to {@code longest} letters, digits, - and _. */
    CHANGE_ID_MALFORMED(number("longest")),
    /** A body field {@code version} that is not a whole number. */
    VERSION_FIELD_MALFORMED,
    /** {@code If-Match} and the body's {@code version} disagree. */
    VERSIONS_DISAGREE(number("header"), number("body")),
    /** A write that does not say which version it saw. */
    VERSION_MISSING,
    /** Club administration is off on this server. */
    ADMINISTRATION_OFF,
    /** An administrator's request without a Basic credential. */
    ADMIN_PASSWORD_MISSING,
    /** A wrong administrator's password. */
    WRONG_ADMIN_PASSWORD,
    /** Too many wrong passwords: wait this many seconds. */
    TOO_MANY_GUESSES(number("seconds")),
    /** A connection over its address's limit: come back in this many seconds. */
    BUSY(number("seconds")),
    /** Too many games started or imported lately: wait this many seconds. */
    TOO_MANY_NEW_GAMES(number("seconds")),
    /** A body whose Content-Type (as given, may be empty) is not application/json. */
    NOT_JSON(text("given")),
    /** A Host header not among the server's names; {@code names} lists some of them. */
    UNKNOWN_HOST(text("host"), text("names")),
    /** A hand number in the path that is not 1 or more. */
    BAD_HAND_NUMBER(text("given")),
    /** A player's id in the path that is not a number. */
    BAD_PLAYER_ID(text("given")),
    /** A query parameter that is not a day. */
    BAD_DATE(text("name")),
    /** {@code from} after {@code to}. */
    DATES_REVERSED(text("from"), text("to")),
    /** Body text with a NUL or half a surrogate pair. */
    BAD_UNICODE,
    /** The body could not be read, with the server's reason. */
    BODY_UNREADABLE(text("reason")),
    /** A body that is JSON but not an object. */
    BODY_NOT_AN_OBJECT,
    /** A request without a body where one is needed. */
    NO_BODY,
    /** A ruleset asked for when scoring in a game, which has its own. */
    RULESET_IN_GAME(text("ruleset")),
    /** A {@code %} in the address without two hex digits. */
    BAD_ESCAPE,
    /** A method-override header. */
    METHOD_OVERRIDE(text("header")),
    /** No route at this method and path. */
    NOTHING_AT(text("method"), text("path")),
    /** A body over the size limit, in KB. */
    TOO_LARGE(number("kilobytes")),
    /** A game file over the size limit, in KB, which holds a game of {@code hands} hands. */
    GAME_FILE_TOO_LARGE(number("kilobytes"), number("hands")),
    /** A body that took too long to arrive. */
    REQUEST_TIMEOUT,
    /** A fault of the program, with the exception's class. */
    INTERNAL(text("exception")),
    /** The database failed (the log says why). */
    DATABASE_FAILED,
    /** Jetty: an HTTP version other than 1.x. */
    HTTP_VERSION,
    /** Jetty: headers too large. */
    HEADERS_TOO_LARGE,
    /** Jetty: an address too long. */
    ADDRESS_TOO_LONG,
    /** Jetty: a fault of the server. */
    SERVER_FAULT,
    /** Jetty: a request it cannot read, with the status and Jetty's reason (may be empty). */
    UNREADABLE_REQUEST(number("status"), text("reason")),
    /** The port the server was to listen on is taken; {@code other} is one to try instead. */
    PORT_IN_USE(number("port"), number("other")),
    /** Hint: how to give a new game's players. */
    PLAYERS_HINT,
    /** Hint: how to give a club player's name. */
    NAME_HINT;

    private final List<Parameter> parameters;

    WebProblem(Parameter... parameters) {
        this.parameters = List.of(parameters);
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }
}
