package org.mahjongtally.web;

/**
 * A request the API cannot take, other than its JSON (that is a
 * {@link org.mahjongtally.store.BadJsonException}): a path parameter that is not a number, text
 * that is not valid Unicode, a bad date or version. Answered with status 400 and
 * {@code {"code", "message"}}; the message says what is wrong and how to write it.
 */
final class BadRequestException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The code of a bad path parameter. */
    static final String BAD_REQUEST = "bad-request";

    private final String code;

    BadRequestException(String code, String message) {
        super(message);
        this.code = code;
    }

    String code() {
        return code;
    }
}
