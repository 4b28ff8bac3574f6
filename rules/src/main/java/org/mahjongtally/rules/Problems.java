/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.mahjongtally.Message;

/** Collects the problems found in one file, so that a file is checked once, as a whole. */
final class Problems {

    private final String file;
    private final List<RulesetProblem> own = new ArrayList<>();
    private final List<RulesetProblem> inherited = new ArrayList<>();

    Problems(String file) {
        this.file = file;
    }

    /** The name of the file these problems are in. */
    String file() {
        return file;
    }

    void add(int line, Message message) {
        own.add(new RulesetProblem(file, line, message));
    }

    /** Adds a problem at a line and column (from 1). */
    void addAt(int line, int column, Message message) {
        own.add(new RulesetProblem(file, line, column, message));
    }

    /** Adds a problem of a {@link RulesetIssue}, with its parameters' values. */
    void add(int line, RulesetIssue issue, Object... values) {
        add(line, Message.of(issue, values));
    }

    /** Problems of a file this one extends; they are listed before this file's own. */
    void addInherited(List<RulesetProblem> problems) {
        inherited.addAll(problems);
    }

    /** How many problems were found so far, to tell whether a part of the file added any. */
    int size() {
        return own.size() + inherited.size();
    }

    boolean isEmpty() {
        return own.isEmpty() && inherited.isEmpty();
    }

    /** Throws if anything was found. */
    void throwIfAny() {
        if (!isEmpty()) {
            throw new RulesetException(list());
        }
    }

    /** The inherited problems, then this file's own by line. */
    List<RulesetProblem> list() {
        List<RulesetProblem> all = new ArrayList<>(inherited);
        own.stream().sorted(Comparator.comparingInt(RulesetProblem::line).thenComparingInt(RulesetProblem::column))
                .forEach(all::add);
        return all;
    }
}
