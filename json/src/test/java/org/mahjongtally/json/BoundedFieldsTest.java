/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mahjongtally.game.Bound;

/** Which fields' numbers are bounded, by their path with or without list indexes. */
class BoundedFieldsTest {

    private static final Map<String, Bound> BY_NAME = Map.of("rounds", Bound.ROUNDS,
            "startingTallies", Bound.STARTING_TALLIES, "decimals", Bound.MONEY_DECIMALS,
            "amount", Bound.PENALTY_AMOUNT);

    @Test
    void theBoundIsThatOfTheLastNameWithoutIndexes() {
        assertThat(BoundedFields.of("options.rounds")).contains(Bound.ROUNDS);
        assertThat(BoundedFields.of("hands[2].record.penalties[0].amount")).contains(Bound.PENALTY_AMOUNT);
        assertThat(BoundedFields.of("hands[12].record.penalties[10].amount[3]")).contains(Bound.PENALTY_AMOUNT);
        assertThat(BoundedFields.of("options.money.decimals")).contains(Bound.MONEY_DECIMALS);
        assertThat(BoundedFields.of("startingTallies")).contains(Bound.STARTING_TALLIES);
        assertThat(BoundedFields.of("options.limit")).isEmpty();
    }

    @Test
    void scoresAndEachNameUnderScoresAreTypedScores() {
        assertThat(BoundedFields.of("scores")).contains(Bound.TYPED_SCORE);
        assertThat(BoundedFields.of("hands[3].scores.Ann")).contains(Bound.TYPED_SCORE);
        assertThat(BoundedFields.of("hands[3].scores[1]")).contains(Bound.TYPED_SCORE);
        assertThat(BoundedFields.of("scores.Ann.x")).isEmpty();
    }

    @Test
    void onlyBracketsAroundDigitsAreIndexes() {
        for (String path : List.of("penalties[x].amount", "amount[]", "amount[1", "amount[-1]", "amount[1a]",
                "amount[[1]]", "amount[١]", "scores.[Ann]", "rounds[0]].x", "a[0].[1]rounds[2]", "x.amount.",
                "scores..", "decimals.", "x[0]")) {
            String[] names = path.replaceAll("\\[\\d+]", "").split("\\.");
            String last = names[names.length - 1];
            Optional<Bound> expected = last.equals("scores") || names.length > 1 && names[names.length - 2].equals("scores")
                    ? Optional.of(Bound.TYPED_SCORE) : Optional.ofNullable(BY_NAME.get(last));
            assertThat(BoundedFields.of(path)).as("[%s]", path).isEqualTo(expected);
        }
        assertThat(BoundedFields.of("amount[[1]]")).isEmpty();
        assertThat(BoundedFields.of("x.amount.")).contains(Bound.PENALTY_AMOUNT);
    }
}
