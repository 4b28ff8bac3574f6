/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import static org.mahjongtally.Parameter.text;

import java.util.List;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;

/**
 * What a score sheet says around a ruleset's name of an element, where the name alone would
 * not be true; {@link ScoringNames} chooses it from the sheet's data. Parameter: {@code name}
 * the element's name in the ruleset.
 */
enum ScoringLabel implements MessageKey {
    /** The fishing value of a special hand that a loser was calling for, not one made. */
    CALLING_FOR(text("name"));

    private final List<Parameter> parameters;

    ScoringLabel(Parameter... parameters) {
        this.parameters = List.of(parameters);
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }
}
