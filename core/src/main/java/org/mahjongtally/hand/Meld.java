/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.mahjongtally.tile.Tile;

/**
 * A set of tiles in a hand: a {@link Chow} (three in a row of one suit), a {@link Pung} (three
 * equal), a {@link Kong} (four equal) or a {@link Pair} (two equal), each concealed or exposed.
 * Every implementation is an immutable record that checks itself when built and throws
 * {@link InvalidHandException} if it is not a valid set (a chow beyond rank 7, a bonus tile).
 *
 * <p>{@code toString()} is the set in notation: exposed sets in brackets ({@code [123b]},
 * {@code [RRR]}, {@code [9999b]}, {@code [55d]}), a concealed kong in braces ({@code {5555d}}),
 * other concealed sets plain ({@code 123b}, {@code 555d}, {@code RR}). {@link #parse(String)}
 * reads that form back.
 */
public sealed interface Meld permits Chow, Pung, Kong, Pair {

    /** The shape of a set, with its number of tiles. */
    enum Kind {
        CHOW(3), PUNG(3), KONG(4), PAIR(2);

        private final int size;

        Kind(int size) {
            this.size = size;
        }

        /** The number of tiles in a set of this kind. */
        public int size() {
            return size;
        }
    }

    /**
     * The order sets are written in: exposed sets before concealed ones, then by first tile in
     * canonical tile order, then chow, pung, kong, pair.
     */
    Comparator<Meld> CANONICAL_ORDER = (a, b) -> {
        int byExposure = Boolean.compare(a.isConcealed(), b.isConcealed());
        if (byExposure != 0) {
            return byExposure;
        }
        int byTile = a.first().compareTo(b.first());
        return byTile != 0 ? byTile : a.kind().compareTo(b.kind());
    };

    /**
     * The set of this kind, starting at this tile, made this way; the same instance every time.
     *
     * @throws InvalidHandException if there is no such set (a chow starting at 8, a bonus tile)
     */
    static Meld of(Kind kind, Tile first, Exposure exposure) {
        return Melds.of(kind, first, exposure);
    }

    /** The lowest tile: the first tile of a chow, the tile of a pung, kong or pair. */
    Tile first();

    /** How the set was made. */
    Exposure exposure();

    /** Chow, pung, kong or pair. */
    Kind kind();

    /** The tiles, in canonical order. */
    List<Tile> tiles();

    /** The number of tiles: 3, 3, 4 or 2. */
    default int size() {
        return kind().size();
    }

    /** True if the set was made with a claimed tile. */
    default boolean isExposed() {
        return exposure() == Exposure.EXPOSED;
    }

    /** True if the set was formed entirely from drawn tiles. */
    default boolean isConcealed() {
        return exposure() == Exposure.CONCEALED;
    }

    /** True if the tile is one of this set's tiles. */
    default boolean contains(Tile tile) {
        Tile first = first();
        if (kind() != Kind.CHOW) {
            return tile == first;
        }
        int step = tile.ordinal() - first.ordinal();
        return tile.isSuited() && tile.suit() == first.suit() && step >= 0 && step <= 2;
    }

    /**
     * The set made of exactly these tiles (in any order), if they make one: two equal tiles are
     * a pair, three equal a pung, three in a row of one suit a chow, four equal a kong.
     */
    static Optional<Meld> of(List<Tile> tiles, Exposure exposure) {
        if (tiles.isEmpty() || tiles.stream().anyMatch(Tile::isBonus)) {
            return Optional.empty();
        }
        List<Tile> sorted = new ArrayList<>(tiles);
        sorted.sort(Comparator.naturalOrder());
        Tile first = sorted.get(0);
        boolean allEqual = sorted.stream().allMatch(t -> t == first);
        if (allEqual) {
            return switch (sorted.size()) {
                case 2 -> Optional.of(new Pair(first, exposure));
                case 3 -> Optional.of(new Pung(first, exposure));
                case 4 -> Optional.of(new Kong(first, exposure));
                default -> Optional.empty();
            };
        }
        boolean run = sorted.size() == 3 && first.isSuited() && first.rank() <= 7
                && sorted.get(1) == Tile.byOrdinal(first.ordinal() + 1)
                && sorted.get(2) == Tile.byOrdinal(first.ordinal() + 2);
        return run ? Optional.of(new Chow(first, exposure)) : Optional.empty();
    }

    /**
     * Reads one set as {@code toString()} writes it: {@code 123b}, {@code RR}, {@code [RRR]},
     * {@code [9999b]}, {@code {5555d}}. Plain tiles are concealed, brackets exposed, braces a
     * concealed kong. Unicode tile characters are accepted.
     *
     * @throws NotationException if the text is not exactly one set
     */
    static Meld parse(String text) {
        return NotationParser.parseMeld(text);
    }
}
