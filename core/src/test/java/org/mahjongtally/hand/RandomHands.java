/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.TileCounts;
import org.mahjongtally.tile.Wind;

/**
 * Our own generator of valid random hands and of random ways to write them, driven by a
 * seeded {@link Random} so a failing case can be replayed from its seed.
 */
final class RandomHands {

    private final Random random;

    RandomHands(long seed) {
        this.random = new Random(seed);
    }

    /** A valid hand: a winner (14 tiles) or not (1 to 13), with random sets, bonus tiles and context. */
    Hand next() {
        while (true) {
            Optional<Hand> hand = attempt();
            if (hand.isPresent()) {
                return hand.get();
            }
        }
    }

    private Optional<Hand> attempt() {
        boolean winner = random.nextBoolean();
        int size = winner ? 14 : 1 + random.nextInt(13);
        TileCounts used = TileCounts.empty();
        List<Meld> declared = new ArrayList<>();
        int wanted = random.nextInt(Math.min(4, size / 3) + 1);
        for (int i = 0; i < wanted; i++) {
            Meld meld = randomDeclared();
            if (fits(used, meld.tiles())) {
                used = plus(used, meld.tiles());
                declared.add(meld);
            }
        }
        List<Tile> concealed = new ArrayList<>();
        while (concealed.size() < size - 3 * declared.size()) {
            Tile t = !concealed.isEmpty() && random.nextInt(3) == 0
                    ? concealed.get(random.nextInt(concealed.size()))
                    : Tile.byOrdinal(random.nextInt(Tile.PLAYING_KINDS));
            if (used.count(t) < 4) {
                used = used.plus(t);
                concealed.add(t);
            }
        }
        List<Tile> bonus = new ArrayList<>();
        for (int i = Tile.F1.ordinal(); i <= Tile.S4.ordinal(); i++) {
            if (random.nextInt(5) == 0) {
                bonus.add(Tile.byOrdinal(i));
            }
        }
        Collections.shuffle(concealed, random);
        Collections.shuffle(declared, random);
        Collections.shuffle(bonus, random);
        return context(winner, declared, concealed, bonus).map(c -> new Hand(declared, concealed, bonus, c));
    }

    private Optional<WinContext> context(boolean winner, List<Meld> declared, List<Tile> concealed,
            List<Tile> bonus) {
        Wind seat = pick(Wind.values());
        Wind round = pick(Wind.values());
        Set<Flag> flags = EnumSet.noneOf(Flag.class);
        for (Flag f : Flag.values()) {
            // East's run of wins is East's (WinContext#requirePossibleForSeat)
            if (random.nextInt(4) == 0 && (f != Flag.EAST_STREAK || seat == Wind.EAST)) {
                flags.add(f);
            }
        }
        if (!winner) {
            return Optional.of(new WinContext(seat, round, Optional.empty(), WinMethod.WALL, flags));
        }
        List<Tile> candidates = new ArrayList<>(concealed);
        declared.stream().filter(Meld::isExposed).forEach(m -> candidates.addAll(m.tiles()));
        if (candidates.isEmpty()) {
            return Optional.empty();
        }
        Tile win = candidates.get(random.nextInt(candidates.size()));
        WinMethod method = pick(WinMethod.values());
        if (method == WinMethod.ROBBED && candidates.stream().filter(win::equals).count() > 1) {
            method = WinMethod.DISCARD; // a robbed tile is the fourth of a kong: the hand holds no other
        }
        if (method == WinMethod.DEAL && seat != Wind.EAST) {
            method = WinMethod.WALL; // only East holds a dealt hand of 14 tiles
        }
        if (method == WinMethod.FIRST_DISCARD && seat == Wind.EAST) {
            method = WinMethod.DISCARD; // nobody claims his own discard
        }
        if (method.isSelfDrawn() && !concealed.contains(win)) {
            method = WinMethod.DISCARD; // a drawn tile is concealed; only a claimed one completes an exposed set
        }
        if (method == WinMethod.LOOSE && bonus.isEmpty()
                && declared.stream().noneMatch(m -> m.kind() == Meld.Kind.KONG)) {
            method = WinMethod.WALL; // a loose tile follows a kong or a bonus tile
        }
        return Optional.of(WinContext.winner(seat, round, win, method, flags));
    }

    private Meld randomDeclared() {
        Tile tile = Tile.byOrdinal(random.nextInt(Tile.PLAYING_KINDS));
        return switch (random.nextInt(4)) {
            case 0 -> new Chow(Tile.of(pick(Suit.values()), 1 + random.nextInt(7)), Exposure.EXPOSED);
            case 1 -> new Pung(tile, Exposure.EXPOSED);
            case 2 -> new Kong(tile, Exposure.EXPOSED);
            default -> new Kong(tile, Exposure.CONCEALED);
        };
    }

    private static boolean fits(TileCounts used, List<Tile> tiles) {
        TileCounts after = plus(used, tiles);
        return tiles.stream().allMatch(t -> after.count(t) <= 4);
    }

    private static TileCounts plus(TileCounts counts, List<Tile> tiles) {
        TileCounts sum = counts;
        for (Tile t : tiles) {
            sum = sum.plus(t);
        }
        return sum;
    }

    private <T> T pick(T[] values) {
        return values[random.nextInt(values.length)];
    }

    /**
     * The hand written in a random, non-canonical but valid way: items shuffled, concealed tiles
     * split into random runs with shared or separate suit letters, tiles in sets reordered,
     * Unicode tiles, keys with their default values written out, varied whitespace, a comment.
     */
    String scrambled(Hand hand) {
        List<String> items = new ArrayList<>();
        for (Meld m : hand.declared()) {
            List<Tile> tiles = new ArrayList<>(m.tiles());
            Collections.shuffle(tiles, random);
            String open = m.isExposed() ? "[" : "{";
            String close = m.isExposed() ? "]" : "}";
            items.add(open + run(tiles) + close);
        }
        List<Tile> concealed = new ArrayList<>(hand.concealed());
        Collections.shuffle(concealed, random);
        List<Tile> bonus = new ArrayList<>(hand.bonus());
        while (!concealed.isEmpty()) {
            int n = 1 + random.nextInt(concealed.size());
            List<Tile> chunk = new ArrayList<>(concealed.subList(0, n));
            concealed.subList(0, n).clear();
            if (!bonus.isEmpty() && random.nextInt(4) == 0) {
                chunk.add(random.nextInt(chunk.size() + 1), bonus.remove(0));
            }
            items.add(run(chunk));
        }
        bonus.forEach(t -> items.add(write(t)));
        WinContext c = hand.context();
        if (c.seat() != Wind.EAST || random.nextBoolean()) {
            items.add("seat=" + c.seat().letter());
        }
        if (c.prevailing() != Wind.EAST || random.nextBoolean()) {
            items.add("round=" + c.prevailing().letter());
        }
        c.winningTile().ifPresent(t -> items.add("win=" + write(t)));
        if (c.isWinner() && (c.method() != WinMethod.WALL || random.nextBoolean())) {
            items.add("by=" + c.method().code());
        }
        c.flags().forEach(f -> items.add(f.code()));
        Collections.shuffle(items, random);
        StringBuilder text = new StringBuilder(random.nextBoolean() ? " " : "");
        String[] separators = {" ", "  ", "\t", "\n", " \r\n "};
        for (String item : items) {
            text.append(item).append(pick(separators));
        }
        if (random.nextBoolean()) {
            text.append("# seed comment with [brackets] and win=1b");
        }
        return text.toString();
    }

    /** Tiles written back to back; neighbours of one suit share a suit letter at random. */
    private String run(List<Tile> tiles) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < tiles.size(); i++) {
            Tile t = tiles.get(i);
            boolean pendingDigits = sb.length() > 0 && Character.isDigit(sb.charAt(sb.length() - 1));
            if (!t.isSuited() || t.isBonus()) {
                sb.append(write(t));
                continue;
            }
            if (!pendingDigits && random.nextInt(6) == 0) {
                sb.appendCodePoint(t.codePoint());
                continue;
            }
            sb.append(t.rank());
            boolean shareWithNext = i + 1 < tiles.size() && tiles.get(i + 1).isSuited()
                    && tiles.get(i + 1).suit() == t.suit() && random.nextBoolean();
            if (!shareWithNext) {
                sb.append(t.suit().letter());
            }
        }
        return sb.toString();
    }

    /** One tile as its code or, at random, its Unicode character. */
    private String write(Tile t) {
        return random.nextInt(6) == 0 ? new String(Character.toChars(t.codePoint())) : t.code();
    }
}
