/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/** There is no game with the id given. */
public final class GameNotFoundException extends TallyException {

    private static final long serialVersionUID = 1L;

    /** @param id the id asked for */
    public GameNotFoundException(String id) {
        super(ErrorCode.GAME_NOT_FOUND, Message.of(StoreProblem.GAME_NOT_FOUND, id));
    }
}
