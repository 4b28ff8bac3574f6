/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.util.Objects;

/**
 * What the table gives for one player's hand: the score he counted himself, or his tiles in
 * the hand notation for the engine to score. A hand may mix both.
 */
public sealed interface PlayerEntry permits PlayerEntry.Score, PlayerEntry.Tiles {

    /** A typed score. */
    static PlayerEntry score(long points) {
        return new Score(points);
    }

    /** Tiles in the hand notation. */
    static PlayerEntry tiles(String notation) {
        return new Tiles(notation);
    }

    /**
     * A score the player counted himself.
     *
     * @param points 0 or more ({@link Bound#TYPED_SCORE})
     */
    record Score(long points) implements PlayerEntry {

        /** Checks the range. */
        public Score {
            Bound.TYPED_SCORE.check(points);
        }
    }

    /**
     * The player's tiles; seat and prevailing wind come from the game and may be left out.
     *
     * @param notation the hand notation, as typed ({@link Bound#NOTATION_LENGTH} characters at most)
     */
    record Tiles(String notation) implements PlayerEntry {

        /** Checks that there is something, and not too much. */
        public Tiles {
            Objects.requireNonNull(notation, "notation");
            if (notation.isBlank()) {
                throw GameException.of(GameProblem.NO_TILES_GIVEN);
            }
            notation = notation.strip();
            Bound.NOTATION_LENGTH.check(notation.codePointCount(0, notation.length()));
        }
    }
}
