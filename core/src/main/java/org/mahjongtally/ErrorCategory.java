/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally;

/**
 * What kind of error an {@link ErrorCode} is, and so what the adapters answer: the exit code of
 * the command line and the HTTP status of the API are fields here and nowhere else.
 *
 * <p>Exit codes: 2 for anything the user can put right (usage, refused or missing input, a
 * conflict, a store that cannot be used now), 3 for a hand or ruleset that cannot be valid, 1 for
 * a fault of the program itself.
 */
public enum ErrorCategory {
    /** A request or command line that is not written as it must be: not JSON, a bad date, a bad option. */
    USAGE(2, 400),
    /** Well-formed input the rules refuse: notation that cannot be read, a settlement or game that makes no sense. */
    REFUSED(2, 422),
    /** A hand or ruleset that cannot be valid: a fifth copy of a tile, 15 tiles, a broken ruleset file. */
    INVALID(3, 422),
    /** No such game, player or route. */
    NOT_FOUND(2, 404),
    /** The thing changed meanwhile, or the name is taken. */
    CONFLICT(2, 409),
    /** The database or the port cannot be used now; trying again later may work. */
    UNAVAILABLE(2, 503),
    /** A request without the key or password it needs. */
    UNAUTHENTICATED(2, 401),
    /** A request whose key or password is not right, or that is switched off. */
    FORBIDDEN(2, 403),
    /** A write that does not say which version it saw. */
    PRECONDITION_REQUIRED(2, 428),
    /** A request body over the size limit. */
    TOO_LARGE(2, 413),
    /** A request body that took too long to arrive. */
    TIMEOUT(2, 408),
    /** A request body that is not JSON ({@code Content-Type} other than {@code application/json}). */
    MEDIA_TYPE(2, 415),
    /** A request addressed to a host name that is not this server's (DNS rebinding). */
    MISDIRECTED(2, 421),
    /** Too many tries (of a password, of new games) in a short time: wait, then try again. */
    TOO_MANY_TRIES(2, 429),
    /** A request in a version of HTTP the server does not speak (anything but HTTP/1.x). */
    HTTP_VERSION(2, 505),
    /** A fault of the program itself, reported as such. */
    FAULT(1, 500);

    private final int exitCode;
    private final int httpStatus;

    ErrorCategory(int exitCode, int httpStatus) {
        this.exitCode = exitCode;
        this.httpStatus = httpStatus;
    }

    /** The exit code of a command that ends with an error of this category. */
    public int exitCode() {
        return exitCode;
    }

    /** The HTTP status of an API answer for an error of this category. */
    public int httpStatus() {
        return httpStatus;
    }
}
