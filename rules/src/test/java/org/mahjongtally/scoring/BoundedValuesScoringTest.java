/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.rules.RulesetLimits;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.ruleset.Scope;

/**
 * The worst a ruleset within the bounds of {@link RulesetLimits} can do to the arithmetic of a
 * score: every element of the catalogue scored, each at the most points and doubles a file may
 * give it, the limit at its bound or off. No hand's score overflows: every total is positive, at
 * least the hand's points, and within the limit when there is one (docs/rulesets.md, "Bounds").
 */
class BoundedValuesScoringTest {

    private static final int CASES = 2000;

    /** Every element at its bound; special hands valued by their doubles, so that they are doubled too. */
    private static Ruleset worst(String limit) {
        StringBuilder toml = new StringBuilder("id = \"worst\"\nversion = 1\nextends = \"bmja\"\n\n[options]\nlimit = "
                + limit + "\nnotionalLimit = " + RulesetLimits.MAX_LIMIT + "\nmaxChows = 4\neastStreakLimit = 2\n");
        for (RuleId id : RuleId.builtIn()) {
            toml.append("\n[[element]]\nid = \"").append(id.id()).append("\"\nname = \"").append(id.id()).append("\"\n");
            if (id.kind() == ElementKind.POINTS) {
                toml.append("points = ").append(RulesetLimits.MAX_POINTS).append('\n');
            } else {
                toml.append("doubles = ").append(RulesetLimits.MAX_DOUBLES).append('\n');
                if (id.kind() == ElementKind.DOUBLES && id.scope() == Scope.WINNER) {
                    toml.append("points = ").append(RulesetLimits.MAX_POINTS).append('\n');
                }
                if (id.kind() == ElementKind.SPECIAL_HAND) {
                    toml.append("limit = 0\nfishing = 0\n");
                }
            }
            toml.append("excludes = []\n");
        }
        return Rulesets.read("worst.toml", toml.toString());
    }

    @ParameterizedTest(name = "limit {0}")
    @ValueSource(strings = {"\"none\"", "1000000"})
    void noHandOverflowsUnderEveryElementAtItsBound(String limit) {
        Scorer scorer = new Scorer(worst(limit));
        Random random = new Random(29);
        int scored = 0;
        for (int i = 0; i < CASES; i++) {
            Hand hand = WinningHands.next(random, 4);
            if (scorer.score(hand) instanceof ScoreSheet sheet) {
                assertOk(sheet, limit, "case " + i + ": " + hand);
                scored++;
            }
        }
        assertThat(scored).isGreaterThan(CASES / 2);
    }

    @Test
    void aHandOfEveryBonusTileAndFourKongsOfHonoursStaysPositive() {
        Scorer scorer = new Scorer(worst("\"none\""));
        String hand = "[RRRR] [GGGG] [WWWW] [EEEE] NN f1 f2 f3 f4 s1 s2 s3 s4 win=N by=loose";

        ScoreSheet sheet = (ScoreSheet) scorer.score(Hand.parse(hand));

        assertOk(sheet, "\"none\"", hand);
        assertThat(sheet.doubles()).isGreaterThan(40);
    }

    /**
     * Positive, and within the limit if there is one; without one, an ordinary hand's total is
     * exactly its points times 2 to its doubles, worked out without overflow (BigInteger), and a
     * special hand's (whose points are its value) at least its points.
     */
    private static void assertOk(ScoreSheet sheet, String limit, String context) {
        assertThat(sheet.points()).as(context).isNotNegative();
        assertThat(sheet.total()).as(context).isPositive();
        if (!limit.equals("\"none\"")) {
            assertThat(sheet.total()).as(context).isLessThanOrEqualTo(RulesetLimits.MAX_LIMIT);
        } else if (sheet.limitHand().isEmpty() && sheet.doubles() < 40) {
            assertThat(BigInteger.valueOf(sheet.total())).as(context)
                    .isEqualTo(BigInteger.valueOf(sheet.points()).shiftLeft(sheet.doubles()));
        } else {
            assertThat(sheet.total()).as(context).isGreaterThanOrEqualTo(sheet.points());
        }
    }
}
