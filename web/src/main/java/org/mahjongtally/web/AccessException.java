/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.util.Optional;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * A request the server will not carry out for who sent it, or as it was sent: 401 with a
 * {@code WWW-Authenticate} challenge when it lacks the key or password it needs, 403 when the
 * one given is not right or administration is off, 428 when a write does not say which version
 * of the game it saw. The status comes from the code's category. Answered {@code {"code", "message"}}.
 */
final class AccessException extends TallyException {

    private static final long serialVersionUID = 1L;

    private final String challenge;

    AccessException(ErrorCode code, String challenge, WebProblem problem, Object... values) {
        super(code, Message.of(problem, values));
        this.challenge = challenge;
    }

    /** The {@code WWW-Authenticate} header to send, if any. */
    Optional<String> challenge() {
        return Optional.ofNullable(challenge);
    }
}
