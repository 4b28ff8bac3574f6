/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.List;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.MessageList;
import org.mahjongtally.TallyException;

/**
 * A ruleset that cannot be used: a file with syntax errors, unknown keys or elements, values
 * out of range, a broken {@code extends} chain, or a name that is neither a preset nor a file.
 * It lists every problem found, not just the first, each with its file and line, so a club
 * member can fix a file in one go. Its code is {@code "invalid-ruleset"}.
 */
public final class RulesetException extends TallyException {

    private static final long serialVersionUID = 1L;

    /** The machine-readable code of every ruleset error. */
    public static final String CODE = "invalid-ruleset";

    /** Data like the exception's message, which is not serialized either. */
    private final transient List<RulesetProblem> problems;

    /**
     * @param problems what is wrong, at least one
     * @throws IllegalArgumentException if the list is empty
     */
    public RulesetException(List<RulesetProblem> problems) {
        super(ErrorCode.INVALID_RULESET, message(problems));
        this.problems = List.copyOf(problems);
    }

    /** Every problem found, in file order and then line order. */
    public List<RulesetProblem> problems() {
        return problems;
    }

    /**
     * The one problem with its place, or {@link RulesetIssue#PROBLEMS} listing the first
     * {@link RulesetLimits#PROBLEMS_SHOWN} and how many more there are, so that the message of a
     * file with thousands of problems stays a page long.
     */
    private static Message message(List<RulesetProblem> problems) {
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a ruleset exception needs at least one problem");
        }
        if (problems.size() == 1) {
            return problems.get(0).located();
        }
        List<RulesetProblem> shown = problems.subList(0, Math.min(problems.size(), RulesetLimits.PROBLEMS_SHOWN));
        return Message.of(RulesetIssue.PROBLEMS, problems.size(),
                new MessageList(shown.stream().map(RulesetProblem::located).toList()),
                problems.size() - shown.size());
    }
}
