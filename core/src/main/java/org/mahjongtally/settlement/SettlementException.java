package org.mahjongtally.settlement;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * A settlement that cannot be worked out as asked: a negative score, a bad limit, a discarder
 * who is the winner, paying for all without a discarder. The message says how to fix it.
 */
public final class SettlementException extends TallyException {

    private static final long serialVersionUID = 1L;

    /** @param message what is wrong and how to write it instead */
    public SettlementException(String message) {
        super(ErrorCode.BAD_SETTLEMENT, Message.untranslated(message));
    }
}
