/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.Optional;
import org.mahjongtally.Message;

/**
 * A field of a JSON shape of this package that is missing or of the wrong kind, found by the
 * shape's own {@link CheckedShape#check}. The strict reader (the store's {@code StrictJson})
 * adds where the shape sits in the document ({@link #message(String)}), and reports
 * {@code field 'hands[2].winner' is missing; give ...}. Its words are those of
 * {@link JsonProblem#FIELD_MISSING} and {@link JsonProblem#FIELD_NOT_TEXT_OR_NULL};
 * {@link #getMessage()} is for logs.
 */
public final class BadFieldException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String field;
    private final JsonProblem problem;
    private final transient Message how;

    /**
     * @param field the field's name within its shape, such as {@code winner}
     * @param problem what is wrong: {@link JsonProblem#FIELD_MISSING} or
     *     {@link JsonProblem#FIELD_NOT_TEXT_OR_NULL}
     * @param how how to write it, a hint such as {@link JsonProblem#WINNER_HINT}
     */
    public BadFieldException(String field, JsonProblem problem, Message how) {
        super(Message.of(problem, field, how).toString());
        this.field = field;
        this.problem = problem;
        this.how = how;
    }

    /** The field's name within its shape. */
    public String field() {
        return field;
    }

    /** What is wrong with the field and how to write it, naming it by its name in its shape. */
    public Message message() {
        return message(field);
    }

    /**
     * The same, naming the field by its path in the document.
     *
     * @param path the field's path, such as {@code hands[0].winner}
     */
    public Message message(String path) {
        return Message.of(problem, path, how);
    }

    /**
     * A field a shape needs.
     *
     * @param how what to give, for the message
     * @throws BadFieldException if it is {@code null} (missing from the JSON, or JSON {@code null})
     */
    public static <T> T required(T value, String field, Message how) {
        if (value == null) {
            throw new BadFieldException(field, JsonProblem.FIELD_MISSING, how);
        }
        return value;
    }

    /**
     * A field that must be given but may be {@code null}, such as the winner of a hand ({@code null}
     * for a draw): {@code null} when absent, {@link TextOrNull#NULL} for JSON {@code null}.
     *
     * @param how what to give, for the message
     * @throws BadFieldException if it is missing, or neither a string nor {@code null}
     */
    public static Optional<String> nullableText(TextOrNull value, String field, Message how) {
        if (required(value, field, how).isNull()) {
            return Optional.empty();
        }
        if (!value.isText()) {
            throw new BadFieldException(field, JsonProblem.FIELD_NOT_TEXT_OR_NULL, how);
        }
        return value.text();
    }
}
