package org.mahjongtally.game;

import org.mahjongtally.TallyException;

/**
 * A game or a hand record that cannot be accepted: a missing score, an unknown player, a
 * winning hand that does not win, a fifth copy of a tile across the table. The message names
 * the hand and the players concerned and says how to fix it. Nothing is recorded.
 */
public final class GameException extends TallyException {

    private static final long serialVersionUID = 1L;

    /** @param message what is wrong and how to fix it */
    public GameException(String message) {
        super("bad-game", message);
    }

    private GameException(String code, String message) {
        super(code, message);
    }

    /**
     * The tiles of a hand cannot be: a fifth copy across the table, a winner whose tiles do not
     * win. Its code ({@code invalid-hand}) tells adapters it is an invalid hand, not bad usage.
     */
    public static GameException invalidHand(String message) {
        return new GameException("invalid-hand", message);
    }
}
