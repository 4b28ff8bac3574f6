package org.mahjongtally.web;

import java.util.Optional;

/**
 * A request the server will not carry out for who sent it, or as it was sent: 401 with a
 * {@code WWW-Authenticate} challenge when it lacks the key or password it needs, 403 when the
 * one given is not right or administration is off, 428 when a write does not say which version
 * of the game it saw, 408 when the body took too long. Answered {@code {"code", "message"}}.
 */
final class AccessException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;
    private final String challenge;

    AccessException(int status, String code, String message, String challenge) {
        super(message);
        this.status = status;
        this.code = code;
        this.challenge = challenge;
    }

    int status() {
        return status;
    }

    String code() {
        return code;
    }

    /** The {@code WWW-Authenticate} header to send, if any. */
    Optional<String> challenge() {
        return Optional.ofNullable(challenge);
    }
}
