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
        return new Win(winner, Optional.empty());
    }

    /**
     * The player in seat {@code winner} went Mah-Jong on a tile discarded by {@code discarder}.
     *
     * @throws SettlementException if the discarder is the winner
     */
    static Outcome winOnDiscard(Wind winner, Wind discarder) {
        return new Win(winner, Optional.of(discarder));
    }

    /** The winner's seat, empty after a draw. */
    Optional<Wind> winningSeat();

    /**
     * A win.
     *
     * @param winner the seat that went Mah-Jong
     * @param discarder the seat whose discard was the winning tile, when known
     */
    record Win(Wind winner, Optional<Wind> discarder) implements Outcome {

        /** Checks that the discarder is another player. */
        public Win {
            Objects.requireNonNull(winner, "winner");
            Objects.requireNonNull(discarder, "discarder");
            if (discarder.filter(winner::equals).isPresent()) {
                throw new SettlementException("the discarder cannot be the winner: "
                        + winner.displayName() + " went Mah-Jong, so name another seat as"
                        + " the discarder, or none if the tile came from the wall");
            }
        }

        @Override
        public Optional<Wind> winningSeat() {
            return Optional.of(winner);
        }
    }

    /** Nobody went out. */
    enum Draw implements Outcome {
        INSTANCE;

        @Override
        public Optional<Wind> winningSeat() {
            return Optional.empty();
        }
    }
}
