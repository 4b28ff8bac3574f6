/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import java.util.Locale;
import java.util.Optional;

/**
 * How the winning tile came to the player who went Mah-Jong: the values of the notation key
 * {@code by=}. Four of them take the tile from another player ({@link #isFromAnotherPlayer()});
 * the set that tile completes then counts as exposed. The others are self-drawn.
 */
public enum WinMethod {
    /** Self-drawn from the live wall. */
    WALL("wall", false),
    /** Claimed from another player's discard. */
    DISCARD("discard", true),
    /** Self-drawn replacement (loose) tile after a kong. */
    LOOSE("loose", false),
    /** Self-drawn last tile of the live wall. */
    LAST_WALL("last-wall", false),
    /** The final discard of the hand. */
    LAST_DISCARD("last-discard", true),
    /** Robbing another player's kong. */
    ROBBED("robbed", true),
    /** East's dealt hand was already complete. */
    DEAL("deal", false),
    /** East's first discard. */
    FIRST_DISCARD("first-discard", true);

    private final String code;
    private final boolean fromAnotherPlayer;

    WinMethod(String code, boolean fromAnotherPlayer) {
        this.code = code;
        this.fromAnotherPlayer = fromAnotherPlayer;
    }

    /** The value written after {@code by=}, such as {@code last-wall}. */
    public String code() {
        return code;
    }

    /** True for {@code discard}, {@code last-discard}, {@code robbed} and {@code first-discard}. */
    public boolean isFromAnotherPlayer() {
        return fromAnotherPlayer;
    }

    /** True for {@code wall}, {@code loose}, {@code last-wall} and {@code deal}. */
    public boolean isSelfDrawn() {
        return !fromAnotherPlayer;
    }

    /** The method for a code such as {@code "last-wall"} (case-insensitive), if it is one. */
    public static Optional<WinMethod> parse(String code) {
        String c = code.trim().toLowerCase(Locale.ROOT);
        for (WinMethod m : values()) {
            if (m.code.equals(c)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }
}
