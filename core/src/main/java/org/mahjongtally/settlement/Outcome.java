/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.Objects;
import java.util.Optional;
import org.mahjongtally.tile.Wind;

/** How a hand ended: somebody went Mah-Jong, or nobody did (a draw, or wash-out). */
public sealed interface Outcome {

    /** Nobody went out. */
    static Outcome draw() {
        return Draw.INSTANCE;
    }

    /** The player in this seat went Mah-Jong (discarder unknown or self-drawn). */
    static Outcome win(Wind winner) {
        return new Win(winner, Optional.empty(), DiscardLiability.NONE);
    }

    /**
     * The player in seat {@code winner} went Mah-Jong on a tile discarded by {@code discarder}.
     *
     * @throws SettlementException if the discarder is the winner
     */
    static Outcome winOnDiscard(Wind winner, Wind discarder) {
        return new Win(winner, Optional.of(discarder), DiscardLiability.NONE);
    }

    /** The winner's seat, empty after a draw. */
    Optional<Wind> winningSeat();

    /** What the discarder owes beyond an ordinary loser's share; {@code NONE} after a draw. */
    DiscardLiability liability();

    /**
     * A win.
     *
     * @param winner the seat that went Mah-Jong
     * @param discarder the seat whose discard was the winning tile, when known (with
     *     {@link DiscardLiability#PAYS_DOUBLE}, none means the winner drew the tile himself)
     * @param liability what the discarder owes this hand, as decided by
     *     {@link SettlementOptions#forHand}
     */
    record Win(Wind winner, Optional<Wind> discarder, DiscardLiability liability) implements Outcome {

        /**
         * Checks that the discarder is another player, and that somebody discarded when the
         * discarder pays for all.
         */
        public Win {
            Objects.requireNonNull(winner, "winner");
            Objects.requireNonNull(discarder, "discarder");
            Objects.requireNonNull(liability, "liability");
            if (liability == DiscardLiability.PAYS_FOR_ALL && discarder.isEmpty()) {
                throw new SettlementException(SettlementProblem.PAY_FOR_ALL_WITHOUT_DISCARDER);
            }
            if (discarder.filter(winner::equals).isPresent()) {
                throw new SettlementException(SettlementProblem.DISCARDER_IS_WINNER, winner);
            }
        }

        @Override
        public Optional<Wind> winningSeat() {
            return Optional.of(winner);
        }

        /** The same win with this liability for the discarder. */
        public Win withLiability(DiscardLiability newLiability) {
            return newLiability == liability ? this : new Win(winner, discarder, newLiability);
        }
    }

    /** Nobody went out. */
    enum Draw implements Outcome {
        INSTANCE;

        @Override
        public Optional<Wind> winningSeat() {
            return Optional.empty();
        }

        @Override
        public DiscardLiability liability() {
            return DiscardLiability.NONE;
        }
    }
}
