/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.tile;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * A multiset of playing tiles: how many of each of the 34 playing kinds. It is immutable:
 * {@link #plus} and {@link #minus} give a new count. Equality is by content, so two counts are
 * equal when they hold the same tiles.
 *
 * <p>Invariants: counts are never negative; bonus tiles are never held. The count array lives
 * only inside this class; {@link #count(int)} reads it by tile ordinal for fast loops.
 *
 * <p>Adding or removing a bonus tile throws {@link IllegalArgumentException}; removing a tile
 * that is not there throws {@link IllegalStateException}.
 */
public final class TileCounts {

    private static final TileCounts EMPTY = new TileCounts(new int[Tile.PLAYING_KINDS], 0);

    private final int[] counts;
    private final int total;

    private TileCounts(int[] counts, int total) {
        this.counts = counts;
        this.total = total;
    }

    /** The empty count. */
    public static TileCounts empty() {
        return EMPTY;
    }

    /**
     * A count holding the given tiles.
     *
     * @throws IllegalArgumentException if one of them is a bonus tile
     */
    public static TileCounts of(Collection<Tile> tiles) {
        int[] counts = new int[Tile.PLAYING_KINDS];
        for (Tile t : tiles) {
            requirePlaying(t);
            counts[t.ordinal()]++;
        }
        return new TileCounts(counts, tiles.size());
    }

    /** A new count holding the given tiles. */
    public static TileCounts of(Tile... tiles) {
        return of(Arrays.asList(tiles));
    }

    /** How many of this tile are held (0 for a bonus tile, which is never held). */
    public int count(Tile tile) {
        return tile.isBonus() ? 0 : counts[tile.ordinal()];
    }

    /**
     * How many of the tile with this ordinal are held.
     *
     * @throws ArrayIndexOutOfBoundsException if the ordinal is not 0 to 33
     */
    public int count(int ordinal) {
        return counts[ordinal];
    }

    /** True if at least one of this tile is held. */
    public boolean contains(Tile tile) {
        return count(tile) > 0;
    }

    /** The number of tiles held. */
    public int total() {
        return total;
    }

    /** True if no tile is held. */
    public boolean isEmpty() {
        return total == 0;
    }

    /** This count with one more of a tile. */
    public TileCounts plus(Tile tile) {
        return plus(tile, 1);
    }

    /**
     * This count with {@code n} more of a tile.
     *
     * @throws IllegalArgumentException for a bonus tile or a negative {@code n}
     */
    public TileCounts plus(Tile tile, int n) {
        requirePlaying(tile);
        if (n < 0) {
            throw new IllegalArgumentException("cannot add " + n + " tiles");
        }
        return changed(tile, n);
    }

    /** This count with one fewer of a tile. */
    public TileCounts minus(Tile tile) {
        return minus(tile, 1);
    }

    /**
     * This count with {@code n} fewer of a tile.
     *
     * @throws IllegalArgumentException for a bonus tile or a negative {@code n}
     * @throws IllegalStateException if fewer than {@code n} copies are held
     */
    public TileCounts minus(Tile tile, int n) {
        requirePlaying(tile);
        if (n < 0) {
            throw new IllegalArgumentException("cannot remove " + n + " tiles");
        }
        if (counts[tile.ordinal()] < n) {
            throw new IllegalStateException(
                    "cannot remove " + n + " x " + tile.code() + ": only " + counts[tile.ordinal()] + " held");
        }
        return changed(tile, -n);
    }

    private TileCounts changed(Tile tile, int by) {
        int[] changed = counts.clone();
        changed[tile.ordinal()] += by;
        return new TileCounts(changed, total + by);
    }

    /** The tiles held, one entry per copy, in canonical order; an unmodifiable list. */
    public List<Tile> toList() {
        List<Tile> list = new ArrayList<>(total);
        for (int i = 0; i < Tile.PLAYING_KINDS; i++) {
            for (int k = 0; k < counts[i]; k++) {
                list.add(Tile.byOrdinal(i));
            }
        }
        return List.copyOf(list);
    }

    /**
     * The tiles in canonical compact notation: one group per suit with the ranks in order
     * sharing one suit letter, then one group of winds and one of dragons, separated by single
     * spaces, such as {@code 123456789b 55d EE RRR}. Empty for an empty count.
     */
    public String notation() {
        StringBuilder sb = new StringBuilder();
        for (Suit suit : Suit.values()) {
            int start = sb.length();
            for (int rank = 1; rank <= 9; rank++) {
                sb.append(String.valueOf(rank).repeat(count(Tile.of(suit, rank))));
            }
            if (sb.length() > start) {
                sb.append(suit.letter());
            }
            separate(sb);
        }
        appendLetters(sb, Tile.EAST.ordinal(), Tile.NORTH.ordinal());
        appendLetters(sb, Tile.RED.ordinal(), Tile.WHITE.ordinal());
        if (sb.length() > 0 && sb.charAt(sb.length() - 1) == ' ') {
            sb.setLength(sb.length() - 1);
        }
        return sb.toString();
    }

    private void appendLetters(StringBuilder sb, int first, int last) {
        for (int i = first; i <= last; i++) {
            sb.append(Tile.byOrdinal(i).code().repeat(counts[i]));
        }
        separate(sb);
    }

    private static void separate(StringBuilder sb) {
        if (sb.length() > 0 && sb.charAt(sb.length() - 1) != ' ') {
            sb.append(' ');
        }
    }

    private static void requirePlaying(Tile tile) {
        if (tile.isBonus()) {
            throw new IllegalArgumentException(tile.code() + " is a bonus tile, not a playing tile");
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TileCounts other && Arrays.equals(counts, other.counts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(counts);
    }

    /** The same as {@link #notation()}. */
    @Override
    public String toString() {
        return notation();
    }
}
