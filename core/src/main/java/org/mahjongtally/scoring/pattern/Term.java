/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import org.mahjongtally.hand.WinContext;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;

/**
 * One tile as a pattern names it (docs/special-hands.md, "Tiles"): a tile in notation ({@code 5d},
 * {@code R}), a number and a suit either of which may be a variable ({@code nx}, {@code (n+1)x},
 * {@code 1x}, {@code n b}), a class of tiles ({@code wind}, {@code terminal x}) or a whole suit
 * ({@code x}, {@code b}). Immutable; {@link #toString()} is the term as written.
 */
public final class Term {

    /** No variable. */
    static final int NONE = -1;

    private final String text;
    private final Tile honour;
    private final TileClass tileClass;
    private final int rank;
    private final int numberVar;
    private final int offset;
    private final Suit suit;
    private final int suitVar;

    private Term(String text, Tile honour, TileClass tileClass, int rank, int numberVar, int offset, Suit suit,
            int suitVar) {
        this.text = text;
        this.honour = honour;
        this.tileClass = tileClass;
        this.rank = rank;
        this.numberVar = numberVar;
        this.offset = offset;
        this.suit = suit;
        this.suitVar = suitVar;
    }

    /** A wind or a dragon. */
    static Term honour(Tile tile) {
        return new Term(tile.code(), tile, null, 0, NONE, 0, null, NONE);
    }

    /**
     * A suited tile.
     *
     * @param rank 1 to 9, or 0 if the number is a variable
     * @param numberVar the number variable (0 n, 1 m, 2 k) or {@link #NONE}
     * @param suit the suit, or null if it is a variable
     * @param suitVar the suit variable (0 x, 1 y, 2 z) or {@link #NONE}
     */
    static Term suited(String text, int rank, int numberVar, int offset, Suit suit, int suitVar) {
        return new Term(text, null, null, rank, numberVar, offset, suit, suitVar);
    }

    /** A class of tiles, with or without a suit (a bare suit is {@link TileClass#SUITED} with one). */
    static Term of(String text, TileClass tileClass, Suit suit, int suitVar) {
        return new Term(text, null, tileClass, 0, NONE, 0, suit, suitVar);
    }

    /** The whole of a suit, written as its letter or variable alone. */
    static Term suit(String text, Suit suit, int suitVar) {
        return of(text, TileClass.SUITED, suit, suitVar);
    }

    /**
     * Whether the tile is this term for a player of this context, given the values of the
     * variables so far. A variable without a value takes the tile's (kept in {@code binding};
     * taken back if the tile is not the term).
     */
    boolean matches(Tile t, Binding binding, WinContext context) {
        if (honour != null) {
            return t == honour;
        }
        if (tileClass != null && !tileClass.holds(t, context)) {
            return false;
        }
        boolean suitedTerm = suit != null || suitVar != NONE || rank > 0 || numberVar != NONE;
        if (!suitedTerm) {
            return true;
        }
        if (!t.isSuited() || suit != null && t.suit() != suit || rank > 0 && t.rank() != rank) {
            return false;
        }
        int mark = binding.mark();
        if (suitVar != NONE && !binding.bindSuit(suitVar, t.suit().ordinal())) {
            return false;
        }
        if (numberVar != NONE && !binding.bindNumber(numberVar, t.rank() - offset)) {
            binding.undo(mark);
            return false;
        }
        return true;
    }

    /** Whether it names one tile whatever the context (an honour, or a number and a suit). */
    boolean isOneTile() {
        return honour != null || tileClass == null;
    }

    /** The suit variable it uses, or {@link #NONE}. */
    int suitVariable() {
        return suitVar;
    }

    /** The number variable it uses, or {@link #NONE}. */
    int numberVariable() {
        return numberVar;
    }

    /** The term as written, such as {@code (n+1)x} or {@code terminal b}. */
    @Override
    public String toString() {
        return text;
    }
}
