/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.rule;

import java.util.Arrays;
import java.util.List;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.Award;
import org.mahjongtally.tile.Tile;

/**
 * Collects what the scoring rules find in one reading of a hand, valued by the ruleset, and
 * leaves out elements that another element that scored excludes.
 *
 * <p>Every reading of every hand is scored, but only the best one is shown, so the lines are
 * kept as element and source (a set, a tile, a list of tiles) and turned into {@link Award}
 * lines with their text only when asked for. Once the rules are done with it nothing changes
 * it, so the lines may be written later, by any thread.
 */
public final class Awards {

    /** Room for the lines of nearly every reading (sets, pairs, bonus tiles, doubles). */
    private static final int FEW = 16;

    private final Element[] elements;
    private RuleId[] ids = new RuleId[FEW];
    private Object[] sources = new Object[FEW];
    private int size;
    /** By {@link RuleId#index()}, the elements excluded by one that scored; null while none is. */
    private boolean[] excluded;

    /** @param elements the ruleset's elements indexed by {@link RuleId#index()}, null if absent */
    public Awards(Element[] elements) {
        this.elements = elements;
    }

    /** Records that an element applies to the hand as a whole. */
    public void add(RuleId id) {
        record(id, null);
    }

    /** Records that an element applies once, for this set. */
    public void add(RuleId id, Meld set) {
        record(id, set);
    }

    /** Records that an element applies once, for this tile (a bonus tile). */
    public void add(RuleId id, Tile tile) {
        record(id, tile);
    }

    /** Records that an element applies once, for these tiles together (a bouquet). */
    public void add(RuleId id, List<Tile> tiles) {
        record(id, List.copyOf(tiles));
    }

    private void record(RuleId id, Object source) {
        Element e = elements[id.index()];
        if (e == null) {
            return;
        }
        if (size == ids.length) {
            grow();
        }
        ids[size] = id;
        sources[size] = source;
        size++;
        if (!e.excludes().isEmpty()) {
            if (excluded == null) {
                excluded = new boolean[elements.length];
            }
            for (RuleId other : e.excludes()) {
                if (other.isBuiltIn()) {
                    excluded[other.index()] = true;
                }
            }
        }
    }

    private void grow() {
        RuleId[] moreIds = new RuleId[size * 2];
        Object[] moreSources = new Object[size * 2];
        System.arraycopy(ids, 0, moreIds, 0, size);
        System.arraycopy(sources, 0, moreSources, 0, size);
        ids = moreIds;
        sources = moreSources;
    }

    /** The basic points of the elements that count. */
    public long points() {
        long points = 0;
        for (int i = 0; i < size; i++) {
            if (counts(i)) {
                points += elements[ids[i].index()].points();
            }
        }
        return points;
    }

    /** The doubles of the elements that count. */
    public int doubles() {
        int doubles = 0;
        for (int i = 0; i < size; i++) {
            if (counts(i)) {
                doubles += elements[ids[i].index()].doubles();
            }
        }
        return doubles;
    }

    /**
     * The basic points of the elements that count and are in {@code only}.
     *
     * @param only by {@link RuleId#index()}, whether an element is wanted
     */
    public long pointsOf(boolean[] only) {
        long points = 0;
        for (int i = 0; i < size; i++) {
            if (counts(i) && only[ids[i].index()]) {
                points += elements[ids[i].index()].points();
            }
        }
        return points;
    }

    /** The doubles of the elements that count and are in {@code only} (by {@link RuleId#index()}). */
    public int doublesOf(boolean[] only) {
        int doubles = 0;
        for (int i = 0; i < size; i++) {
            if (counts(i) && only[ids[i].index()]) {
                doubles += elements[ids[i].index()].doubles();
            }
        }
        return doubles;
    }

    /** The lines that count, in the order found, keeping only those {@code keep} accepts (by {@link RuleId#index()}). */
    public List<Award> lines(boolean[] keep) {
        Award[] lines = new Award[size];
        int n = 0;
        for (int i = 0; i < size; i++) {
            if (counts(i) && keep[ids[i].index()]) {
                Element e = elements[ids[i].index()];
                lines[n++] = new Award(ids[i], e.name(), e.points(), e.doubles(), text(sources[i]));
            }
        }
        return List.of(Arrays.copyOf(lines, n));
    }

    /** Whether line {@code i} counts: its element is not excluded by another that scored. */
    private boolean counts(int i) {
        return excluded == null || !excluded[ids[i].index()];
    }

    private static String text(Object source) {
        if (source == null) {
            return "";
        }
        if (source instanceof Tile tile) {
            return tile.code();
        }
        if (source instanceof List<?> tiles) {
            StringBuilder text = new StringBuilder();
            for (Object t : tiles) {
                text.append(text.length() == 0 ? "" : " ").append(((Tile) t).code());
            }
            return text.toString();
        }
        return source.toString();
    }
}
