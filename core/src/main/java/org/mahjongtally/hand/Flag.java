/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A fact about the hand that the tiles cannot show, written as a bare word in the notation.
 * Flags only describe what happened; whether a flag scores anything is the ruleset's business
 * (a flag that the ruleset has no use for changes nothing).
 */
public enum Flag {
    /** The player declared a calling hand right after the first discard and never changed it. */
    ORIGINAL_CALL("original-call"),
    /** A kong, whose loose tile made a second kong, whose loose tile gave Mah-Jong. */
    TWOFOLD_FORTUNE("twofold-fortune"),
    /**
     * This win is East's Nth consecutive win, where N is the ruleset's {@code eastStreakLimit}
     * (the 13th in Millington, M 122(r); the 9th in the German league): a limit hand for the
     * player in the East seat. The game book sets it when it counts East's streak; a player may
     * write it by hand. It means nothing for another seat or under a ruleset without the limit
     * hand.
     */
    EAST_STREAK("east-streak"),
    /**
     * Every exposed kong of this hand was claimed from a discard (M 46-52), none made by adding
     * a tile to an exposed pung. Under a ruleset with {@code kongHas3Types} such a kong still
     * scores as exposed but counts as concealed for the concealed-hand doubles. A hand with one
     * claimed and one added kong cannot say so: leave the flag out, and both count as exposed.
     */
    CLAIMED_KONGS("claimed-kongs");

    private final String code;

    Flag(String code) {
        this.code = code;
    }

    /** The word written in the notation, such as {@code original-call}. */
    public String code() {
        return code;
    }

    /** The flag for a word such as {@code "original-call"} (exact, lowercase), if it is one. */
    public static Optional<Flag> parse(String word) {
        for (Flag f : values()) {
            if (f.code.equals(word)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /** Every flag's word, comma-separated, for hints: {@code original-call, twofold-fortune, ...}. */
    public static String codes() {
        return Arrays.stream(values()).map(Flag::code).collect(Collectors.joining(", "));
    }
}
