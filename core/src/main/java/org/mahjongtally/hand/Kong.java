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
 * Four equal tiles. A kong counts as three tiles towards the 14 of a winning hand; the
 * fourth is replaced by a loose tile.
 *
 * @param tile the tile: any playing tile
 * @param exposure how the kong was made
 */
public record Kong(Tile tile, Exposure exposure) implements Meld {

    /**
     * Checks the invariants.
     *
     * @throws InvalidHandException ({@code BONUS_TILE_IN_SET}) if {@code tile} is a flower or season
     */
    public Kong {
        Objects.requireNonNull(tile, "tile");
        Objects.requireNonNull(exposure, "exposure");
        GroupText.requirePlaying(tile, Kind.KONG);
    }

    /** The same as {@link #tile()}. */
    @Override
    public Tile first() {
        return tile;
    }

    @Override
    public Kind kind() {
        return Kind.KONG;
    }

    @Override
    public List<Tile> tiles() {
        return Collections.nCopies(4, tile);
    }

    /** The kong in notation: {@code {5555d}} concealed, {@code [5555d]} exposed. */
    @Override
    public String toString() {
        return GroupText.of(this);
    }
}
