/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import java.util.List;
import java.util.Objects;
import org.mahjongtally.tile.Tile;

/**
 * Three tiles in a row of one suit, such as 1b 2b 3b, named by its lowest tile.
 *
 * @param first the lowest tile: a suited tile ranked 1 to 7
 * @param exposure how the chow was made
 */
public record Chow(Tile first, Exposure exposure) implements Meld {

    /**
     * Checks the invariants.
     *
     * @throws InvalidHandException ({@code NOT_A_SET} or {@code BONUS_TILE_IN_SET}) if {@code first}
     *     is not a suited tile ranked 1 to 7
     */
    public Chow {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(exposure, "exposure");
        GroupText.requirePlaying(first, Kind.CHOW);
        if (!first.isSuited() || first.rank() > 7) {
            throw new InvalidHandException(first, HandProblem.NO_CHOW_AT, first);
        }
    }

    @Override
    public Kind kind() {
        return Kind.CHOW;
    }

    @Override
    public List<Tile> tiles() {
        return List.of(first, Tile.byOrdinal(first.ordinal() + 1), Tile.byOrdinal(first.ordinal() + 2));
    }

    /** The chow in notation: {@code 123b} concealed, {@code [123b]} exposed. */
    @Override
    public String toString() {
        return GroupText.of(this);
    }
}
