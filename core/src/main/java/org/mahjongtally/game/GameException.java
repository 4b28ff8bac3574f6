package org.mahjongtally.game;

import org.mahjongtally.ErrorCategory;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * A game or a hand record that cannot be accepted: a missing score, an unknown player, a
 * winning hand that does not win, a fifth copy of a tile across the table. The message names
 * the hand and the players concerned and says how to fix it. Nothing is recorded.
 *
 * <p>TRANSITIONAL (issue 13, phase 2): its messages are still English sentences
 * ({@link Message#untranslated}); {@link #within} keeps the message of the error it wraps as data.
 */
public final class GameException extends TallyException {

    private static final long serialVersionUID = 1L;

    /** @param message what is wrong and how to fix it */
    public GameException(String message) {
        super(ErrorCode.BAD_GAME, Message.untranslated(message));
    }

    private GameException(ErrorCode code, Message message) {
        super(code, message);
    }

    /** A bad game ({@code bad-game}) whose message is already data, such as one that nests another's. */
    public static GameException badGame(Message message) {
        return new GameException(ErrorCode.BAD_GAME, message);
    }

    /**
     * The tiles of a hand cannot be: a fifth copy across the table, a winner whose tiles do not
     * win. Its code ({@code invalid-hand}) tells adapters it is an invalid hand, not bad usage.
     */
    public static GameException invalidHand(String message) {
        return new GameException(ErrorCode.INVALID_HAND, Message.untranslated(message));
    }

    /**
     * The error {@code e}, found in the part of the game that {@code englishPrefix} names (such as
     * {@code "hand 2, Ann's tiles"}): an invalid hand if {@code e} is {@link ErrorCategory#INVALID},
     * else a bad game; its message is the prefix, {@code ": "} and {@code e}'s message.
     */
    static GameException within(String englishPrefix, TallyException e) {
        ErrorCode code = e.category() == ErrorCategory.INVALID ? ErrorCode.INVALID_HAND : ErrorCode.BAD_GAME;
        return new GameException(code, Message.untranslatedPrefix(englishPrefix, e.message()));
    }
}
