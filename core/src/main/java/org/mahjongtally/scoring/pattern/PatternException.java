/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * The text of a special hand's pattern that cannot be read, or that no hand could have the
 * shape of. It names the line and the column (both from 1, columns counted in {@code char}s)
 * and, as data, what is wrong there and how to write it: the words module renders it as
 * {@code line 2, column 7: unknown word 'winds'; did you mean 'wind'?}.
 *
 * <p>Code: {@link ErrorCode#INVALID_RULESET}, as for every other mistake in a ruleset.
 */
public final class PatternException extends TallyException {

    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;
    private final int offset;
    private final transient Message problem;

    PatternException(int line, int column, int offset, PatternProblem problem, Object... values) {
        this(line, column, offset, Message.of(problem, values));
    }

    private PatternException(int line, int column, int offset, Message problem) {
        super(ErrorCode.INVALID_RULESET, Message.of(PatternProblem.AT, line, column, problem));
        this.line = line;
        this.column = column;
        this.offset = offset;
        this.problem = problem;
    }

    /** The line of the problem, from 1. */
    public int line() {
        return line;
    }

    /** The column of the problem, from 1. */
    public int column() {
        return column;
    }

    /** The problem's 0-based {@code char} index in the whole text, for an editor to mark it. */
    public int offset() {
        return offset;
    }

    /** What is wrong and how to write it, without the place (its key is a {@link PatternProblem}). */
    public Message problem() {
        return problem;
    }
}
