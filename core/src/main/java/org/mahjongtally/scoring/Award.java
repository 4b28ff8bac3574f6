/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import java.util.Objects;
import org.mahjongtally.ruleset.RuleId;

/**
 * One line of a score sheet: an element that scored, what it gave, and where it came from.
 *
 * @param element the element
 * @param name its name in the ruleset
 * @param points the basic points it gave (0 for a doubles line)
 * @param doubles the doubles it gave (0 for a points line)
 * @param sets the sets or tiles it came from, in notation ({@code [RRR]}, {@code f1 s1}), or ""
 * @param calling whether the line is the fishing value of a special hand that a loser was
 *     calling for (one tile short of it), not a special hand made; the adapters say so in words
 */
public record Award(RuleId element, String name, long points, int doubles, String sets, boolean calling) {

    /** Checks that nothing is missing. */
    public Award {
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sets, "sets");
    }

    /** A line of an element that the hand has (not one it is calling for). */
    public Award(RuleId element, String name, long points, int doubles, String sets) {
        this(element, name, points, doubles, sets, false);
    }
}
