/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * A settlement that cannot be worked out as asked: a negative score, a bad limit, a discarder
 * who is the winner, paying for all without a discarder. Its {@link SettlementProblem} says
 * which; the words (what is wrong and how to fix it) are in the {@code words} module.
 */
public final class SettlementException extends TallyException {

    private static final long serialVersionUID = 1L;

    private final SettlementProblem problem;

    /**
     * @param problem what is wrong
     * @param values the problem's parameter values, in the order it declares them
     */
    public SettlementException(SettlementProblem problem, Object... values) {
        super(ErrorCode.BAD_SETTLEMENT, Message.of(problem, values));
        this.problem = problem;
    }

    /** What is wrong. */
    public SettlementProblem problem() {
        return problem;
    }
}
