/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongtally.hand.Flag;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.hand.WinContext;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.words.EnglishNames;

/** A hand echoed back in plain words, so a typo shows at once. */
final class HandInWords {

    private HandInWords() {
    }

    static String describe(Hand hand) {
        List<String> parts = new ArrayList<>();
        for (Meld m : hand.declared()) {
            parts.add(set(m));
        }
        if (!hand.concealed().isEmpty()) {
            parts.add("concealed " + tiles(hand.concealed()));
        }
        if (!hand.bonus().isEmpty()) {
            parts.add("bonus " + tiles(hand.bonus()));
        }
        WinContext c = hand.context();
        parts.add(EnglishNames.of(c.seat()) + " seat, " + EnglishNames.of(c.prevailing()) + " prevailing");
        c.winningTile().ifPresent(t -> parts.add("Mah-Jong with " + EnglishNames.of(t) + " ("
                + c.method().code() + ")"));
        for (Flag f : c.flags()) {
            parts.add(f.code());
        }
        return String.join("; ", parts);
    }

    private static String set(Meld m) {
        String how = m.isExposed() ? "exposed " : "concealed ";
        String kind = m.kind().name().toLowerCase(java.util.Locale.ROOT);
        String of = m.kind() == Meld.Kind.CHOW
                ? EnglishNames.of(m.tiles().get(0)) + " to " + EnglishNames.of(m.tiles().get(2))
                : EnglishNames.of(m.first());
        return how + kind + " of " + of;
    }

    private static String tiles(List<Tile> tiles) {
        Map<Tile, Integer> counts = new LinkedHashMap<>();
        tiles.forEach(t -> counts.merge(t, 1, Integer::sum));
        List<String> words = new ArrayList<>();
        counts.forEach((t, n) -> words.add(n == 1 ? EnglishNames.of(t) : n + " × " + EnglishNames.of(t)));
        return String.join(", ", words);
    }
}
