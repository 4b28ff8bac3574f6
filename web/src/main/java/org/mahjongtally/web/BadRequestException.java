package org.mahjongtally.web;

/**
 * A request the API cannot read: a body that is not JSON, a field of the wrong type, a path
 * parameter that is not a number. Answered with status 400 and {@code {"code", "message"}};
 * the message says what is wrong and how to write it.
 */
final class BadRequestException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The code of a body that is not JSON or has a field of the wrong type. */
    static final String BAD_JSON = "bad-json";
    /** The code of a bad path parameter. */
    static final String BAD_REQUEST = "bad-request";

    private final String code;

    BadRequestException(String code, String message) {
        super(message);
        this.code = code;
    }

    /** A body that is not JSON, or has a field of the wrong type. */
    static BadRequestException badJson(String message) {
        return new BadRequestException(BAD_JSON, message);
    }

    String code() {
        return code;
    }
}
