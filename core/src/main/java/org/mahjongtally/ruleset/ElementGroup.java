/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.ruleset;

import java.util.Arrays;
import java.util.Optional;

/**
 * A group of elements that the scorer treats alike wherever the rules name the group rather
 * than an element. Each element of the catalogue belongs to the groups {@link RuleId#groups()}
 * names; a ruleset file may put an element in other groups ({@code groups = [...]}).
 */
public enum ElementGroup {
    /**
     * Bonus tiles (flowers and seasons) and their doubles: on a special hand they are scored
     * apart and added when {@code bonusOnSpecialHands} is on, and a hand valued by its own
     * doubles (Purity) leaves them out of its basic points (docs/rules.md §8.1).
     */
    BONUS_TILES("bonus-tiles"),
    /**
     * Winner-only elements that a loser scores too when the ruleset's {@code losersPurity} is on:
     * the one-suit and concealed-hand doubles (docs/rules.md §1, item 3, and 12, item 10).
     */
    LOSERS_PURITY("losers-purity"),
    /**
     * A way of going out whose doubles still count on a special hand: they double a hand valued
     * by its own doubles and the bonus tiles' subtotal of any special hand (the final discard,
     * docs/rules.md §8.1).
     */
    DOUBLES_SPECIAL_HANDS("doubles-special-hands");

    private final String code;

    ElementGroup(String code) {
        this.code = code;
    }

    /** The name a ruleset file uses, such as {@code "bonus-tiles"}. */
    public String code() {
        return code;
    }

    /** The group with this file name, if there is one. */
    public static Optional<ElementGroup> ofCode(String code) {
        return Arrays.stream(values()).filter(g -> g.code.equals(code)).findFirst();
    }
}
