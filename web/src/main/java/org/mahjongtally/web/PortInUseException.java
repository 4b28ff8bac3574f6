/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;
import org.mahjongtally.words.Language;

/**
 * The server could not listen on the port asked for: another program has it. Its message is
 * {@link WebProblem#PORT_IN_USE}, with another port to try.
 */
public final class PortInUseException extends TallyException {

    private static final long serialVersionUID = 1L;

    /** @param port the port asked for */
    public PortInUseException(int port) {
        super(ErrorCode.PORT_IN_USE, Message.of(WebProblem.PORT_IN_USE, port, port == 65535 ? 7071 : port + 1));
    }

    /**
     * The message of such an exception in the words of a language, for the command line that
     * starts the server (whose own words do not know the web's keys).
     */
    public static String in(TallyException e, Language language) {
        return WebPhrasebooks.words(language).render(e);
    }
}
