/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.mahjongtally.tile.Tile;

/**
 * One way to read a hand's tiles: its sets and pair (declared sets first, then those found
 * among the concealed tiles), the set the winning tile completed, and the tiles left over.
 *
 * <p>When the winning tile came from another player, the set it completes is exposed here,
 * even if it was written among the concealed tiles (docs/notation.md).
 *
 * @param shape sets and a pair, irregular, or a loser's partial reading
 * @param melds the sets and pairs, in canonical order (for {@code IRREGULAR}: none)
 * @param winningSet the set or pair the winning tile completed, if the hand won
 * @param leftover tiles in no set: all of them for an irregular hand, none for sets and a pair
 */
public record Arrangement(Shape shape, List<Meld> melds, Optional<Meld> winningSet, List<Tile> leftover) {

    /** Copies the lists. */
    public Arrangement {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(winningSet, "winningSet");
        melds = List.copyOf(melds);
        leftover = List.copyOf(leftover);
    }

    /** The sets and pairs as notation, then the tiles left over: {@code [RRR] 123b 555d 99c EE}. */
    public String notation() {
        StringBuilder text = new StringBuilder(4 * melds.size() + 3 * leftover.size() + 8);
        for (Meld m : melds) {
            text.append(text.length() == 0 ? "" : " ").append(m);
        }
        if (!leftover.isEmpty()) {
            text.append(text.length() == 0 ? "" : " | ");
            for (int i = 0; i < leftover.size(); i++) {
                text.append(i == 0 ? "" : " ").append(leftover.get(i).code());
            }
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return notation();
    }
}
