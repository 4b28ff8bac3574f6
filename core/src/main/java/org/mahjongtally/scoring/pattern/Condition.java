/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import java.util.List;
import java.util.Set;
import org.mahjongtally.hand.Flag;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * A condition on the whole hand, one part of a pattern (docs/special-hands.md, "Conditions").
 * Each remembers where it is written.
 */
public sealed interface Condition {

    /** Where the part is written. */
    Place place();

    /** {@code concealed}: a concealed hand as the ruleset's concealed-hand double counts it. */
    record Concealed(Place place) implements Condition {
    }

    /** {@code only 23468b G}: every tile of the hand is one of these. */
    record Only(List<Term> tiles, Place place) implements Condition {
        public Only {
            tiles = List.copyOf(tiles);
        }
    }

    /** {@code holds 2345678x}: the hand holds at least one tile of each (alternatives: of one of them). */
    record Holds(List<List<Term>> tiles, Place place) implements Condition {
        public Holds {
            List<List<Term>> copy = new java.util.ArrayList<>();
            for (List<Term> alternatives : tiles) {
                copy.add(List.copyOf(alternatives));
            }
            tiles = List.copyOf(copy);
        }
    }

    /** {@code no honours}: no tile of the hand is one of these. */
    record NoTiles(List<Term> tiles, Place place) implements Condition {
        public NoTiles {
            tiles = List.copyOf(tiles);
        }
    }

    /** {@code no kongs}, {@code no chows 1b}: no set or pair of the reading is of this kind (and these tiles). */
    record NoGroups(GroupKind kind, List<Term> tiles, Place place) implements Condition {
        public NoGroups {
            tiles = List.copyOf(tiles);
        }
    }

    /** {@code no bonus}: no flower or season. */
    record NoBonus(Place place) implements Condition {
    }

    /**
     * {@code win by loose with 5d}: the winning tile came one of these ways (empty: any way) and
     * is one of these tiles (empty: any tile).
     */
    record Win(Set<WinMethod> methods, List<Term> tiles, Place place) implements Condition {
        public Win {
            methods = Set.copyOf(methods);
            tiles = List.copyOf(tiles);
        }
    }

    /** {@code seat E}: the player sits in one of these seats. */
    record Seat(Set<Wind> winds, Place place) implements Condition {
        public Seat {
            winds = Set.copyOf(winds);
        }
    }

    /** {@code round S}: the prevailing wind is one of these. */
    record Round(Set<Wind> winds, Place place) implements Condition {
        public Round {
            winds = Set.copyOf(winds);
        }
    }

    /** {@code twofold-fortune}: the hand carries the notation's flag. */
    record HasFlag(Flag flag, Place place) implements Condition {
    }

    /**
     * {@code bonus 4 flowers}, {@code bonus f1 s1}, {@code bonus own-flower}: the hand holds at
     * least so many bonus tiles of each kind asked.
     */
    record Bonus(List<BonusNeed> needs, Place place) implements Condition {
        public Bonus {
            needs = List.copyOf(needs);
        }
    }

    /**
     * One kind of bonus tile a {@link Bonus} part asks for.
     *
     * @param tile a particular flower or season, or null
     * @param kind the kind when no particular tile is named
     * @param count at least how many
     */
    record BonusNeed(Tile tile, BonusKind kind, int count) {
    }

    /** Kinds of bonus tiles. */
    enum BonusKind {
        /** A particular tile. */
        TILE,
        /** Any flower. */
        FLOWER,
        /** Any season. */
        SEASON,
        /** The flower of the player's seat. */
        OWN_FLOWER,
        /** The season of the player's seat. */
        OWN_SEASON,
        /** Any bonus tile. */
        ANY
    }
}
