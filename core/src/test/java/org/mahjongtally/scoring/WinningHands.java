/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import org.mahjongtally.hand.Chow;
import org.mahjongtally.hand.Exposure;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Kong;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.hand.Pung;
import org.mahjongtally.hand.WinContext;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * Our own seeded generator of random valid winning hands: four sets and a pair, some sets
 * exposed, kongs declared exposed or concealed, bonus tiles, any seat, round and way of going
 * out. Used by the random tests and the benchmarks.
 */
public final class WinningHands {

    private static final WinMethod[] METHODS = {WinMethod.WALL, WinMethod.DISCARD, WinMethod.DISCARD,
        WinMethod.LAST_WALL, WinMethod.LAST_DISCARD};

    private WinningHands() {
    }

    /**
     * A random winning hand with at most {@code maxChows} chows.
     *
     * @param random the source of randomness (seed it to repeat a run)
     */
    public static Hand next(Random random, int maxChows) {
        int[] used = new int[Tile.PLAYING_KINDS];
        List<Meld> declared = new ArrayList<>();
        List<Tile> concealed = new ArrayList<>();
        int chows = 0;
        boolean kong = false;
        for (int set = 0; set < 4; set++) {
            int roll = random.nextInt(10);
            if (roll < 3 && chows < maxChows) {
                Tile first = randomTile(random, used, t -> t.isSuited() && t.rank() <= 7, 1, 3);
                chows++;
                add(random, new Chow(first, Exposure.EXPOSED), declared, concealed, used);
            } else if (roll < 8) {
                add(random, new Pung(randomTile(random, used, Tile::isPlaying, 3, 1), Exposure.EXPOSED),
                        declared, concealed, used);
            } else {
                Tile t = randomTile(random, used, Tile::isPlaying, 4, 1);
                kong = true;
                Kong k = new Kong(t, random.nextBoolean() ? Exposure.EXPOSED : Exposure.CONCEALED);
                declared.add(k);
                used[t.ordinal()] += 4;
            }
        }
        Tile pair = randomTile(random, used, Tile::isPlaying, 2, 1);
        used[pair.ordinal()] += 2;
        concealed.add(pair);
        concealed.add(pair);
        List<Tile> bonus = new ArrayList<>();
        for (Tile t : Tile.values()) {
            if (t.isBonus() && random.nextInt(7) == 0) {
                bonus.add(t);
            }
        }
        Tile winning = concealed.get(random.nextInt(concealed.size()));
        WinMethod method = kong && random.nextInt(6) == 0 ? WinMethod.LOOSE
                : METHODS[random.nextInt(METHODS.length)];
        Wind seat = Wind.values()[random.nextInt(4)];
        Wind round = Wind.values()[random.nextInt(4)];
        return Hand.of(declared, concealed, bonus,
                WinContext.winner(seat, round, winning, method, EnumSet.noneOf(org.mahjongtally.hand.Flag.class)));
    }

    private static void add(Random random, Meld exposedSet, List<Meld> declared, List<Tile> concealed,
            int[] used) {
        for (Tile t : exposedSet.tiles()) {
            used[t.ordinal()]++;
        }
        if (random.nextInt(5) < 2) {
            declared.add(exposedSet);
        } else {
            concealed.addAll(exposedSet.tiles());
        }
    }

    /** A tile matching {@code fits} of which {@code need} more copies (spread over {@code span}) are free. */
    private static Tile randomTile(Random random, int[] used, java.util.function.Predicate<Tile> fits,
            int need, int span) {
        while (true) {
            Tile t = Tile.byOrdinal(random.nextInt(Tile.PLAYING_KINDS));
            if (!fits.test(t)) {
                continue;
            }
            boolean free = true;
            for (int k = 0; k < span; k++) {
                free &= used[t.ordinal() + k] + need <= 4;
            }
            if (free) {
                return t;
            }
        }
    }
}
