package org.mahjongtally.store;

import org.mahjongtally.TallyException;

/**
 * Someone else changed the game between reading it and writing it (the stored version moved
 * on), so this change was not written. Reading the game again and repeating the change is safe.
 * Code {@code "game-changed"}.
 */
public final class GameChangedException extends TallyException {

    private static final long serialVersionUID = 1L;

    /** @param id the game's id */
    public GameChangedException(String id) {
        super("game-changed", "game '" + id + "' was changed by someone else at the same time;"
                + " nothing was written, look at it again and repeat the change");
    }
}
