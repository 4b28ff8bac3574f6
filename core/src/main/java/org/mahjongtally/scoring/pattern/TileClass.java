/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import java.util.List;
import java.util.Optional;
import org.mahjongtally.hand.WinContext;
import org.mahjongtally.tile.Tile;

/**
 * A class of playing tiles, written as a word in a pattern (docs/special-hands.md, "Tiles"). The
 * classes that hold suited tiles may take a suit after them ({@code terminal x}, {@code any b}).
 */
public enum TileClass {
    /** Any playing tile. */
    ANY("any", true),
    /** A tile of a suit (bamboo, characters, dots). */
    SUITED("suited", true),
    /** A 2 to 8 of a suit. */
    SIMPLE("simple", true),
    /** A 1 or a 9 of a suit. */
    TERMINAL("terminal", true),
    /** A 1, a 9, a wind or a dragon. */
    MAJOR("major", true),
    /** A wind or a dragon. */
    HONOUR("honour", false),
    /** A wind. */
    WIND("wind", false),
    /** A dragon. */
    DRAGON("dragon", false),
    /** The player's own (seat) wind. */
    OWN_WIND("own-wind", false),
    /** The prevailing wind. */
    ROUND_WIND("round-wind", false);

    private final String word;
    private final boolean takesSuit;

    TileClass(String word, boolean takesSuit) {
        this.word = word;
        this.takesSuit = takesSuit;
    }

    /** The word written in a pattern, such as {@code terminal}. */
    public String word() {
        return word;
    }

    /** Whether a suit may follow the word ({@code simple x}). */
    public boolean takesSuit() {
        return takesSuit;
    }

    /** Whether the tile is of this class for a player of this context (seat and prevailing wind). */
    boolean holds(Tile t, WinContext context) {
        return switch (this) {
            case ANY -> t.isPlaying();
            case SUITED -> t.isSuited();
            case SIMPLE -> t.isSuited() && t.isMinor();
            case TERMINAL -> t.isTerminal();
            case MAJOR -> t.isPlaying() && t.isMajor();
            case HONOUR -> t.isHonour();
            case WIND -> t.isWind();
            case DRAGON -> t.isDragon();
            case OWN_WIND -> t.isWind() && t.wind() == context.seat();
            case ROUND_WIND -> t.isWind() && t.wind() == context.prevailing();
        };
    }

    /** The class written as this word, singular or plural ({@code wind}, {@code winds}). */
    static Optional<TileClass> ofWord(String word) {
        for (TileClass c : values()) {
            if (c.word.equals(word) || (c.word + "s").equals(word)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** Every word, for hints. */
    static List<String> words() {
        List<String> words = new java.util.ArrayList<>();
        for (TileClass c : values()) {
            words.add(c.word);
        }
        return words;
    }
}
