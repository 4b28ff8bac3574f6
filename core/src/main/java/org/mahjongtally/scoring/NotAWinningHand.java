/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import java.util.Objects;
import org.mahjongtally.Message;
import org.mahjongtally.hand.Hand;

/**
 * A hand declared as Mah-Jong ({@code win=}) whose tiles do not make a winning hand under the
 * ruleset: a normal result, scored 0, with the reason for the table.
 *
 * @param hand the hand as declared
 * @param rulesetId the ruleset it was judged under
 * @param reason why it is not a winning hand: a message of a {@link NotWinningReason} key
 */
public record NotAWinningHand(Hand hand, String rulesetId, Message reason) implements ScoreResult {

    /** Checks that nothing is missing. */
    public NotAWinningHand {
        Objects.requireNonNull(hand, "hand");
        Objects.requireNonNull(rulesetId, "rulesetId");
        Objects.requireNonNull(reason, "reason");
        if (!(reason.key() instanceof NotWinningReason)) {
            throw new IllegalArgumentException("the reason is a NotWinningReason, not " + reason.key());
        }
    }

    /** The kind of reason, such as {@link NotWinningReason#TOO_MANY_CHOWS}. */
    public NotWinningReason reasonKey() {
        return (NotWinningReason) reason.key();
    }

    @Override
    public long total() {
        return 0;
    }
}
