/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
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

    private EditKeyException(ErrorCode code, StoreProblem problem, String id) {
        super(code, Message.of(problem, id));
    }

    static EditKeyException wrong(String id) {
        return new EditKeyException(ErrorCode.WRONG_EDIT_KEY, StoreProblem.WRONG_EDIT_KEY, id);
    }

    static EditKeyException none(String id) {
        return new EditKeyException(ErrorCode.NO_EDIT_KEY, StoreProblem.NO_EDIT_KEY, id);
    }
}
