/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mahjongtally.hand.Arrangement;
import org.mahjongtally.hand.Exposure;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.hand.Pair;
import org.mahjongtally.hand.Shape;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.TileCounts;

/**
 * The reading of fourteen concealed tiles as seven pairs, for rulesets that allow the hand
 * (the element {@code seven-pairs}). Four equal tiles are two pairs, as in All Pair Honours.
 */
final class SevenPairsReading {

    private SevenPairsReading() {
    }

    /** The seven pairs of the hand, in tile order, if its tiles are seven pairs. */
    static Optional<Arrangement> of(Hand hand) {
        if (!hand.declared().isEmpty() || hand.concealed().size() != 14) {
            return Optional.empty();
        }
        TileCounts counts = hand.concealedCounts();
        List<Meld> pairs = new ArrayList<>(7);
        for (Tile t : Tile.playing()) {
            int n = counts.count(t);
            if (n % 2 != 0) {
                return Optional.empty();
            }
            for (int i = 0; i < n / 2; i++) {
                pairs.add(new Pair(t, Exposure.CONCEALED));
            }
        }
        return Optional.of(new Arrangement(Shape.IRREGULAR, pairs, Optional.empty(), List.of()));
    }
}
