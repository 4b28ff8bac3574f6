/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.Objects;
import org.mahjongtally.Message;

/**
 * One thing wrong with a ruleset file, where it is, and how to put it right.
 *
 * @param file the file's name as the user knows it, such as {@code bmja-club.toml}, or
 *     {@link #TABLE_OPTIONS} for the options given with a table
 * @param line the line the problem is on, counting from 1; 0 when it concerns the whole file
 *     (a file that cannot be read)
 * @param column the column inside the line, counting from 1, where the problem is known that
 *     closely (a mistake inside a special hand's pattern); 0 when only the line is
 * @param message what is wrong, for the person who edits the file (a {@link RulesetIssue};
 *     the {@code words} module puts it into words)
 */
public record RulesetProblem(String file, int line, int column, Message message) {

    /** The "file" of problems in the options given with a table rather than in a file. */
    public static final String TABLE_OPTIONS = "table options";

    /** Checks that nothing is missing and the line is not negative. */
    public RulesetProblem {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(message, "message");
        if (line < 0 || column < 0) {
            throw new IllegalArgumentException("line and column must be 0 or more, got " + line + ":" + column);
        }
    }

    /** A problem on a line, no column. */
    public RulesetProblem(String file, int line, Message message) {
        this(file, line, 0, message);
    }

    /**
     * The message with its place in front; in English
     * {@code bmja-club.toml:14: unknown element 'dragon-sett'; did you mean 'dragon-set'?}.
     */
    public Message located() {
        if (line > 0 && column > 0) {
            return Message.of(RulesetIssue.AT_LINE_COLUMN, file, line, column, message);
        }
        if (line > 0) {
            return Message.of(RulesetIssue.AT_LINE, file, line, message);
        }
        return file.equals(TABLE_OPTIONS) ? Message.of(RulesetIssue.IN_TABLE_OPTIONS, message)
                : Message.of(RulesetIssue.IN_FILE, file, message);
    }

    /** For logs: {@code bmja-club.toml:14: } and the message's developer form. */
    @Override
    public String toString() {
        return line == 0 ? file + ": " + message
                : file + ":" + line + (column > 0 ? ":" + column : "") + ": " + message;
    }
}
