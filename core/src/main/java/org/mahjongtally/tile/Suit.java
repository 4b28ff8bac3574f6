/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.tile;

import java.util.Optional;

/**
 * The three suits, in canonical order (the order the notation sorts them): Bamboo, Characters,
 * Dots. Each suit has tiles ranked 1 to 9, four copies of each.
 */
public enum Suit {
    BAMBOO('b'),
    CHARACTERS('c'),
    DOTS('d');

    private final char letter;

    Suit(char letter) {
        this.letter = letter;
    }

    /** The lowercase letter written after the ranks in the notation: {@code b c d}. */
    public char letter() {
        return letter;
    }

    /** The suit for a notation letter {@code b c d} (lowercase only), if it is one. */
    public static Optional<Suit> ofLetter(char c) {
        for (Suit s : values()) {
            if (s.letter == c) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
