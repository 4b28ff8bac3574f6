/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.rule;

import java.util.List;
import org.mahjongtally.arrange.Arranger;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.tile.Tile;

/**
 * What a hand's tiles are, whatever the reading: how many of each, which suits, whether any
 * honours, whether all are terminals or honours, and how many tiles it was waiting for before
 * the win. Worked out once per hand and shared by every reading the scorer tries.
 */
public final class TileFacts {

    /** Bits of {@link #KIND_BITS}: the tile's suit (1, 2 or 4), or honour, and whether it is a 2 to 8. */
    private static final int HONOUR = 8;
    private static final int SIMPLE = 16;
    /** By tile ordinal: what kind of tile it is, as bits to be or-ed together over a hand. */
    private static final int[] KIND_BITS = new int[Tile.PLAYING_KINDS];

    static {
        for (Tile t : Tile.playing()) {
            KIND_BITS[t.ordinal()] = (t.isSuited() ? 1 << t.suit().ordinal() : HONOUR) | (t.isMinor() ? SIMPLE : 0);
        }
    }

    private final int[] counts = new int[Tile.PLAYING_KINDS];
    /** A bit for each kind of tile held (bit i for the tile of ordinal i). */
    private long held;
    private int suitMask;
    private boolean hasHonours;
    private boolean allMajor;
    private boolean allTerminal;
    private boolean allHonour;
    /** Whether the winning tile was the only one the hand waited for: 1 yes, 0 no, -1 not yet known. */
    private int onlyWait = -1;

    private TileFacts() {
    }

    public static TileFacts of(Hand hand) {
        TileFacts facts = new TileFacts();
        int[] counts = facts.counts;
        int kinds = 0;
        List<Tile> concealed = hand.concealed();
        for (int i = 0; i < concealed.size(); i++) {
            int t = concealed.get(i).ordinal();
            counts[t]++;
            kinds |= KIND_BITS[t];
            facts.held |= 1L << t;
        }
        List<Meld> declared = hand.declared();
        for (int d = 0; d < declared.size(); d++) {
            Meld m = declared.get(d);
            int first = m.first().ordinal();
            if (m.kind() == Meld.Kind.CHOW) {
                counts[first]++;
                counts[first + 1]++;
                counts[first + 2]++;
                kinds |= KIND_BITS[first] | KIND_BITS[first + 1] | KIND_BITS[first + 2];
                facts.held |= 7L << first;
            } else {
                counts[first] += m.size();
                kinds |= KIND_BITS[first];
                facts.held |= 1L << first;
            }
        }
        facts.suitMask = kinds & (HONOUR - 1);
        facts.hasHonours = (kinds & HONOUR) != 0;
        facts.allMajor = (kinds & SIMPLE) == 0;
        facts.allTerminal = (kinds & (SIMPLE | HONOUR)) == 0;
        facts.allHonour = facts.suitMask == 0;
        return facts;
    }

    int count(Tile tile) {
        return counts[tile.ordinal()];
    }

    /** Whether every tile held is among {@code kinds} (bit i for the tile of ordinal i). */
    boolean holdsOnly(long kinds) {
        return (held & ~kinds) == 0;
    }

    int suitCount() {
        return Integer.bitCount(suitMask);
    }

    boolean hasHonours() {
        return hasHonours;
    }

    boolean allMajor() {
        return allMajor;
    }

    boolean allTerminal() {
        return allTerminal;
    }

    boolean allHonour() {
        return allHonour;
    }

    /**
     * Whether one kind of tile only would have completed the hand these are the tiles of
     * before its winning tile came ({@link Arranger#waitCountBeforeTheWin} is 1): the same for
     * every reading, so it is worked out at most once, and only as far as a second tile.
     */
    boolean onlyOneTileCompletedTheHand(Hand hand) {
        if (onlyWait < 0) {
            onlyWait = Arranger.waitCountBeforeTheWin(hand, 2) == 1 ? 1 : 0;
        }
        return onlyWait == 1;
    }
}
