/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.TallyException;

/**
 * A command line that cannot be carried out as written; the message, in the command line's own
 * English words ({@link CommandLineText}), says how to write it.
 */
final class UsageException extends TallyException {

    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(ErrorCode.BAD_USAGE, CommandLineMessages.english(message));
    }
}
