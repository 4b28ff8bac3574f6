/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * Hand notation that cannot be read. It names the place in the text (a 0-based {@code char}
 * index into the input string, as {@link String#charAt(int)} counts) and, as data, what is
 * wrong there: a {@link NotationProblem} and its parameters. The words module renders it as
 * {@code at position 5: unknown suit 's'; suits are b, c, d; seasons are s1-s4}: the position,
 * the problem and a hint on how to write it. Notation that reads but describes a hand that
 * cannot exist is an {@link InvalidHandException}.
 *
 * <p>Code: {@link ErrorCode#BAD_NOTATION}.
 */
public class NotationException extends TallyException {

    private static final long serialVersionUID = 1L;

    /** The {@link #code()} of every notation error. */
    public static final String CODE = "bad-notation";

    private final NotationProblem problem;

    /**
     * @param position the 0-based char index in the input where the problem is
     * @param problem what is wrong
     * @param values the values of the problem's parameters, in its order
     */
    public NotationException(int position, NotationProblem problem, Object... values) {
        super(ErrorCode.BAD_NOTATION, Message.of(problem, values).at(position));
        this.problem = problem;
    }

    /** The 0-based char index in the input where the problem is. */
    public int position() {
        return message().position();
    }

    /** What is wrong (its parameters are in {@link #message()}). */
    public NotationProblem problem() {
        return problem;
    }
}
