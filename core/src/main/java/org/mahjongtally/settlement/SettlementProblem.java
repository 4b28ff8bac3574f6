/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import static org.mahjongtally.Parameter.number;
import static org.mahjongtally.Parameter.of;
import static org.mahjongtally.Parameter.text;

import java.util.List;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;
import org.mahjongtally.tile.Wind;

/**
 * Every message of a {@link SettlementException}, one constant per message. Parameters:
 * {@code seat} a {@link Wind}, {@code name} a tally's name, {@code given} the text as given,
 * {@code score}, {@code most}, {@code value}, {@code points} numbers, {@code key} an option's
 * key, {@code what} and {@code example} the adapter's own words for a field and an example of
 * it. The words are in the {@code words} module.
 */
public enum SettlementProblem implements MessageKey {
    /** A tally set without any tally. */
    NO_TALLIES,
    /** A tally set of more kinds than {@code most}. */
    TOO_MANY_TALLIES(number("most")),
    /** Two tallies of one name. */
    TALLY_NAMED_TWICE(text("name")),
    /** Two tallies of one value. */
    TALLY_VALUE_TWICE(number("value")),
    /** An item of a tally set that is not {@code name=value}. */
    TALLY_NOT_A_PAIR(text("given")),
    /** A tally whose value is not a whole number. */
    TALLY_VALUE_NOT_A_NUMBER(text("name"), text("given")),
    /** A tally whose name is blank or holds '=' or ','. */
    BAD_TALLY_NAME(text("name")),
    /** A tally worth 0 or less. */
    TALLY_NOT_POSITIVE(text("name"), number("value")),
    /** A payment method that does not exist. */
    UNKNOWN_METHOD(text("given")),
    /** A draw rule that does not exist. */
    UNKNOWN_DRAW_RULE(text("given")),
    /** A limit that is not a positive even number. */
    BAD_LIMIT(number("points")),
    /** A limit that is neither 'none' nor a number. */
    LIMIT_NOT_A_NUMBER(text("given")),
    /** A limit given as a number too big to read. */
    LIMIT_OUT_OF_RANGE(text("given")),
    /** A true-or-false option given something else. */
    NOT_TRUE_OR_FALSE(text("key"), text("given")),
    /** Paying for all without a discarder. */
    PAY_FOR_ALL_WITHOUT_DISCARDER,
    /** The winner named as the discarder. */
    DISCARDER_IS_WINNER(of("seat", Wind.class)),
    /** Paying for all after a draw. */
    PAY_FOR_ALL_AFTER_DRAW,
    /** A negative hand score. */
    NEGATIVE_SCORE(of("seat", Wind.class), number("score")),
    /** A hand score above {@code most}. */
    SCORE_TOO_HIGH(of("seat", Wind.class), number("score"), number("most")),
    /** The difference cap with the alternative method. */
    CAP_NEEDS_DIFFERENCE,
    /** A seat given twice among the scores. */
    SEAT_TWICE(of("seat", Wind.class), text("example")),
    /** A seat without a score. */
    NO_SCORE_FOR(of("seat", Wind.class), text("example")),
    /** A discarder named after a draw. */
    DRAW_WITH_DISCARDER,
    /** A field that should name a seat but does not; {@code what} names the field. */
    NOT_A_SEAT(text("what"), text("given"));

    private final List<Parameter> parameters;

    SettlementProblem(Parameter... parameters) {
        this.parameters = List.of(parameters);
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }
}
