/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally;

/**
 * The root of every error Mahjong Tally reports for bad input: a hand that cannot be parsed,
 * a hand that cannot exist, a settlement request that makes no sense, a broken ruleset.
 *
 * <p>It carries data, not a sentence: an {@link ErrorCode} (whose category decides the exit code
 * and the HTTP status) and a {@link Message} (a key and its parameters). Adapters put the
 * message into words with the {@code words} module, in English on the command line and in the
 * language asked for by the API and the page; they never show a stack trace. Every message says
 * what is wrong and how to write it instead. Normal outcomes (a declared win that is not a
 * winning hand) are results, not exceptions.
 *
 * <p>{@link #getMessage()} is for logs: see {@link Message#toString()}.
 */
public class TallyException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final ErrorCode errorCode;
    private final transient Message message;

    /**
     * @param code what kind of error it is
     * @param message what is wrong and how to fix it, as data
     */
    public TallyException(ErrorCode code, Message message) {
        super(message.toString());
        this.errorCode = code;
        this.message = message;
    }

    /** A short stable code for machines (HTTP {@code "code"} field, JSON error lines): {@code errorCode().code()}. */
    public String code() {
        return errorCode.code();
    }

    /** What kind of error this is. */
    public ErrorCode errorCode() {
        return errorCode;
    }

    /** The category of the code, which decides the exit code and the HTTP status. */
    public ErrorCategory category() {
        return errorCode.category();
    }

    /** What is wrong and how to fix it, as data for the words module. */
    public Message message() {
        return message;
    }
}
