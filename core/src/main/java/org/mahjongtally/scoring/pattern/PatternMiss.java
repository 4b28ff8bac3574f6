/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import static org.mahjongtally.Parameter.text;

import java.util.List;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;

/**
 * Why a hand is not a pattern's special hand: the first part of the pattern it does not meet,
 * one constant per kind of part. {@code part} is that part as the pattern writes it. The words
 * are in the {@code words} module.
 */
public enum PatternMiss implements MessageKey {
    /** Special hands are the winner's. */
    NOT_A_WINNER,
    /** The pattern is four sets and a pair, and the hand is not (in the reading looked at). */
    NOT_SETS_AND_PAIR,
    /** The pattern is fourteen concealed tiles, and the hand declared a set. */
    NOT_FOURTEEN_CONCEALED,
    /** No group of the hand is this part's (or not as many as it asks for). */
    GROUP_MISSING(text("part")),
    /** The hand is not concealed. */
    NOT_CONCEALED(text("part")),
    /** A tile of the hand is not among those {@code only} allows. */
    TILE_NOT_ALLOWED(text("part")),
    /** The hand lacks a tile {@code holds} asks for. */
    TILE_MISSING(text("part")),
    /** The hand has what {@code no} forbids. */
    FORBIDDEN(text("part")),
    /** The winning tile or the way it came is not the one asked for. */
    WRONG_WIN(text("part")),
    /** The player sits in another seat. */
    WRONG_SEAT(text("part")),
    /** The prevailing wind is another. */
    WRONG_ROUND(text("part")),
    /** The hand does not carry the flag. */
    FLAG_MISSING(text("part")),
    /** The hand lacks bonus tiles asked for. */
    BONUS_MISSING(text("part"));

    private final List<Parameter> parameters;

    PatternMiss(Parameter... parameters) {
        this.parameters = List.of(parameters);
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }
}
