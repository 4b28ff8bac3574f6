/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.mahjongtally.hand.Arrangement;
import org.mahjongtally.hand.Hand;

/**
 * The score of one player's hand, explained: the reading of the tiles that scores best, one
 * line per scoring element, the basic points, the doubles, the special hand if the hand scores
 * as one, and the total after the limit.
 *
 * <p>For an ordinary hand, {@code total = min(limit, points × 2^doubles)}. For a special hand,
 * {@code points} is its value plus the bonus tiles scored separately (with their own doubles),
 * {@code doubles} is 0, and the total is that, capped at the limit.
 *
 * @param hand the hand scored
 * @param rulesetId the ruleset it was scored under
 * @param arrangement the reading chosen
 * @param points the basic points (see above for special hands)
 * @param doubles the number of doubles
 * @param limitHand the special hand's name in the ruleset, if the hand scores as one
 * @param calling whether that special hand is one a loser was calling for, scored at its
 *     fishing value (see {@link Award#calling()}); false without a special hand
 * @param total the final score, after the limit
 * @param limited whether the limit cut the score down
 * @param lines one line per element that scored
 * @param runnersUp the other readings, best first
 */
public record ScoreSheet(
        Hand hand,
        String rulesetId,
        Arrangement arrangement,
        long points,
        int doubles,
        Optional<String> limitHand,
        boolean calling,
        long total,
        boolean limited,
        List<Award> lines,
        List<Alternative> runnersUp) implements ScoreResult {

    /** Copies the lists (the scorer's lines, written when first read, need no copy). */
    public ScoreSheet {
        Objects.requireNonNull(hand, "hand");
        Objects.requireNonNull(rulesetId, "rulesetId");
        Objects.requireNonNull(arrangement, "arrangement");
        Objects.requireNonNull(limitHand, "limitHand");
        lines = OnDemandList.copyOf(lines);
        runnersUp = List.copyOf(runnersUp);
    }

    /** Whether this player went Mah-Jong. */
    public boolean winner() {
        return hand.isWinner();
    }
}
