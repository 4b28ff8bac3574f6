package org.mahjongtally.store;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * A write of a game showed no edit key, or not the right one. Codes {@code wrong-edit-key}
 * and {@code no-edit-key} (a game kept from before edit keys, which an administrator can give
 * one).
 */
public final class EditKeyException extends TallyException {

    private static final long serialVersionUID = 1L;

    private EditKeyException(ErrorCode code, String message) {
        super(code, Message.untranslated(message));
    }

    static EditKeyException wrong(String id) {
        return new EditKeyException(ErrorCode.WRONG_EDIT_KEY, "this is not the edit key of game '" + id + "'; use the"
                + " edit link the game was started with (the read-only link cannot change it)");
    }

    static EditKeyException none(String id) {
        return new EditKeyException(ErrorCode.NO_EDIT_KEY, "game '" + id + "' has no edit key (it was started before"
                + " edit keys, or from the command line); the club's administrator can give it one");
    }
}
