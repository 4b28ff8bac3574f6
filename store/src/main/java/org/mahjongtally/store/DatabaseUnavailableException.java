/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * The database cannot be reached now (it is stopped, restarting, or the network is down): no
 * connection could be had within the store's timeout, or the connection broke. Nothing was
 * written; trying again later is safe. The store recovers by itself when the database returns.
 * Code {@code database-unavailable}.
 */
public final class DatabaseUnavailableException extends TallyException {

    private static final long serialVersionUID = 1L;

    /** @param database the database, without its password */
    public DatabaseUnavailableException(String database) {
        super(ErrorCode.DATABASE_UNAVAILABLE, Message.of(StoreProblem.DATABASE_UNAVAILABLE, database));
    }
}
