/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.util.Optional;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * Someone else changed the game between reading it and writing it (the stored version moved
 * on), so this change was not written. Reading the game again and repeating the change is safe.
 * Code {@code "game-changed"}; the game as it is now comes with it.
 */
public final class GameChangedException extends TallyException {

    private static final long serialVersionUID = 1L;

    private final transient StoredGame current;

    /** @param id the game's id */
    public GameChangedException(String id) {
        this(id, null);
    }

    /**
     * @param id the game's id
     * @param current the game as it is now, or null
     */
    public GameChangedException(String id, StoredGame current) {
        super(ErrorCode.GAME_CHANGED, current == null ? Message.of(StoreProblem.GAME_CHANGED, id)
                : Message.of(StoreProblem.GAME_CHANGED_NOW_AT, id, current.version()));
        this.current = current;
    }

    /** The game as it is now, when the store read it. */
    public Optional<StoredGame> current() {
        return Optional.ofNullable(current);
    }
}
