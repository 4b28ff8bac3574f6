/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import org.mahjongtally.tile.Tile;

/**
 * Writes sets in notation; shared by the {@link Meld} records. Every set that can exist is
 * written once, when the class loads, so that a score sheet naming its sets costs no string
 * building (scoring runs a million times a second).
 */
final class GroupText {

    private static final String[][][] TEXT = new String[Meld.Kind.values().length][2][Tile.PLAYING_KINDS];

    static {
        for (Tile t : Tile.values()) {
            if (!t.isPlaying()) {
                continue;
            }
            for (Exposure e : Exposure.values()) {
                boolean exposed = e == Exposure.EXPOSED;
                TEXT[Meld.Kind.PUNG.ordinal()][e.ordinal()][t.ordinal()] = wrap(repeat(t, 3), exposed, false);
                TEXT[Meld.Kind.KONG.ordinal()][e.ordinal()][t.ordinal()] = wrap(repeat(t, 4), exposed, true);
                TEXT[Meld.Kind.PAIR.ordinal()][e.ordinal()][t.ordinal()] = wrap(repeat(t, 2), exposed, false);
                if (t.isSuited() && t.rank() <= 7) {
                    int r = t.rank();
                    TEXT[Meld.Kind.CHOW.ordinal()][e.ordinal()][t.ordinal()] =
                            wrap("" + r + (r + 1) + (r + 2) + t.suit().letter(), exposed, false);
                }
            }
        }
    }

    private GroupText() {
    }

    /** The set in notation: {@code [123b]}, {@code {5555d}}, {@code RR}. */
    static String of(Meld meld) {
        return TEXT[meld.kind().ordinal()][meld.exposure().ordinal()][meld.first().ordinal()];
    }

    /** {@code n} copies of a tile: {@code 555d}, {@code RRR}. */
    private static String repeat(Tile tile, int n) {
        if (tile.isSuited()) {
            return String.valueOf(tile.rank()).repeat(n) + tile.suit().letter();
        }
        return tile.code().repeat(n);
    }

    /** The body in brackets if exposed, in braces if a concealed kong, else plain. */
    private static String wrap(String body, boolean exposed, boolean kong) {
        if (exposed) {
            return "[" + body + "]";
        }
        return kong ? "{" + body + "}" : body;
    }

    /** Throws if the tile is a bonus tile, which no set may hold. */
    static void requirePlaying(Tile tile, Meld.Kind kind) {
        if (tile.isBonus()) {
            throw new InvalidHandException(tile, HandProblem.BONUS_TILE_IN_SET, kind, tile);
        }
    }
}
