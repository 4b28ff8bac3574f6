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
 * Three equal tiles.
 *
 * @param tile the tile: any playing tile
 * @param exposure how the pung was made
 */
public record Pung(Tile tile, Exposure exposure) implements Meld {

    /**
     * Checks the invariants.
     *
     * @throws InvalidHandException ({@code BONUS_TILE_IN_SET}) if {@code tile} is a flower or season
     */
    public Pung {
        Objects.requireNonNull(tile, "tile");
        Objects.requireNonNull(exposure, "exposure");
        GroupText.requirePlaying(tile, Kind.PUNG);
    }

    /** The same as {@link #tile()}. */
    @Override
    public Tile first() {
        return tile;
    }

    @Override
    public Kind kind() {
        return Kind.PUNG;
    }

    @Override
    public List<Tile> tiles() {
        return Collections.nCopies(3, tile);
    }

    /** The pung in notation: {@code 555d} concealed, {@code [555d]} exposed. */
    @Override
    public String toString() {
        return GroupText.of(this);
    }
}
