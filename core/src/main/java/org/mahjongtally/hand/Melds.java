/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import org.mahjongtally.tile.Tile;

/**
 * One shared instance of every set that can exist (four kinds, two exposures, the tiles that
 * can start them): the arrangement search builds thousands of sets a second, and sets are
 * immutable values, so they are looked up instead of made.
 */
final class Melds {

    private static final Meld[][][] ALL = new Meld[Meld.Kind.values().length][2][Tile.PLAYING_KINDS];

    static {
        for (Tile t : Tile.playing()) {
            for (Exposure e : Exposure.values()) {
                ALL[Meld.Kind.PUNG.ordinal()][e.ordinal()][t.ordinal()] = new Pung(t, e);
                ALL[Meld.Kind.KONG.ordinal()][e.ordinal()][t.ordinal()] = new Kong(t, e);
                ALL[Meld.Kind.PAIR.ordinal()][e.ordinal()][t.ordinal()] = new Pair(t, e);
                if (t.isSuited() && t.rank() <= 7) {
                    ALL[Meld.Kind.CHOW.ordinal()][e.ordinal()][t.ordinal()] = new Chow(t, e);
                }
            }
        }
    }

    private Melds() {
    }

    /**
     * The set of this kind starting at this tile.
     *
     * @throws InvalidHandException if there is no such set (a chow from 8, a bonus tile)
     */
    static Meld of(Meld.Kind kind, Tile first, Exposure exposure) {
        Meld meld = first.isPlaying() ? ALL[kind.ordinal()][exposure.ordinal()][first.ordinal()] : null;
        if (meld != null) {
            return meld;
        }
        return switch (kind) {
            case CHOW -> new Chow(first, exposure);
            case PUNG -> new Pung(first, exposure);
            case KONG -> new Kong(first, exposure);
            case PAIR -> new Pair(first, exposure);
        };
    }
}
