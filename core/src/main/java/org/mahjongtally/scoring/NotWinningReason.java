/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import static org.mahjongtally.Parameter.number;
import static org.mahjongtally.Parameter.text;

import java.util.List;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;

/**
 * Why a declared win is {@link NotAWinningHand not a winning hand}, one constant per reason,
 * each with a stable {@link #code() wire string}. Parameters: {@code ruleset} the ruleset's id,
 * {@code chows} how many chows the hand has, {@code most} how many the ruleset allows. The words
 * are in the {@code words} module.
 */
public enum NotWinningReason implements MessageKey {
    /** Every reading of four sets and a pair has more chows than the ruleset allows. */
    TOO_MANY_CHOWS("too-many-chows", text("ruleset"), number("chows"), number("most")),
    /** The tiles make neither four sets and a pair nor a special hand of the ruleset. */
    NO_WINNING_SHAPE("no-winning-shape", text("ruleset"));

    private final String code;
    private final List<Parameter> parameters;

    NotWinningReason(String code, Parameter... parameters) {
        this.code = code;
        this.parameters = List.of(parameters);
    }

    /** The stable wire string, such as {@code "too-many-chows"}. */
    public String code() {
        return code;
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }
}
