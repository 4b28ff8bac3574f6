/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally;

import java.util.Optional;

/**
 * Every error code Mahjong Tally reports, a closed set: the {@link #code() wire string} is what
 * the API's {@code "code"} field and the CLI's JSON error lines carry (stable, never renamed),
 * the {@link #category() category} decides the exit code and the HTTP status.
 *
 * <p>Adding an error: add a constant here with its wire string and category; the compiler then
 * lets any exception use it. Where a code belongs to one adapter (the web's access codes), it is
 * still listed here so that the set stays one.
 */
public enum ErrorCode {
    // input the rules refuse
    BAD_NOTATION("bad-notation", ErrorCategory.REFUSED),
    BAD_SETTLEMENT("bad-settlement", ErrorCategory.REFUSED),
    BAD_GAME("bad-game", ErrorCategory.REFUSED),
    BAD_PLAYER_NAME("bad-player-name", ErrorCategory.REFUSED),
    // cannot be valid
    INVALID_HAND("invalid-hand", ErrorCategory.INVALID),
    INVALID_RULESET("invalid-ruleset", ErrorCategory.INVALID),
    // not written as it must be
    BAD_USAGE("bad-usage", ErrorCategory.USAGE),
    BAD_JSON("bad-json", ErrorCategory.USAGE),
    BAD_REQUEST("bad-request", ErrorCategory.USAGE),
    BAD_VERSION("bad-version", ErrorCategory.USAGE),
    BAD_DATE("bad-date", ErrorCategory.USAGE),
    OUT_OF_RANGE("out-of-range", ErrorCategory.USAGE),
    BAD_TEXT("bad-text", ErrorCategory.USAGE),
    BAD_PORT("bad-port", ErrorCategory.USAGE),
    BAD_ADMIN_PASSWORD("bad-admin-password", ErrorCategory.USAGE),
    // not there
    GAME_NOT_FOUND("game-not-found", ErrorCategory.NOT_FOUND),
    PLAYER_NOT_FOUND("player-not-found", ErrorCategory.NOT_FOUND),
    NOT_FOUND("not-found", ErrorCategory.NOT_FOUND),
    // conflicts
    GAME_CHANGED("game-changed", ErrorCategory.CONFLICT),
    PLAYER_EXISTS("player-exists", ErrorCategory.CONFLICT),
    PLAYER_HAS_GAMES("player-has-games", ErrorCategory.CONFLICT),
    // cannot be used now
    DATABASE_UNAVAILABLE("database-unavailable", ErrorCategory.UNAVAILABLE),
    STORE_ERROR("store-error", ErrorCategory.UNAVAILABLE),
    BUSY("busy", ErrorCategory.UNAVAILABLE),
    PORT_IN_USE("port-in-use", ErrorCategory.UNAVAILABLE),
    // access
    EDIT_KEY_NEEDED("edit-key-needed", ErrorCategory.UNAUTHENTICATED),
    ADMIN_PASSWORD_NEEDED("admin-password-needed", ErrorCategory.UNAUTHENTICATED),
    WRONG_EDIT_KEY("wrong-edit-key", ErrorCategory.FORBIDDEN),
    NO_EDIT_KEY("no-edit-key", ErrorCategory.FORBIDDEN),
    WRONG_ADMIN_PASSWORD("wrong-admin-password", ErrorCategory.FORBIDDEN),
    ADMINISTRATION_OFF("administration-off", ErrorCategory.FORBIDDEN),
    VERSION_NEEDED("version-needed", ErrorCategory.PRECONDITION_REQUIRED),
    TOO_MANY_GUESSES("too-many-guesses", ErrorCategory.TOO_MANY_TRIES),
    TOO_MANY_NEW_GAMES("too-many-new-games", ErrorCategory.TOO_MANY_TRIES),
    // the request itself
    TOO_LARGE("too-large", ErrorCategory.TOO_LARGE),
    NOT_JSON("not-json", ErrorCategory.MEDIA_TYPE),
    UNKNOWN_HOST("unknown-host", ErrorCategory.MISDIRECTED),
    REQUEST_TIMEOUT("request-timeout", ErrorCategory.TIMEOUT),
    HTTP_VERSION_NOT_SUPPORTED("http-version-not-supported", ErrorCategory.HTTP_VERSION),
    INTERNAL("internal", ErrorCategory.FAULT);

    private final String code;
    private final ErrorCategory category;

    ErrorCode(String code, ErrorCategory category) {
        this.code = code;
        this.category = category;
    }

    /** The stable wire string, such as {@code "bad-notation"}. */
    public String code() {
        return code;
    }

    /** What kind of error this is; it decides the exit code and the HTTP status. */
    public ErrorCategory category() {
        return category;
    }

    /** The code with this wire string, if there is one. */
    public static Optional<ErrorCode> ofCode(String code) {
        for (ErrorCode c : values()) {
            if (c.code.equals(code)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
