/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.math.BigDecimal;
import org.mahjongtally.settlement.Settlement;

/**
 * The one place where the numbers a table gives are bounded: each bound is what a
 * careful club could mean, and far inside what a {@code long} sum over a long game can hold. A
 * value outside is refused with code {@code out-of-range} (HTTP 400), the message naming the
 * bound and quoting the value as it was sent ({@link #refused(String)}), so that an adapter which
 * read a number too large for a {@code long} (JSON's {@code 1e999999999}, {@code 2^63}) gives the
 * same refusal as core does for one that fits.
 *
 * <p>Why these bounds:
 * <ul>
 * <li>{@link #ROUNDS} 1 to 16: four rounds (East to North) is a game; a club's marathon plays
 *     three or four games in one, and a game of 5,000 hands is made by
 *     hands, not rounds (East may hold the deal). 16 rounds is already a very long day.</li>
 * <li>{@link #STARTING_TALLIES} 0 to 1,000,000,000: tallies are points; a billion is more than
 *     any limit hand times any table could pay, and a thousand such games still fit a long.</li>
 * <li>{@link #MONEY_DECIMALS} 0 to 4: money is shown to cents or at most hundredths of them.</li>
 * <li>{@link #PENALTY_AMOUNT} 1 to 1,000,000 points: a penalty is a few limits at most.</li>
 * <li>{@link #PENALTIES} at most 20 a hand: a hand with more is a typo; 20 leaves room.</li>
 * <li>{@link #REASON_LENGTH} at most 200 characters (code points): "a few words".</li>
 * <li>{@link #PAYERS} and {@link #PAYEES} 1 to 3 players each: a penalty is paid between the four
 *     players of the table.</li>
 * <li>{@link #NOTATION_LENGTH} at most 500 characters (code points) of a player's tiles: a hand
 *     of four kongs, eight bonus tiles and every option written out is under 120.</li>
 * <li>{@link #HANDS} at most 10,000 hands a game: East may hold the deal for ever, and a game of
 *     5,000 hands must still be kept, imported and corrected; twice that
 *     is more than any table plays, and still shown and replayed in well under a second.</li>
 * <li>{@link #TYPED_SCORE} 0 to {@link Settlement#MAX_SCORE}: what settlement can double and add
 *     for four players without overflow.</li>
 * </ul>
 */
public enum Bound {
    /** The prevailing winds a game plays. */
    ROUNDS(1, 16, GameProblem.ROUNDS_OUT_OF_RANGE),
    /** The points of tallies each player starts with. */
    STARTING_TALLIES(0, 1_000_000_000L, GameProblem.STARTING_TALLIES_OUT_OF_RANGE),
    /** The decimal places money is rounded to. */
    MONEY_DECIMALS(0, 4, GameProblem.MONEY_DECIMALS),
    /** The points each payer of a penalty pays each payee. */
    PENALTY_AMOUNT(1, 1_000_000L, GameProblem.PENALTY_AMOUNT),
    /** The penalties of one hand. */
    PENALTIES(0, 20, GameProblem.TOO_MANY_PENALTIES),
    /** The characters (code points) of a penalty's reason. */
    REASON_LENGTH(0, 200, GameProblem.REASON_TOO_LONG),
    /** The players who pay one penalty. */
    PAYERS(1, 3, GameProblem.TOO_MANY_PAYERS),
    /** The players who are paid one penalty. */
    PAYEES(1, 3, GameProblem.TOO_MANY_PAYEES),
    /** The characters (code points) of a player's tiles in the hand notation. */
    NOTATION_LENGTH(1, 500, GameProblem.TILES_TOO_LONG),
    /** The hands of one game. */
    HANDS(0, 10_000, GameProblem.TOO_MANY_HANDS),
    /** A score a player counted himself. */
    TYPED_SCORE(0, Settlement.MAX_SCORE, GameProblem.SCORE_OUT_OF_RANGE);

    private final long least;
    private final long most;
    private final GameProblem problem;

    Bound(long least, long most, GameProblem problem) {
        this.least = least;
        this.most = most;
        this.problem = problem;
    }

    /** The least value allowed. */
    public long least() {
        return least;
    }

    /** The most allowed. */
    public long most() {
        return most;
    }

    /**
     * The value, if it is within the bound.
     *
     * @throws GameException ({@code out-of-range}) naming the bound and the value otherwise
     */
    public long check(long value) {
        if (value < least || value > most) {
            throw refused(Long.toString(value));
        }
        return value;
    }

    /**
     * A value as typed (on a command line), checked: anything but a whole number within the
     * bound, however long ({@code 99999999999999999999}, {@code 1e999999999}, {@code 1.5},
     * {@code many}), is refused quoting it.
     *
     * @throws GameException ({@code out-of-range}) naming the bound and the text otherwise
     */
    public long check(String typed) {
        try {
            BigDecimal n = new BigDecimal(typed.strip());
            // The range first: only a number within it is ever written out.
            boolean within = n.compareTo(BigDecimal.valueOf(least)) >= 0 && n.compareTo(BigDecimal.valueOf(most)) <= 0;
            if (within && (n.signum() == 0 || n.stripTrailingZeros().scale() <= 0)) {
                return n.longValueExact();
            }
        } catch (NumberFormatException | ArithmeticException e) {
            // refused below
        }
        throw refused(typed.strip());
    }

    /** The value as an {@code int}, checked first ({@link #check(long)}). */
    public int checkInt(long value) {
        return (int) check(value);
    }

    /**
     * The refusal of a value as it was sent, such as a number too large for a {@code long}:
     * {@code out-of-range}, naming the bound and quoting {@code sent}.
     */
    public GameException refused(String sent) {
        return GameException.outOfRange(problem, least, most, sent);
    }
}
