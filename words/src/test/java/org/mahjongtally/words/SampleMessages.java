/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import java.util.List;
import org.mahjongtally.InputChar;
import org.mahjongtally.Message;
import org.mahjongtally.MessageKey;
import org.mahjongtally.MessageList;
import org.mahjongtally.Parameter;
import org.mahjongtally.game.GameProblem;

/**
 * Messages with made-up values for the tests that check a language's words: every parameter gets
 * a value of its type, and one chosen parameter another value, so that a test can see whether the
 * words change with it. Shared (through this module's test jar) by the words' own completeness
 * test and by the adapters' tests of their keys.
 */
public final class SampleMessages {

    private SampleMessages() {
    }

    /** The key with the same sample value for every parameter. */
    public static Message of(MessageKey key) {
        return varying(key, -1);
    }

    /** The key with a sample value for each parameter and another one at {@code varied}. */
    public static Message varying(MessageKey key, int varied) {
        Object[] values = new Object[key.parameters().size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = value(key.parameters().get(i), i == varied);
        }
        return Message.of(key, values);
    }

    private static Object value(Parameter p, boolean other) {
        Class<?> type = p.type();
        if (type == Number.class) {
            return other ? 5 : 2;
        }
        if (type == String.class) {
            return other ? "xyz" : "abc";
        }
        if (type == InputChar.class) {
            return new InputChar(other ? '{' : '[');
        }
        if (type == Message.class) {
            return Message.of(GameProblem.NEGATIVE_STAKE, other ? "b" : "a");
        }
        if (type == MessageList.class) {
            return new MessageList(List.of(Message.of(GameProblem.NEGATIVE_STAKE, "a"),
                    Message.of(GameProblem.NEGATIVE_STAKE, other ? "c" : "b")));
        }
        Object[] constants = type.getEnumConstants();
        return other ? constants[constants.length - 1] : constants[0];
    }
}
