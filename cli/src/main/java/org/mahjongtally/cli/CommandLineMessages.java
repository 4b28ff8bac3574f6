/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import org.mahjongtally.Message;

/** Messages in the command line's own words ({@link CommandLineText}): English only, by design. */
public final class CommandLineMessages {

    private CommandLineMessages() {
    }

    /** A sentence of the command line's own, in English. */
    public static Message english(String sentence) {
        return Message.of(CommandLineText.SENTENCE, sentence);
    }
}
