/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import java.util.List;
import java.util.Optional;
import org.mahjongtally.hand.Meld;

/**
 * What a group of a pattern is (docs/special-hands.md, "Groups"). A pung in a hand of sets is
 * a pung or a kong (a kong is a pung with its fourth tile, as the rulebooks count "pungs or
 * kongs"); {@code kong} is a kong only; {@code set} any chow, pung or kong. Singles and knitted
 * groups make an irregular hand, whose fourteen tiles are not read as sets.
 */
public enum GroupKind {
    /** One tile. */
    SINGLE("single", 1),
    /** Two equal tiles. */
    PAIR("pair", 2),
    /** Three equal tiles (in a hand of sets, a kong too). */
    PUNG("pung", 3),
    /** Four equal tiles. */
    KONG("kong", 4),
    /** Three tiles in a row of one suit, named by the lowest. */
    CHOW("chow", 3),
    /** Any chow, pung or kong. */
    SET("set", 3),
    /** The same number in two different suits. */
    KNITTED_PAIR("knitted pair", 2),
    /** The same number in all three suits. */
    KNITTED_TRIPLE("knitted triple", 3);

    private final String word;
    private final int size;

    GroupKind(String word, int size) {
        this.word = word;
        this.size = size;
    }

    /** The word or words written in a pattern, such as {@code knitted pair}. */
    public String word() {
        return word;
    }

    /** How many tiles it holds (a kong 4; a pung read as a kong still 3 here). */
    public int size() {
        return size;
    }

    /** Whether it makes a hand irregular: singles and knitted groups cannot be sets. */
    boolean irregularOnly() {
        return this == SINGLE || this == KNITTED_PAIR || this == KNITTED_TRIPLE;
    }

    /** Whether a set or pair of this kind, in a reading of four sets and a pair, is of this group's kind. */
    boolean holds(Meld.Kind kind) {
        return switch (this) {
            case PAIR -> kind == Meld.Kind.PAIR;
            case PUNG -> kind == Meld.Kind.PUNG || kind == Meld.Kind.KONG;
            case KONG -> kind == Meld.Kind.KONG;
            case CHOW -> kind == Meld.Kind.CHOW;
            case SET -> kind != Meld.Kind.PAIR;
            default -> false;
        };
    }

    /** The kind written as this word, singular or plural; {@code knitted} alone is not one. */
    static Optional<GroupKind> ofWord(String word) {
        for (GroupKind k : values()) {
            if (k.word.indexOf(' ') < 0 && (k.word.equals(word) || (k.word + "s").equals(word))) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }

    /** The words of the kinds, for hints. */
    static List<String> words() {
        return List.of("single", "pair", "pung", "kong", "chow", "set", "knitted");
    }
}
