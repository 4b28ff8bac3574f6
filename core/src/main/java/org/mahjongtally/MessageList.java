/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally;

import java.util.List;
import java.util.Objects;

/**
 * The value of a {@link Parameter#messages} parameter: other messages, in order, each put into
 * words in the same language as the message that holds them (the problems of a ruleset file).
 *
 * @param messages the messages, at least one
 */
public record MessageList(List<Message> messages) {

    /** Copies the list; refuses an empty one or a null element. */
    public MessageList {
        messages = List.copyOf(Objects.requireNonNull(messages, "messages"));
        if (messages.isEmpty()) {
            throw new IllegalArgumentException("a list of messages needs at least one");
        }
    }
}
