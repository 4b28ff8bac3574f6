/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

/**
 * How large a ruleset may be, and how large its values, wherever it comes from: a file, a game
 * file, a link, an upload. Each bound is far above what any real ruleset needs (docs/rulesets.md,
 * "Bounds"), and each is checked while the text is read, so that hostile or mistaken input is
 * refused before the work on it grows: the reader stops at the first entry past
 * {@link #MAX_ENTRIES}, the loader at the first {@code extends} past {@link #MAX_CHAIN}.
 *
 * <p>A ruleset nests nothing (dotted keys, inline tables and lists of lists are refused), so its
 * depth is bounded by its form: a table, its keys, a list of strings.
 */
public final class RulesetLimits {

    /**
     * The most characters of a ruleset's text; the same number of bytes bounds a ruleset file.
     * A ruleset written out in full, every element with every field, is about 20,000.
     */
    public static final int MAX_CHARS = 1_000_000;

    /**
     * The most keys, table headers and list items a ruleset may hold. One written out in full,
     * every element of the catalogue with every field, holds about 750.
     */
    public static final int MAX_ENTRIES = 2_000;

    /** The most characters of one key or one string value (a name, an id, a tally set). */
    public static final int MAX_TEXT = 500;

    /** The most files in an {@code extends} chain, the file itself included. */
    public static final int MAX_CHAIN = 5;

    /** The most points an element may be worth (the rulebooks' largest is 32). */
    public static final int MAX_POINTS = 1_000;

    /** The most doubles an element may give (the rulebooks' largest is 3). */
    public static final int MAX_DOUBLES = 10;

    /**
     * The largest {@code limit} and {@code notionalLimit} (the rulebooks' are 500 to 2,000). With
     * these bounds a hand's points, doubled, cannot overflow a 64-bit score: see
     * docs/rulesets.md, "Bounds".
     */
    public static final long MAX_LIMIT = 1_000_000;

    /** How many problems a refusal lists; it says how many more there are. */
    public static final int PROBLEMS_SHOWN = 20;

    private RulesetLimits() {
    }
}
