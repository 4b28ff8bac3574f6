package org.mahjongtally.json;

import java.util.Optional;

/**
 * A field of a JSON shape of this package that is missing or of the wrong kind, found by the
 * shape's own {@link CheckedShape#check}. The strict reader (the store's {@code StrictJson})
 * adds where the shape sits in the document, and reports
 * {@code field 'hands[2].winner' is missing; give ...}.
 */
public final class BadFieldException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String field;
    private final String problem;

    /**
     * @param field the field's name within its shape, such as {@code winner}
     * @param problem what is wrong and how to write it: {@code is missing; give ...}
     */
    public BadFieldException(String field, String problem) {
        super(message(field, problem));
        this.field = field;
        this.problem = problem;
    }

    /** The field's name within its shape. */
    public String field() {
        return field;
    }

    /** What is wrong with it and how to write it, to follow the field's path. */
    public String problem() {
        return problem;
    }

    /**
     * The message about a field: {@code field 'hands[0].winner' is missing; give ...}.
     *
     * @param path the field's path in the document, or its name
     * @param problem what is wrong and how to write it
     */
    public static String message(String path, String problem) {
        return "field '" + path + "' " + problem;
    }

    /**
     * A field a shape needs.
     *
     * @param how what to give, for the message
     * @throws BadFieldException if it is {@code null} (missing from the JSON, or JSON {@code null})
     */
    public static <T> T required(T value, String field, String how) {
        if (value == null) {
            throw new BadFieldException(field, "is missing; " + how);
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
    public static Optional<String> nullableText(TextOrNull value, String field, String how) {
        if (required(value, field, how).isNull()) {
            return Optional.empty();
        }
        if (!value.isText()) {
            throw new BadFieldException(field, "must be a string or null; " + how);
        }
        return value.text();
    }
}
