/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.mahjongtally.Parameter.text;

import java.util.List;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;

/**
 * The command line's own words: sentences about how a command is written (its options, files
 * and arguments), which only the command line prints. English only, by design: the command line
 * speaks English, so these messages are written out in English where they are thrown
 * and shown as they are by {@link CommandLineEnglish}. Not for messages that the API or the page
 * can show: those get keys of their area and words in every language.
 */
public enum CommandLineText implements MessageKey {
    /** A sentence in English, shown as it is. */
    SENTENCE(text("sentence"));

    private final List<Parameter> parameters;

    CommandLineText(Parameter... parameters) {
        this.parameters = List.of(parameters);
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }
}
