/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
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
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * Draws a winning hand that is a pattern's special hand, for the house-rules editor to show
 * while a hand is edited: always the same hand for the same pattern and ruleset. A depth-first
 * search in tile order: each group takes the first tiles that fit it (and the pattern's
 * {@code only} and {@code no} parts), the sets and pair the pattern leaves free take the first
 * that fit, and the way of winning, the seat and the bonus tiles come from the conditions; the
 * first hand the matcher accepts is the example. The search is bounded, so a pattern no hand
 * can match (two pungs of one tile and a third copy elsewhere) ends with none.
 */
public final class ExampleHand {

    /** The most candidate hands checked, and steps of the search, before giving up. */
    private static final int MAX_CANDIDATES = 3_000;
    private static final int MAX_STEPS = 300_000;

    /** One group of the hand being drawn: its tiles (a chow: its three tiles) and how it is held. */
    private record Piece(Meld.Kind kind, List<Tile> tiles, Group.Exposure exposure, boolean winning) {
    }

    private final Pattern pattern;
    private final Ruleset ruleset;
    private final List<Group> groups;
    private final Binding binding = new Binding();
    private final int[] used = new int[Tile.PLAYING_KINDS];
    private final List<Piece> pieces = new ArrayList<>();
    private final List<Condition> conditions;
    /** The first tile each group took, so that equal groups take tiles in one order only. */
    private final int[] firstTile;
    private int candidates;
    private int steps;
    private Hand found;

    private ExampleHand(Pattern pattern, Ruleset ruleset) {
        this.pattern = pattern;
        this.ruleset = ruleset;
        this.groups = pattern.groups();
        this.conditions = pattern.conditions();
        this.firstTile = new int[groups.size()];
    }

    /** A hand that is the pattern's special hand under the ruleset, if the search finds one. */
    public static Optional<Hand> of(Pattern pattern, Ruleset ruleset) {
        ExampleHand drawer = new ExampleHand(pattern, ruleset);
        drawer.group(0);
        return Optional.ofNullable(drawer.found);
    }

    private boolean done() {
        return found != null || candidates >= MAX_CANDIDATES || steps >= MAX_STEPS;
    }

    // ---------------------------------------------------------------------------------------
    // The groups the pattern names.

    private void group(int g) {
        steps++;
        if (done()) {
            return;
        }
        if (g == groups.size()) {
            if (pattern.shape() == Pattern.Shape.TILES) {
                hand();
            } else {
                fill();
            }
            return;
        }
        Group group = groups.get(g);
        List<Term> terms = group.tiles().isEmpty() ? List.of(Term.of("any", TileClass.ANY, null, Term.NONE))
                : group.tiles();
        boolean sameAsBefore = g > 0 && groups.get(g - 1) == group;
        for (Term term : terms) {
            for (Tile t : Tile.playing()) {
                if (sameAsBefore && t.ordinal() < firstTile[g - 1]) {
                    continue;
                }
                firstTile[g] = t.ordinal();
                int mark = binding.mark();
                if (term.matches(t, binding, WinContext.DEFAULT)) {
                    for (Piece piece : pieces(group, t)) {
                        if (place(piece)) {
                            group(g + 1);
                            unplace(piece);
                        }
                        if (done()) {
                            binding.undo(mark);
                            return;
                        }
                    }
                }
                binding.undo(mark);
            }
        }
    }

    /** The ways the group can be made with {@code t} as its first tile. */
    private List<Piece> pieces(Group group, Tile t) {
        Group.Exposure e = group.exposure();
        boolean w = group.winning();
        List<Piece> list = new ArrayList<>();
        switch (group.kind()) {
            case SINGLE -> list.add(new Piece(null, List.of(t), e, w));
            case PAIR -> list.add(new Piece(Meld.Kind.PAIR, List.of(t, t), e, w));
            case PUNG -> list.add(new Piece(Meld.Kind.PUNG, List.of(t, t, t), e, w));
            case KONG -> list.add(new Piece(Meld.Kind.KONG, List.of(t, t, t, t), e, w));
            case CHOW -> chow(t, e, w).ifPresent(list::add);
            case SET -> {
                list.add(new Piece(Meld.Kind.PUNG, List.of(t, t, t), e, w));
                chow(t, e, w).ifPresent(list::add);
            }
            case KNITTED_PAIR -> {
                if (t.isSuited()) {
                    for (Suit s : Suit.values()) {
                        if (s != t.suit()) {
                            list.add(new Piece(null, List.of(t, Tile.of(s, t.rank())), e, w));
                        }
                    }
                }
            }
            case KNITTED_TRIPLE -> {
                if (t.isSuited() && t.suit() == Suit.values()[0]) {
                    list.add(new Piece(null, List.of(t, Tile.of(Suit.values()[1], t.rank()),
                            Tile.of(Suit.values()[2], t.rank())), e, w));
                }
            }
        }
        return list;
    }

    private static Optional<Piece> chow(Tile t, Group.Exposure e, boolean w) {
        if (!t.isSuited() || t.rank() > 7) {
            return Optional.empty();
        }
        return Optional.of(new Piece(Meld.Kind.CHOW,
                List.of(t, Tile.byOrdinal(t.ordinal() + 1), Tile.byOrdinal(t.ordinal() + 2)), e, w));
    }

    /** Takes the piece's tiles if there are copies left and the pattern allows them. */
    private boolean place(Piece piece) {
        for (Tile t : piece.tiles()) {
            if (used[t.ordinal()] >= 4 || !allowed(t)) {
                for (Tile back : piece.tiles()) {
                    if (back == t) {
                        break;
                    }
                    used[back.ordinal()]--;
                }
                return false;
            }
            used[t.ordinal()]++;
        }
        pieces.add(piece);
        return true;
    }

    private void unplace(Piece piece) {
        pieces.remove(pieces.size() - 1);
        for (Tile t : piece.tiles()) {
            used[t.ordinal()]--;
        }
    }

    /** Whether the pattern's {@code only} and {@code no} parts let the hand hold the tile (variables fixed as they are). */
    private boolean allowed(Tile t) {
        for (Condition c : conditions) {
            if (c instanceof Condition.Only only && !anyMatches(t, only.tiles())) {
                return false;
            }
            if (c instanceof Condition.NoTiles no && anyMatches(t, no.tiles())) {
                return false;
            }
        }
        return true;
    }

    private boolean anyMatches(Tile t, List<Term> terms) {
        for (Term term : terms) {
            int mark = binding.mark();
            boolean matches = term.matches(t, binding, WinContext.DEFAULT);
            binding.undo(mark);
            if (matches) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------------------------------
    // The sets and pair the pattern leaves free.

    private void fill() {
        fill(0);
    }

    /** Adds free sets, then the pair, each starting at or after the tile {@code from}, so each mix is tried once. */
    private void fill(int from) {
        steps++;
        if (done()) {
            return;
        }
        int sets = 0;
        boolean pair = false;
        for (Piece p : pieces) {
            sets += p.kind() == Meld.Kind.PAIR ? 0 : 1;
            pair |= p.kind() == Meld.Kind.PAIR;
        }
        if (sets == 4 && pair) {
            hand();
            return;
        }
        boolean needPair = sets == 4;
        for (Tile t : Tile.playing()) {
            if (!needPair && t.ordinal() < from) {
                continue;
            }
            List<Piece> options = new ArrayList<>();
            if (needPair) {
                options.add(new Piece(Meld.Kind.PAIR, List.of(t, t), Group.Exposure.EITHER, false));
            } else {
                options.add(new Piece(Meld.Kind.PUNG, List.of(t, t, t), Group.Exposure.EITHER, false));
                chow(t, Group.Exposure.EITHER, false).ifPresent(options::add);
            }
            boolean needWinningTile = !holdsAWinningTile();
            for (Piece piece : options) {
                // one free set brings the tile a "win ... with" part names, and no other does, so that
                // a robbed winning tile (the only copy in the hand) can be drawn too
                boolean bringsWinningTile = !winTerms().isEmpty() && anyWinningTile(piece.tiles());
                if (forbiddenSet(piece) || needWinningTile != bringsWinningTile) {
                    continue;
                }
                if (place(piece)) {
                    fill(needPair ? 0 : t.ordinal());
                    unplace(piece);
                }
                if (done()) {
                    return;
                }
            }
        }
    }

    /** The tiles a {@code win ... with} part names, or none. */
    private List<Term> winTerms() {
        for (Condition c : conditions) {
            if (c instanceof Condition.Win win) {
                return win.tiles();
            }
        }
        return List.of();
    }

    /** Whether the hand so far holds a concealed tile the winning tile may be ({@code win ... with}). */
    private boolean holdsAWinningTile() {
        if (winTerms().isEmpty()) {
            return true;
        }
        for (Piece p : pieces) {
            if (p.exposure() != Group.Exposure.EXPOSED && anyWinningTile(p.tiles())) {
                return true;
            }
        }
        return false;
    }

    private boolean anyWinningTile(List<Tile> tiles) {
        List<Term> terms = winTerms();
        for (Tile t : tiles) {
            if (terms.isEmpty() || anyMatches(t, terms)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a {@code no kongs}-like part rules out a free set or pair of this kind and tile. */
    private boolean forbiddenSet(Piece piece) {
        for (Condition c : conditions) {
            if (c instanceof Condition.NoGroups no && no.kind().holds(piece.kind())
                    && (no.tiles().isEmpty() || anyMatches(piece.tiles().get(0), no.tiles()))) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------------------------------
    // The hand and how it was won.

    private void hand() {
        List<Meld> declared = new ArrayList<>();
        List<Tile> concealed = new ArrayList<>();
        Tile winning = null;
        for (Piece p : pieces) {
            boolean exposed = p.exposure() == Group.Exposure.EXPOSED;
            if (p.kind() == Meld.Kind.KONG) {
                declared.add(new Kong(p.tiles().get(0), exposed ? Exposure.EXPOSED : Exposure.CONCEALED));
            } else if (exposed && p.kind() == Meld.Kind.PUNG) {
                declared.add(new Pung(p.tiles().get(0), Exposure.EXPOSED));
            } else if (exposed && p.kind() == Meld.Kind.CHOW) {
                declared.add(new Chow(p.tiles().get(0), Exposure.EXPOSED));
            } else {
                concealed.addAll(p.tiles());
            }
            if (p.winning()) {
                winning = p.tiles().get(0);
            }
        }
        for (Tile win : winningTiles(winning, concealed)) {
            for (WinMethod method : methods()) {
                for (Wind seat : seats(method)) {
                    candidate(declared, concealed, win, method, seat);
                    if (done()) {
                        return;
                    }
                }
            }
        }
    }

    private List<Tile> winningTiles(Tile winning, List<Tile> concealed) {
        List<Tile> tiles = new ArrayList<>();
        if (winning != null) {
            tiles.add(winning);
            return tiles;
        }
        for (int i = concealed.size() - 1; i >= 0; i--) {
            Tile t = concealed.get(i);
            if (!tiles.contains(t) && anyWinningTile(List.of(t))) {
                tiles.add(t);
            }
        }
        return tiles;
    }

    private List<WinMethod> methods() {
        for (Condition c : conditions) {
            if (c instanceof Condition.Win win && !win.methods().isEmpty()) {
                List<WinMethod> methods = new ArrayList<>();
                for (WinMethod m : WinMethod.values()) {
                    if (win.methods().contains(m)) {
                        methods.add(m);
                    }
                }
                return methods;
            }
        }
        return List.of(WinMethod.WALL, WinMethod.DISCARD);
    }

    private List<Wind> seats(WinMethod method) {
        Set<Wind> allowed = EnumSet.allOf(Wind.class);
        for (Condition c : conditions) {
            if (c instanceof Condition.Seat seat) {
                allowed = EnumSet.copyOf(seat.winds());
            }
            if (c instanceof Condition.HasFlag flag && flag.flag() == Flag.EAST_STREAK) {
                allowed.retainAll(Set.of(Wind.EAST));
            }
        }
        if (method == WinMethod.DEAL) {
            allowed.retainAll(Set.of(Wind.EAST));
        }
        if (method == WinMethod.FIRST_DISCARD) {
            allowed.remove(Wind.EAST);
        }
        List<Wind> seats = new ArrayList<>();
        for (Wind w : Wind.values()) {
            if (allowed.contains(w)) {
                seats.add(w);
            }
        }
        return seats;
    }

    private void candidate(List<Meld> declared, List<Tile> concealed, Tile win, WinMethod method, Wind seat) {
        if (method == WinMethod.ROBBED && used[win.ordinal()] > 1) {
            return; // a robbed tile is the fourth of another's kong: the hand holds no other copy
        }
        Wind round = Wind.EAST;
        Set<Flag> flags = EnumSet.noneOf(Flag.class);
        List<Tile> bonus = new ArrayList<>();
        boolean noBonus = false;
        for (Condition c : conditions) {
            if (c instanceof Condition.Round r) {
                round = r.winds().contains(Wind.EAST) ? Wind.EAST : r.winds().iterator().next();
            } else if (c instanceof Condition.HasFlag f) {
                flags.add(f.flag());
            } else if (c instanceof Condition.Bonus b) {
                bonus = bonusTiles(b.needs(), seat);
            } else if (c instanceof Condition.NoBonus) {
                noBonus = true;
            }
        }
        if (method == WinMethod.LOOSE && bonus.isEmpty() && !noBonus
                && declared.stream().noneMatch(m -> m.kind() == Meld.Kind.KONG)) {
            bonus.add(Tile.flower(seat.ordinal() + 1));
        }
        try {
            Hand hand = Hand.of(declared, concealed, bonus, WinContext.winner(seat, round, win, method, flags));
            hand.context().requirePossibleForSeat();
            candidates++;
            if (pattern.matches(hand, ruleset)) {
                found = hand;
            }
        } catch (InvalidHandException impossible) {
            // this way of winning does not fit the tiles; the next one may
        }
    }

    /** The fewest bonus tiles that meet the needs, flowers and seasons in order. */
    private static List<Tile> bonusTiles(List<Condition.BonusNeed> needs, Wind seat) {
        Set<Tile> tiles = EnumSet.noneOf(Tile.class);
        for (Condition.BonusNeed need : needs) {
            switch (need.kind()) {
                case TILE -> tiles.add(need.tile());
                case OWN_FLOWER -> tiles.add(Tile.flower(seat.ordinal() + 1));
                case OWN_SEASON -> tiles.add(Tile.season(seat.ordinal() + 1));
                case FLOWER, ANY -> {
                    for (int i = 1; i <= need.count(); i++) {
                        tiles.add(Tile.flower(i));
                    }
                }
                case SEASON -> {
                    for (int i = 1; i <= need.count(); i++) {
                        tiles.add(Tile.season(i));
                    }
                }
            }
        }
        return new ArrayList<>(tiles);
    }
}
