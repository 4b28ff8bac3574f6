/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import org.mahjongtally.words.Args;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Phrasebook;

/** The command line's own sentences ({@link CommandLineText}), in English as they were written. */
final class CommandLineEnglish extends Phrasebook<CommandLineText> {

    CommandLineEnglish() {
        super(CommandLineText.class, Language.ENGLISH);
    }

    @Override
    public String text(CommandLineText key, Args a) {
        return switch (key) {
            case SENTENCE -> a.text("sentence");
        };
    }
}
