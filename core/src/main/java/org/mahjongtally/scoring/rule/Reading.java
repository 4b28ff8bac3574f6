/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.rule;

import java.util.List;
import java.util.Optional;
import org.mahjongtally.hand.Arrangement;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.hand.Shape;
import org.mahjongtally.tile.Tile;

/**
 * A reading the scorer keeps with its score: the melds it was given, made into an
 * {@link Arrangement} only if the reading is shown (as the sheet's reading or a runner-up),
 * which most readings never are. Used by one scoring call only.
 */
public final class Reading {

    private final Shape shape;
    private final Meld[] melds;
    private final Meld winningSet;
    private final List<Tile> leftover;
    private Arrangement arrangement;

    private Reading(Shape shape, Meld[] melds, Meld winningSet, List<Tile> leftover, Arrangement arrangement) {
        this.shape = shape;
        this.melds = melds;
        this.winningSet = winningSet;
        this.leftover = leftover;
        this.arrangement = arrangement;
    }

    /** A reading that already is an arrangement. */
    public static Reading of(Arrangement arrangement) {
        return new Reading(arrangement.shape(), null, null, arrangement.leftover(), arrangement);
    }

    /** A reading of these melds (kept as given: the caller hands over a copy of its own). */
    public static Reading of(Shape shape, Meld[] melds, Meld winningSet, List<Tile> leftover) {
        return new Reading(shape, melds, winningSet, leftover, null);
    }

    /** The number of tiles in no set. */
    public int leftoverCount() {
        return leftover.size();
    }

    /** The reading as an arrangement, built the first time it is asked for. */
    public Arrangement arrangement() {
        if (arrangement == null) {
            arrangement = new Arrangement(shape, List.of(melds), Optional.ofNullable(winningSet), leftover);
        }
        return arrangement;
    }
}
