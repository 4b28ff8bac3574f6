/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.ruleset;

/** How scores are rounded (docs/rules.md §7): none in BMJA, Millington or mj. */
public enum Rounding {
    /** Scores are what the arithmetic gives (516, 1096...). */
    NONE("none"),
    /** The final score to the nearest 10 (124 -> 120, 136 -> 140, 125 -> 130). */
    FINAL_TO_10("final-to-10"),
    /** The basic points up to the next 10 before doubling (36 -> 40). */
    BASIC_UP_TO_10("basic-up-to-10");

    private final String code;

    Rounding(String code) {
        this.code = code;
    }

    /** The name used in ruleset files. */
    public String code() {
        return code;
    }

    /** Rounds the basic points, before doubling. */
    public long basic(long points) {
        return this == BASIC_UP_TO_10 ? (points + 9) / 10 * 10 : points;
    }

    /** Rounds the final score, after doubling and before the limit. */
    public long total(long score) {
        return this == FINAL_TO_10 ? (score + 5) / 10 * 10 : score;
    }
}
