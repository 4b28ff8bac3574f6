package org.mahjongtally.cli;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/** A command line that cannot be carried out as written; the message says how to write it. */
final class UsageException extends TallyException {

    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(ErrorCode.BAD_USAGE, Message.untranslated(message));
    }
}
