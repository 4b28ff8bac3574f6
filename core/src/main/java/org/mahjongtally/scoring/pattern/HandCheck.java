/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import java.util.List;
import java.util.Optional;
import org.mahjongtally.arrange.Arranger;
import org.mahjongtally.hand.Arrangement;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Shape;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.scoring.rule.TileFacts;

/**
 * Whether a whole hand is a pattern's special hand under a ruleset: in some reading the scorer
 * would look at (each reading as four sets and a pair with no more chows than the ruleset
 * allows, and the tiles read as no sets). If none is, the reason from the reading that came
 * nearest: a condition unmet after every group was found before a group missing, a later part
 * before an earlier one.
 */
final class HandCheck {

    private HandCheck() {
    }

    static Optional<Mismatch> whyNot(Pattern pattern, Hand hand, Ruleset ruleset) {
        ScoringView view = new ScoringView(hand, TileFacts.of(hand), ruleset);
        if (!hand.isWinner()) {
            return pattern.whyNot(view.read(irregular(hand)));
        }
        Mismatch[] nearest = new Mismatch[1];
        boolean[] found = new boolean[1];
        Arranger.forEachWinningReading(hand, (melds, winningSet) -> {
            if (found[0]) {
                return;
            }
            view.readSetsAndPair(melds, winningSet);
            if (view.chows() > ruleset.scoring().maxChows()) {
                return;
            }
            keep(pattern.whyNot(view), nearest, found);
        });
        if (!found[0]) {
            keep(pattern.whyNot(view.read(irregular(hand))), nearest, found);
        }
        return found[0] ? Optional.empty() : Optional.of(nearest[0]);
    }

    private static void keep(Optional<Mismatch> reason, Mismatch[] nearest, boolean[] found) {
        if (reason.isEmpty()) {
            found[0] = true;
        } else if (nearest[0] == null || rank(reason.get()) > rank(nearest[0])) {
            nearest[0] = reason.get();
        }
    }

    /** How near a reading came: past every group to a condition, then to a group, then the shape. */
    private static long rank(Mismatch m) {
        int stage = switch (m.reason()) {
            case NOT_A_WINNER, NOT_SETS_AND_PAIR, NOT_FOURTEEN_CONCEALED -> 0;
            case GROUP_MISSING -> 1;
            default -> 2;
        };
        return (long) stage << 32 | m.place().offset();
    }

    private static Arrangement irregular(Hand hand) {
        return new Arrangement(Shape.IRREGULAR, List.of(), Optional.empty(), hand.concealed());
    }
}
