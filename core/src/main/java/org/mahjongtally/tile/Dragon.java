/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.tile;

import java.util.Optional;

/**
 * The three dragons, in canonical order: Red (Chung), Green (Fa), White (Po). White is written
 * {@code P} in the notation, never {@code W}, which is the West wind.
 */
public enum Dragon {
    RED('R'),
    GREEN('G'),
    WHITE('P');

    private final char letter;

    Dragon(char letter) {
        this.letter = letter;
    }

    /** The one-letter code used in the notation: {@code R G P}. */
    public char letter() {
        return letter;
    }

    /** The dragon for a notation letter {@code R G P} (capitals only), if it is one. */
    public static Optional<Dragon> ofLetter(char c) {
        for (Dragon d : values()) {
            if (d.letter == c) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }
}
