package org.mahjongtally.scoring;

import java.util.Objects;
import org.mahjongtally.hand.Hand;

/**
 * A hand declared as Mah-Jong ({@code win=}) whose tiles do not make a winning hand under the
 * ruleset: a normal result, scored 0, with the reason for the table.
 *
 * @param hand the hand as declared
 * @param rulesetId the ruleset it was judged under
 * @param reason why it is not a winning hand, in words
 */
public record NotAWinningHand(Hand hand, String rulesetId, String reason) implements ScoreResult {

    /** Checks that nothing is missing. */
    public NotAWinningHand {
        Objects.requireNonNull(hand, "hand");
        Objects.requireNonNull(rulesetId, "rulesetId");
        Objects.requireNonNull(reason, "reason");
    }

    @Override
    public long total() {
        return 0;
    }
}
