/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

/**
 * How a hand of a game ended, as the table reads it on the sheet: a draw, a win on a named
 * player's discard, a win on another player's tile whose giver is not recorded, a self-drawn
 * win, or a win whose score was typed with nothing said of how the tile came. Each has the
 * {@link #code()} adapters print; the words are theirs.
 */
public enum HandEnding {
    /** Nobody went out. */
    DRAW("draw"),
    /** A win on the discard of the hand's named discarder. */
    DISCARD("discard"),
    /**
     * A win with a tile from another player (a discard, East's first discard, a robbed kong:
     * {@link org.mahjongtally.hand.WinMethod#isFromAnotherPlayer}) with no discarder named.
     */
    ANOTHERS_TILE("another"),
    /** A self-drawn win: the winner's tiles say so, or the hand was settled as self-drawn. */
    SELF_DRAWN("self"),
    /** A win given as a typed score, no discarder named: how the tile came is not recorded. */
    TYPED("typed");

    private final String code;

    HandEnding(String code) {
        this.code = code;
    }

    /** The code adapters print: {@code draw}, {@code discard}, {@code another}, {@code self}, {@code typed}. */
    public String code() {
        return code;
    }
}
