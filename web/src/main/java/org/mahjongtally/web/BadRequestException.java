/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * A request the API cannot take, other than its JSON (that is a
 * {@link org.mahjongtally.json.BadJsonException}): a path parameter that is not a number, text
 * that is not valid Unicode, a bad date or version. Its codes are of the category
 * {@link org.mahjongtally.ErrorCategory#USAGE}, answered with status 400 and
 * {@code {"code", "message"}}; the message says what is wrong and how to write it.
 */
final class BadRequestException extends TallyException {

    private static final long serialVersionUID = 1L;

    BadRequestException(ErrorCode code, WebProblem problem, Object... values) {
        super(code, Message.of(problem, values));
    }
}
