/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import java.util.Objects;
import org.mahjongtally.tile.Tile;

/**
 * A tile that completes a calling hand, and what the completed hand would score.
 *
 * @param tile the tile that completes the hand
 * @param onDiscard the score sheet if the tile is claimed from a discard
 * @param selfDrawn the score sheet if the tile is drawn from the wall
 */
public record Wait(Tile tile, ScoreSheet onDiscard, ScoreSheet selfDrawn) {

    /** Checks that nothing is missing. */
    public Wait {
        Objects.requireNonNull(tile, "tile");
        Objects.requireNonNull(onDiscard, "onDiscard");
        Objects.requireNonNull(selfDrawn, "selfDrawn");
    }
}
