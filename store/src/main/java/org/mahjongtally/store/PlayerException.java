/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * A change to the club's players that cannot be made: codes {@code player-not-found},
 * {@code player-exists} (the name, whatever its case, belongs to another player),
 * {@code player-has-games} (a player still in games cannot be deleted) and
 * {@code bad-player-name}.
 */
public final class PlayerException extends TallyException {

    private static final long serialVersionUID = 1L;

    private PlayerException(ErrorCode code, StoreProblem problem, Object... values) {
        super(code, Message.of(problem, values));
    }

    static PlayerException notFound(long id) {
        return new PlayerException(ErrorCode.PLAYER_NOT_FOUND, StoreProblem.PLAYER_NOT_FOUND, id);
    }

    static PlayerException exists(String name) {
        return new PlayerException(ErrorCode.PLAYER_EXISTS, StoreProblem.PLAYER_EXISTS, name);
    }

    static PlayerException hasGames(long id, int games) {
        return new PlayerException(ErrorCode.PLAYER_HAS_GAMES, StoreProblem.PLAYER_HAS_GAMES, id, games);
    }

    static PlayerException badName(StoreProblem problem, Object... values) {
        return new PlayerException(ErrorCode.BAD_PLAYER_NAME, problem, values);
    }
}
