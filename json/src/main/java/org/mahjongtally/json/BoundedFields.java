/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.text.Text;
import org.mahjongtally.game.Bound;

/**
 * Which JSON fields hold a number core bounds ({@link Bound}), by the field's path as a strict
 * reader names it ({@code options.rounds}, {@code hands[2].record.penalties[0].amount},
 * {@code scores.Ann}): so that a number too large to be read at all ({@code 1e999999999},
 * {@code 2^63}) is refused with the bound's own message, quoting it, as one that was read is.
 */
public final class BoundedFields {

    /** The bounded fields of the shapes of this module, by their last name. */
    private static final Map<String, Bound> BY_NAME = Map.of(
            "rounds", Bound.ROUNDS,
            "startingTallies", Bound.STARTING_TALLIES,
            "decimals", Bound.MONEY_DECIMALS,
            "amount", Bound.PENALTY_AMOUNT);

    /** The field of {@link HandJson} and a settle question whose values are typed scores. */
    private static final String SCORES = "scores";

    private BoundedFields() {
    }

    /** The bound of the field at {@code path}, if it has one. */
    public static Optional<Bound> of(String path) {
        List<String> names = Text.split(withoutIndexes(path), ".");
        String last = names.get(names.size() - 1);
        if (last.equals(SCORES) || names.size() > 1 && names.get(names.size() - 2).equals(SCORES)) {
            return Optional.of(Bound.TYPED_SCORE);
        }
        return Optional.ofNullable(BY_NAME.get(last));
    }

    /** The path without its list indexes: {@code hands[2].record.penalties[0]} is {@code hands.record.penalties}. */
    private static String withoutIndexes(String path) {
        StringBuilder out = new StringBuilder(path.length());
        int i = 0;
        while (i < path.length()) {
            int end = indexEnd(path, i);
            if (end >= 0) {
                i = end + 1;
            } else {
                out.append(path.charAt(i));
                i++;
            }
        }
        return out.toString();
    }

    /** Where the {@code ]} of an index such as {@code [12]} starting at {@code start} is; -1 if none starts there. */
    private static int indexEnd(String path, int start) {
        if (path.charAt(start) != '[') {
            return -1;
        }
        int end = start + 1;
        while (end < path.length() && Text.isAsciiDigit(path.charAt(end))) {
            end++;
        }
        return end > start + 1 && end < path.length() && path.charAt(end) == ']' ? end : -1;
    }
}
