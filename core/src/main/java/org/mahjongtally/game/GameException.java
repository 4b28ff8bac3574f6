/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.util.OptionalInt;
import org.mahjongtally.ErrorCategory;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * A game or a hand record that cannot be accepted: a missing score, an unknown player, a
 * winning hand that does not win, a fifth copy of a tile across the table. The message names
 * the hand and the players concerned and says how to fix it. Nothing is recorded.
 *
 * <p>The number of the hand it is about, if any, is data ({@link #hand()}), and so is the
 * message of the error it wraps ({@link #within}).
 *
 * <p>Core's own messages are {@link GameProblem} keys, with words in {@code words}; an adapter's
 * refusals of a game (the store's about game files and backups) are its own keys, given with
 * {@link #badGame}.
 */
public final class GameException extends TallyException {

    private static final long serialVersionUID = 1L;

    private static final int NO_HAND = -1;

    private final int hand;

    private GameException(ErrorCode code, Message message, int hand) {
        super(code, message);
        this.hand = hand;
    }

    /** A bad record of hand {@code hand}: {@link GameProblem#IN_HAND} around the problem {@code key}. */
    static GameException inHand(int hand, GameProblem key, Object... values) {
        return new GameException(ErrorCode.BAD_GAME, inHandMessage(hand, Message.of(key, values)), hand);
    }

    /** A bad game ({@code bad-game}): the problem {@code key} with its values. */
    static GameException of(GameProblem key, Object... values) {
        return new GameException(ErrorCode.BAD_GAME, Message.of(key, values), NO_HAND);
    }

    /** A player's name that cannot be taken ({@code bad-player-name}): the problem {@code key} with its values. */
    static GameException badName(GameProblem key, Object... values) {
        return new GameException(ErrorCode.BAD_PLAYER_NAME, Message.of(key, values), NO_HAND);
    }

    /**
     * A number beyond its {@link Bound} ({@code out-of-range}): the problem {@code key} with the
     * bound and the value as it was sent.
     */
    static GameException outOfRange(GameProblem key, long least, long most, String sent) {
        return new GameException(ErrorCode.OUT_OF_RANGE, Message.of(key, least, most, sent), NO_HAND);
    }

    /** A bad game ({@code bad-game}) whose message is already data, such as one that nests another's. */
    public static GameException badGame(Message message) {
        return new GameException(ErrorCode.BAD_GAME, message, NO_HAND);
    }

    /**
     * The tiles of hand {@code hand} cannot be: a fifth copy across the table, a winner whose
     * tiles do not win. Its code ({@code invalid-hand}) tells adapters it is an invalid hand, not
     * bad usage.
     */
    static GameException invalidHand(int hand, GameProblem key, Object... values) {
        return new GameException(ErrorCode.INVALID_HAND, inHandMessage(hand, Message.of(key, values)), hand);
    }

    /**
     * The error {@code e}, found in hand {@code hand} (in the tiles of {@code player}, if not
     * null): an invalid hand if {@code e} is {@link ErrorCategory#INVALID}, else a bad game; its
     * message is {@link GameProblem#IN_HAND} (or {@link GameProblem#IN_PLAYERS_TILES}) around
     * {@code e}'s message.
     */
    static GameException within(int hand, String player, TallyException e) {
        ErrorCode code = e.category() == ErrorCategory.INVALID ? ErrorCode.INVALID_HAND : ErrorCode.BAD_GAME;
        Message where = player == null ? inHandMessage(hand, e.message())
                : Message.of(GameProblem.IN_PLAYERS_TILES, hand, player, e.message());
        return new GameException(code, where, hand);
    }

    private static Message inHandMessage(int hand, Message detail) {
        return Message.of(GameProblem.IN_HAND, hand, detail);
    }

    /** The number of the hand this error is about, if it names one. */
    public OptionalInt hand() {
        return hand == NO_HAND ? OptionalInt.empty() : OptionalInt.of(hand);
    }
}
