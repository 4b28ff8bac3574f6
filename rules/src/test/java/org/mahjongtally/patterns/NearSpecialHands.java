/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.patterns;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.Predicate;
import org.mahjongtally.hand.Chow;
import org.mahjongtally.hand.Exposure;
import org.mahjongtally.hand.Flag;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.InvalidHandException;
import org.mahjongtally.hand.Kong;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.hand.Pung;
import org.mahjongtally.hand.WinContext;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * Our own seeded generator of valid hands near the special hands: a random hand almost never is
 * one, so most hands here are drawn from a theme (one suit, one suit and honours, terminals,
 * majors, honours, green tiles, the winds or dragons with anything) or from a template of an
 * irregular hand (seven pairs, knitting, triple knitting, thirteen orphans, the gates, the
 * snake), and then often spoilt by one tile, so that a pattern and its class are compared
 * both where they should match and just beside. Ways of winning, seats, flags and bonus tiles
 * are random, within what the notation allows.
 */
final class NearSpecialHands {

    private static final Set<Tile> GREEN = EnumSet.of(Tile.B2, Tile.B3, Tile.B4, Tile.B6, Tile.B8, Tile.GREEN);

    private final Random random;

    NearSpecialHands(long seed) {
        this.random = new Random(seed);
    }

    /** A valid winning hand of 14 tiles (kongs add theirs), near some special hand. */
    Hand winner() {
        while (true) {
            Optional<Hand> hand = attempt();
            if (hand.isPresent()) {
                return hand.get();
            }
        }
    }

    /** A valid calling hand of 13 tiles: a near-special winner with one concealed tile taken away. */
    Hand caller() {
        while (true) {
            Hand w = winner();
            if (w.concealed().isEmpty()) {
                continue;
            }
            List<Tile> concealed = new ArrayList<>(w.concealed());
            concealed.remove(random.nextInt(concealed.size()));
            try {
                return Hand.of(w.declared(), concealed, w.bonus(),
                        WinContext.loser(w.context().seat(), w.context().prevailing()));
            } catch (InvalidHandException e) {
                // try another
            }
        }
    }

    private Optional<Hand> attempt() {
        int[] used = new int[Tile.PLAYING_KINDS];
        List<Meld> declared = new ArrayList<>();
        List<Tile> concealed = new ArrayList<>();
        if (random.nextInt(3) == 0) {
            if (!irregular(concealed, used)) {
                return Optional.empty();
            }
        } else if (!sets(declared, concealed, used)) {
            return Optional.empty();
        }
        if (random.nextInt(3) == 0) {
            spoil(concealed, used);
        }
        List<Tile> bonus = new ArrayList<>();
        for (Tile t : Tile.values()) {
            if (t.isBonus() && random.nextInt(6) == 0) {
                bonus.add(t);
            }
        }
        Collections.shuffle(concealed, random);
        Optional<WinContext> context = context(declared, concealed, bonus);
        if (context.isEmpty()) {
            return Optional.empty();
        }
        try {
            Hand hand = Hand.of(declared, concealed, bonus, context.get());
            hand.context().requirePossibleForSeat();
            return Optional.of(hand);
        } catch (InvalidHandException e) {
            return Optional.empty();
        }
    }

    // ---------------------------------------------------------------------------------------
    // Hands of sets from a theme.

    private Predicate<Tile> theme() {
        Suit suit = Suit.values()[random.nextInt(3)];
        return switch (random.nextInt(9)) {
            case 0 -> t -> t.isSuited() && t.suit() == suit;
            case 1 -> t -> t.isHonour() || t.isSuited() && t.suit() == suit;
            case 2 -> Tile::isTerminal;
            case 3 -> t -> t.isTerminal() || t.isHonour();
            case 4 -> Tile::isHonour;
            case 5 -> GREEN::contains;
            case 6 -> t -> t.isDragon() || random.nextInt(3) == 0;
            case 7 -> t -> t.isWind() || random.nextInt(3) == 0;
            default -> t -> true;
        };
    }

    private boolean sets(List<Meld> declared, List<Tile> concealed, int[] used) {
        Predicate<Tile> theme = theme();
        List<Tile> pool = new ArrayList<>();
        for (Tile t : Tile.playing()) {
            if (theme.test(t)) {
                pool.add(t);
            }
        }
        if (pool.isEmpty()) {
            return false;
        }
        int chowOdds = random.nextInt(4);
        for (int set = 0; set < 4; set++) {
            Tile t = pool.get(random.nextInt(pool.size()));
            int roll = random.nextInt(10);
            Meld meld;
            if (roll < chowOdds * 2 && t.isSuited() && t.rank() <= 7) {
                meld = new Chow(t, Exposure.EXPOSED);
            } else if (roll == 9) {
                meld = new Kong(t, random.nextBoolean() ? Exposure.EXPOSED : Exposure.CONCEALED);
            } else {
                meld = new Pung(t, Exposure.EXPOSED);
            }
            if (!take(meld.tiles(), used)) {
                return false;
            }
            if (meld instanceof Kong || random.nextInt(4) == 0) {
                declared.add(meld);
            } else {
                concealed.addAll(meld.tiles());
            }
        }
        Tile pair = pool.get(random.nextInt(pool.size()));
        if (!take(List.of(pair, pair), used)) {
            return false;
        }
        concealed.add(pair);
        concealed.add(pair);
        return true;
    }

    // ---------------------------------------------------------------------------------------
    // Irregular hands from a template.

    private boolean irregular(List<Tile> concealed, int[] used) {
        Suit suit = Suit.values()[random.nextInt(3)];
        List<Tile> tiles = new ArrayList<>();
        switch (random.nextInt(7)) {
            case 0 -> { // seven pairs of a theme
                Predicate<Tile> theme = theme();
                for (int i = 0; i < 7; i++) {
                    Tile t = randomTile(theme);
                    tiles.add(t);
                    tiles.add(t);
                }
            }
            case 1 -> { // knitting
                for (int i = 0; i < 7; i++) {
                    int rank = 1 + random.nextInt(9);
                    int a = random.nextInt(3);
                    int b = (a + 1 + random.nextInt(2)) % 3;
                    tiles.add(Tile.of(Suit.values()[a], rank));
                    tiles.add(Tile.of(Suit.values()[b], rank));
                }
            }
            case 2 -> { // triple knitting
                for (int i = 0; i < 4; i++) {
                    int rank = 1 + random.nextInt(9);
                    for (Suit s : Suit.values()) {
                        tiles.add(Tile.of(s, rank));
                    }
                }
                int rank = 1 + random.nextInt(9);
                int a = random.nextInt(3);
                tiles.add(Tile.of(Suit.values()[a], rank));
                tiles.add(Tile.of(Suit.values()[(a + 1) % 3], rank));
            }
            case 3 -> { // thirteen orphans
                for (Tile t : Tile.playing()) {
                    if (t.isMajor()) {
                        tiles.add(t);
                    }
                }
                tiles.add(randomTile(Tile::isMajor));
            }
            case 4 -> { // the gates: 1112345678999 and one more of the suit
                for (int rank = 1; rank <= 9; rank++) {
                    int copies = rank == 1 || rank == 9 ? 3 : 1;
                    for (int i = 0; i < copies; i++) {
                        tiles.add(Tile.of(suit, rank));
                    }
                }
                tiles.add(Tile.of(suit, 1 + random.nextInt(9)));
            }
            case 5 -> { // the snake: 11, 2 to 9 and the winds
                tiles.add(Tile.of(suit, 1));
                for (int rank = 1; rank <= 9; rank++) {
                    tiles.add(Tile.of(suit, rank));
                }
                for (Wind w : Wind.values()) {
                    tiles.add(Tile.of(w));
                }
            }
            default -> { // any fourteen tiles of a theme
                Predicate<Tile> theme = theme();
                for (int i = 0; i < 14; i++) {
                    tiles.add(randomTile(theme));
                }
            }
        }
        if (!take(tiles, used)) {
            return false;
        }
        concealed.addAll(tiles);
        return true;
    }

    private Tile randomTile(Predicate<Tile> fits) {
        for (int i = 0; i < 1000; i++) {
            Tile t = Tile.byOrdinal(random.nextInt(Tile.PLAYING_KINDS));
            if (fits.test(t)) {
                return t;
            }
        }
        return Tile.RED;
    }

    /** Replaces one concealed tile by a random one, if a fifth copy would not come of it. */
    private void spoil(List<Tile> concealed, int[] used) {
        if (concealed.isEmpty()) {
            return;
        }
        int i = random.nextInt(concealed.size());
        Tile t = Tile.byOrdinal(random.nextInt(Tile.PLAYING_KINDS));
        if (used[t.ordinal()] < 4) {
            used[concealed.get(i).ordinal()]--;
            used[t.ordinal()]++;
            concealed.set(i, t);
        }
    }

    private static boolean take(List<Tile> tiles, int[] used) {
        for (Tile t : tiles) {
            if (++used[t.ordinal()] > 4) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------------------------------
    // How the hand was won.

    private Optional<WinContext> context(List<Meld> declared, List<Tile> concealed, List<Tile> bonus) {
        Wind seat = Wind.values()[random.nextInt(4)];
        Wind round = Wind.values()[random.nextInt(4)];
        Set<Flag> flags = EnumSet.noneOf(Flag.class);
        for (Flag f : Flag.values()) {
            if (random.nextInt(5) == 0 && (f != Flag.EAST_STREAK || seat == Wind.EAST)) {
                flags.add(f);
            }
        }
        List<Tile> candidates = new ArrayList<>(concealed);
        boolean claimExposed = random.nextInt(6) == 0;
        if (claimExposed) {
            declared.stream().filter(Meld::isExposed).forEach(m -> candidates.addAll(m.tiles()));
        }
        if (candidates.isEmpty()) {
            return Optional.empty();
        }
        Tile win = random.nextInt(4) == 0 ? Tile.D5 : random.nextInt(4) == 0 ? Tile.D1
                : candidates.get(random.nextInt(candidates.size()));
        if (!candidates.contains(win)) {
            win = candidates.get(random.nextInt(candidates.size()));
        }
        WinMethod method = WinMethod.values()[random.nextInt(WinMethod.values().length)];
        final Tile won = win;
        long copies = candidates.stream().filter(won::equals).count();
        if (method == WinMethod.ROBBED && copies > 1) {
            method = WinMethod.DISCARD;
        }
        if (method == WinMethod.DEAL && seat != Wind.EAST) {
            method = WinMethod.WALL;
        }
        if (method == WinMethod.FIRST_DISCARD && seat == Wind.EAST) {
            method = WinMethod.DISCARD;
        }
        if (method.isSelfDrawn() && !concealed.contains(win)) {
            method = WinMethod.DISCARD;
        }
        if (method == WinMethod.LOOSE && bonus.isEmpty() && declared.stream().noneMatch(m -> m.kind() == Meld.Kind.KONG)) {
            method = WinMethod.WALL;
        }
        return Optional.of(WinContext.winner(seat, round, win, method, flags));
    }
}
