/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * JSON that does not have the shape asked for: not JSON at all, an unknown field, a field of
 * the wrong type, a required field missing. The same whether it is a request to the HTTP API
 * (answered 400) or a game file given to {@code tally game import} (exit code 2). The message
 * names the field, says what it must be and, for a misspelt one, the field probably meant.
 */
public final class BadJsonException extends TallyException {

    private static final long serialVersionUID = 1L;

    /** The code of every such error. */
    public static final String CODE = "bad-json";

    /**
     * @param message what is wrong, naming the field, and how to write it, as data: a
     *     {@link org.mahjongtally.json.JsonProblem} or a message of an adapter's own keys
     */
    public BadJsonException(Message message) {
        super(ErrorCode.BAD_JSON, message);
    }
}
