/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * The database cannot be used: it cannot be opened or reached, its schema is newer than this
 * program, or a stored game cannot be read back. The message names the database (never its
 * password) and the cause. Code {@code "store-error"}.
 */
public final class StoreException extends TallyException {

    private static final long serialVersionUID = 1L;

    /**
     * @param problem what went wrong
     * @param values its parameters, where ({@code database}) and why ({@code reason})
     */
    StoreException(StoreProblem problem, Object... values) {
        super(ErrorCode.STORE_ERROR, Message.of(problem, values));
    }

    /** The first line of the deepest cause's message, which says what really went wrong. */
    static String cause(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        return message.lines().findFirst().orElse(message).strip();
    }
}
