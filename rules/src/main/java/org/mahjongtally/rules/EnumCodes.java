/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.Locale;

/**
 * How a ruleset file and the JSON views write an enum constant: lower case, words joined by a
 * hyphen, so that {@code EVERY_PLAYER} is {@code every-player}. One rule, used by the loader,
 * the writer and the JSON of a ruleset alike.
 */
public final class EnumCodes {

    private EnumCodes() {
    }

    /** The code of an enum constant's name: {@code EVERY_PLAYER} is {@code every-player}. */
    public static String code(String enumName) {
        return enumName.toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
