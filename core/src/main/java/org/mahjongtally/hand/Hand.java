/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.TileCounts;

/**
 * One player's hand at the end of a hand of Mahjong, as the notation writes it: declared sets,
 * undeclared concealed tiles, bonus tiles and the context. {@code toString()} is the canonical
 * notation ({@link Notation#format}); {@link #parse} reads it back, and
 * {@code parse(h.toString()).equals(h)} for every hand.
 *
 * <p>The lists are unmodifiable and kept in canonical order whatever order they were given in,
 * so two hands with the same tiles are equal: {@code declared} by {@link Meld#CANONICAL_ORDER}
 * (exposed sets, then concealed kongs), {@code concealed} and {@code bonus} by tile order.
 *
 * <p>Invariants, checked when built (each failure is an {@link InvalidHandException} with its
 * {@link InvalidHandException.Reason}):
 * <ul>
 *   <li>no flower or season among the concealed tiles or sets; only flowers and seasons among
 *       {@code bonus}, each at most once;</li>
 *   <li>declared sets are chows, pungs or kongs, and a concealed declared set is a kong;</li>
 *   <li>no tile more than four times across the whole hand;</li>
 *   <li>the winning tile, if any, is among the concealed tiles or in an exposed set;</li>
 *   <li>counting each kong as three, a winning hand has exactly 14 tiles and any other hand
 *       1 to 13 (a losing hand may show only the tiles that score).</li>
 * </ul>
 *
 * @param declared exposed sets and declared concealed kongs
 * @param concealed the concealed tiles that are not in a declared set
 * @param bonus the flowers and seasons
 * @param context seat, prevailing wind and how the hand was won, if it was
 */
public record Hand(List<Meld> declared, List<Tile> concealed, List<Tile> bonus, WinContext context) {

    /**
     * Puts the lists in canonical order and checks the invariants.
     *
     * @throws InvalidHandException if an invariant is broken
     */
    public Hand {
        Objects.requireNonNull(context, "context");
        declared = sorted(declared, Meld.CANONICAL_ORDER);
        concealed = sorted(concealed, Comparator.naturalOrder());
        bonus = sorted(bonus, Comparator.naturalOrder());
        HandInvariants.check(declared, concealed, bonus, context);
    }

    /**
     * The items in order, as an unmodifiable list. Lists that are in order already are only
     * copied, or not at all if they are unmodifiable: a hand made from another hand's lists
     * (another context, one more tile) costs no sorting.
     */
    private static <T> List<T> sorted(List<T> items, Comparator<? super T> order) {
        Objects.requireNonNull(items);
        if (inOrder(items, order)) {
            return List.copyOf(items);
        }
        List<T> copy = new ArrayList<>(items);
        copy.sort(order);
        return List.copyOf(copy);
    }

    private static <T> boolean inOrder(List<T> items, Comparator<? super T> order) {
        for (int i = 1; i < items.size(); i++) {
            if (order.compare(items.get(i - 1), items.get(i)) > 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The same as the constructor.
     *
     * @throws InvalidHandException if an invariant is broken
     */
    public static Hand of(List<Meld> declared, List<Tile> concealed, List<Tile> bonus, WinContext context) {
        return new Hand(declared, concealed, bonus, context);
    }

    /**
     * Reads a hand in notation; the same as {@link Notation#parse}.
     *
     * @throws NotationException if the text cannot be read, with the position of the problem
     * @throws InvalidHandException if it reads as a hand that cannot exist (15 tiles, a fifth
     *     copy of a tile), with the position of the problem
     */
    public static Hand parse(String text) {
        return Notation.parse(text);
    }

    /** True if this player went Mah-Jong. */
    public boolean isWinner() {
        return context.isWinner();
    }

    /** The number of playing tiles, counting a kong as four. */
    public int tileCount() {
        return concealed.size() + declared.stream().mapToInt(Meld::size).sum();
    }

    /** The number of playing tiles counting a kong as three: 14 for a winning hand. */
    public int handSize() {
        return concealed.size() + 3 * declared.size();
    }

    /** All playing tiles in the hand (a kong as four), as a count. */
    public TileCounts tileCounts() {
        return countsOf(declared, concealed);
    }

    /** The tiles of these sets and concealed tiles (a kong as four), as a count. */
    static TileCounts countsOf(List<Meld> declared, List<Tile> concealed) {
        List<Tile> tiles = new ArrayList<>(concealed.size() + 4 * declared.size());
        tiles.addAll(concealed);
        for (int d = 0; d < declared.size(); d++) {
            tiles.addAll(declared.get(d).tiles());
        }
        return TileCounts.of(tiles);
    }

    /** The undeclared concealed tiles, as a count. */
    public TileCounts concealedCounts() {
        return TileCounts.of(concealed);
    }

    /**
     * This hand with another context.
     *
     * @throws InvalidHandException if the tiles do not fit the new context
     */
    public Hand withContext(WinContext newContext) {
        return new Hand(declared, concealed, bonus, newContext);
    }

    /** The canonical notation, as {@link Notation#format} writes it. */
    @Override
    public String toString() {
        return Notation.format(this);
    }
}
