/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.mahjongtally.tile.Tile;

/**
 * Two equal tiles.
 *
 * @param tile the tile: any playing tile
 * @param exposure how the pair was made
 */
public record Pair(Tile tile, Exposure exposure) implements Meld {

    /**
     * Checks the invariants.
     *
     * @throws InvalidHandException ({@code BONUS_TILE_IN_SET}) if {@code tile} is a flower or season
     */
    public Pair {
        Objects.requireNonNull(tile, "tile");
        Objects.requireNonNull(exposure, "exposure");
        GroupText.requirePlaying(tile, Kind.PAIR);
    }

    /** The same as {@link #tile()}. */
    @Override
    public Tile first() {
        return tile;
    }

    @Override
    public Kind kind() {
        return Kind.PAIR;
    }

    @Override
    public List<Tile> tiles() {
        return Collections.nCopies(2, tile);
    }

    /** The pair in notation: {@code RR} concealed, {@code [RR]} exposed. */
    @Override
    public String toString() {
        return GroupText.of(this);
    }
}
