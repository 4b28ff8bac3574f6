package org.mahjongtally.rules;

import java.io.Serializable;
import java.util.Objects;

/**
 * One thing wrong with a ruleset file, where it is, and how to put it right.
 *
 * @param file the file's name as the user knows it, such as {@code bmja-club.toml}
 * @param line the line the problem is on, counting from 1; 0 when it concerns the whole file
 *     (a file that cannot be read)
 * @param message what is wrong, written for the person who edits the file
 */
public record RulesetProblem(String file, int line, String message) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Checks that nothing is missing and the line is not negative. */
    public RulesetProblem {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(message, "message");
        if (line < 0) {
            throw new IllegalArgumentException("line must be 0 or more, got " + line);
        }
    }

    /** {@code bmja-club.toml:14: unknown element 'dragon-sett'; did you mean 'dragon-set'?} */
    @Override
    public String toString() {
        return line == 0 ? file + ": " + message : file + ":" + line + ": " + message;
    }
}
