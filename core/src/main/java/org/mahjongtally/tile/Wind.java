/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.tile;

import java.util.Locale;
import java.util.Optional;

/**
 * The four winds, in playing order. A wind names a tile, a player's seat (the seat wind) and
 * the prevailing wind of a round. The player whose seat wind is {@link #EAST} is the dealer.
 */
public enum Wind {
    EAST('E'),
    SOUTH('S'),
    WEST('W'),
    NORTH('N');

    private final char letter;

    Wind(char letter) {
        this.letter = letter;
    }

    /** The one-letter code used in the notation: {@code E S W N}. */
    public char letter() {
        return letter;
    }

    /** The wind that follows this one in playing order (North is followed by East). */
    public Wind next() {
        return values()[(ordinal() + 1) % 4];
    }

    /** The wind for a letter {@code E S W N} (case-insensitive), if it is one. */
    public static Optional<Wind> ofLetter(char c) {
        char upper = Character.toUpperCase(c);
        for (Wind w : values()) {
            if (w.letter == upper) {
                return Optional.of(w);
            }
        }
        return Optional.empty();
    }

    /**
     * The wind for a letter such as {@code "E"} or for its constant's name in any case such as
     * {@code "east"} or {@code "East"}, if it is one.
     */
    public static Optional<Wind> parse(String text) {
        String t = text.trim();
        if (t.length() == 1) {
            return ofLetter(t.charAt(0));
        }
        for (Wind w : values()) {
            if (w.name().toLowerCase(Locale.ROOT).equals(t.toLowerCase(Locale.ROOT))) {
                return Optional.of(w);
            }
        }
        return Optional.empty();
    }
}
