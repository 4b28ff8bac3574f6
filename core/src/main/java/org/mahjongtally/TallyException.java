package org.mahjongtally;

/**
 * The root of every error Mahjong Tally reports for bad input: a hand that cannot be parsed,
 * a hand that cannot exist, a settlement request that makes no sense, a broken ruleset.
 *
 * <p>Every message is written for the person who typed the input: it says what is wrong and
 * how to write it instead. Adapters (CLI, HTTP) show the message and never a stack trace.
 * Normal outcomes (a declared win that is not a winning hand) are results, not exceptions.
 */
public class TallyException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String code;

    /**
     * @param code a short stable machine-readable code, such as {@code "bad-settlement"}
     * @param message the message for a person: what is wrong and how to fix it
     */
    public TallyException(String code, String message) {
        super(message);
        this.code = code;
    }

    /** A short stable code for machines (HTTP {@code "code"} field, JSON error lines). */
    public String code() {
        return code;
    }
}
