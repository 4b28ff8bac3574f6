/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import java.util.List;
import java.util.Optional;
import org.mahjongtally.hand.Flag;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.hand.WinContext;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;

/**
 * Whether one reading of a winning hand is a pattern's special hand, and if not, the first part
 * it does not meet. A search: each group of the pattern is given a set of the reading (a hand
 * of sets) or tiles of the hand (an irregular hand), variables taking values as they go; where
 * every group has its place, the conditions are checked with every variable given a value.
 * Used for one question only.
 */
final class PatternMatcher {

    /** The index of the pair among the melds of a reading of sets (sets are 0 to 3). */
    private static final int PAIR = 4;

    private final Pattern pattern;
    private final ScoringView view;
    private final WinContext context;
    private final List<Group> groups;
    private final Binding binding = new Binding();
    /** Per group, the index of the set (or the tile) it was given, to try equal groups in one order only. */
    private final int[] chosen;
    /** The furthest group the search could not place, and the furthest condition it could not meet. */
    private int deepestGroup = -1;
    private int furthestCondition = -1;
    private int[] counts;

    PatternMatcher(Pattern pattern, ScoringView view) {
        this.pattern = pattern;
        this.view = view;
        this.context = view.hand().context();
        this.groups = pattern.groups();
        this.chosen = new int[groups.size()];
    }

    Optional<Mismatch> mismatch() {
        if (!view.isWinner()) {
            return miss(PatternMiss.NOT_A_WINNER, pattern.wholeText());
        }
        boolean found = switch (pattern.shape()) {
            case ANY -> conditionsHold();
            case SETS -> {
                if (!view.isSetsAndPair()) {
                    yield false;
                }
                yield assignSets(0, 0);
            }
            case TILES -> {
                Hand hand = view.hand();
                if (!hand.declared().isEmpty() || hand.concealed().size() != 14) {
                    yield false;
                }
                yield partition();
            }
        };
        if (found) {
            return Optional.empty();
        }
        if (pattern.shape() == Pattern.Shape.SETS && !view.isSetsAndPair()) {
            return miss(PatternMiss.NOT_SETS_AND_PAIR, pattern.wholeText());
        }
        if (pattern.shape() == Pattern.Shape.TILES
                && (!view.hand().declared().isEmpty() || view.hand().concealed().size() != 14)) {
            return miss(PatternMiss.NOT_FOURTEEN_CONCEALED, pattern.wholeText());
        }
        if (furthestCondition >= 0) {
            Condition c = pattern.conditions().get(furthestCondition);
            return miss(reason(c), c.place());
        }
        int group = pattern.shape() == Pattern.Shape.TILES ? firstGroupMissingFromTheTiles() : Math.max(0, deepestGroup);
        return miss(PatternMiss.GROUP_MISSING, groups.get(group).place());
    }

    private static Optional<Mismatch> miss(PatternMiss reason, Place place) {
        return Optional.of(new Mismatch(reason, place));
    }

    // ---------------------------------------------------------------------------------------
    // Four sets and a pair.

    private boolean assignSets(int g, int used) {
        if (g == groups.size()) {
            return conditionsHold();
        }
        deepestGroup = Math.max(deepestGroup, g);
        Group group = groups.get(g);
        boolean sameAsBefore = g > 0 && groups.get(g - 1) == group;
        int sets = view.setCount();
        for (int m = 0; m <= PAIR; m++) {
            if (m >= sets && m != PAIR || (used & (1 << m)) != 0 || sameAsBefore && m < chosen[g - 1]) {
                continue;
            }
            Meld meld = m == PAIR ? view.pair().orElse(null) : view.set(m);
            if (meld == null || !fits(group, m, meld)) {
                continue;
            }
            chosen[g] = m;
            Tile first = meld.first();
            if (group.tiles().isEmpty()) {
                if (assignSets(g + 1, used | (1 << m))) {
                    return true;
                }
                continue;
            }
            for (Term term : group.tiles()) {
                int mark = binding.mark();
                if (term.matches(first, binding, context) && assignSets(g + 1, used | (1 << m))) {
                    return true;
                }
                binding.undo(mark);
            }
        }
        return false;
    }

    /** Whether the set or pair is of the group's kind, exposure and winning tile. */
    private boolean fits(Group group, int m, Meld meld) {
        if (!group.kind().holds(meld.kind())) {
            return false;
        }
        boolean concealed = m == PAIR ? !meld.isExposed() : view.countsAsConcealed(m);
        if (group.exposure() == Group.Exposure.CONCEALED && !concealed
                || group.exposure() == Group.Exposure.EXPOSED && concealed) {
            return false;
        }
        return !group.winning() || view.winningSet().filter(meld::equals).isPresent();
    }

    // ---------------------------------------------------------------------------------------
    // Fourteen tiles.

    private boolean partition() {
        counts = new int[Tile.PLAYING_KINDS];
        for (Tile t : view.hand().concealed()) {
            counts[t.ordinal()]++;
        }
        boolean[] used = new boolean[groups.size()];
        for (int g = 0; g < groups.size(); g++) {
            if (groups.get(g).winning()) {
                Tile won = context.winningTile().orElseThrow();
                used[g] = true;
                return placeAround(groups.get(g), won, used);
            }
        }
        return place(used);
    }

    /** Places every unused group, each taking the lowest tile left as its own lowest. */
    private boolean place(boolean[] used) {
        int lowest = 0;
        while (lowest < counts.length && counts[lowest] == 0) {
            lowest++;
        }
        if (lowest == counts.length) {
            return conditionsHold();
        }
        Tile t = Tile.byOrdinal(lowest);
        for (int g = 0; g < groups.size(); g++) {
            if (used[g] || triedBefore(g, used)) {
                continue;
            }
            deepestGroup = Math.max(deepestGroup, g);
            used[g] = true;
            if (placeFrom(groups.get(g), t, used)) {
                return true;
            }
            used[g] = false;
        }
        return false;
    }

    /** Whether an equal unused group comes before this one, so that trying this one again is useless. */
    private boolean triedBefore(int g, boolean[] used) {
        for (int e = 0; e < g; e++) {
            if (!used[e] && groups.get(e).equals(groups.get(g))) {
                return true;
            }
        }
        return false;
    }

    /** Tries the group with {@code t} as its lowest tile, then the rest. */
    private boolean placeFrom(Group group, Tile t, boolean[] used) {
        switch (group.kind()) {
            case KNITTED_PAIR -> {
                if (!t.isSuited()) {
                    return false;
                }
                for (Suit s : Suit.values()) {
                    if (s.ordinal() > t.suit().ordinal() && tryTiles(group, used, t, Tile.of(s, t.rank()))) {
                        return true;
                    }
                }
                return false;
            }
            case KNITTED_TRIPLE -> {
                return t.isSuited() && t.suit().ordinal() == 0 && tryTiles(group, used, t,
                        Tile.of(Suit.values()[1], t.rank()), Tile.of(Suit.values()[2], t.rank()));
            }
            case CHOW -> {
                return t.isSuited() && t.rank() <= 7 && tryTiles(group, used, t, Tile.byOrdinal(t.ordinal() + 1),
                        Tile.byOrdinal(t.ordinal() + 2));
            }
            default -> {
                return tryTiles(group, used, same(t, group.kind().size()));
            }
        }
    }

    /** Tries the winning group in every place that holds the winning tile, then the rest. */
    private boolean placeAround(Group group, Tile won, boolean[] used) {
        switch (group.kind()) {
            case KNITTED_PAIR -> {
                if (!won.isSuited()) {
                    return false;
                }
                for (Suit s : Suit.values()) {
                    if (s != won.suit()) {
                        Tile other = Tile.of(s, won.rank());
                        Tile low = other.ordinal() < won.ordinal() ? other : won;
                        if (tryTiles(group, used, low, low == won ? other : won)) {
                            return true;
                        }
                    }
                }
                return false;
            }
            case KNITTED_TRIPLE -> {
                return won.isSuited() && tryTiles(group, used, Tile.of(Suit.values()[0], won.rank()),
                        Tile.of(Suit.values()[1], won.rank()), Tile.of(Suit.values()[2], won.rank()));
            }
            case CHOW -> {
                if (!won.isSuited()) {
                    return false;
                }
                for (int start = Math.max(1, won.rank() - 2); start <= Math.min(7, won.rank()); start++) {
                    Tile low = Tile.of(won.suit(), start);
                    if (tryTiles(group, used, low, Tile.byOrdinal(low.ordinal() + 1), Tile.byOrdinal(low.ordinal() + 2))) {
                        return true;
                    }
                }
                return false;
            }
            default -> {
                return tryTiles(group, used, same(won, group.kind().size()));
            }
        }
    }

    private static Tile[] same(Tile t, int size) {
        Tile[] tiles = new Tile[size];
        java.util.Arrays.fill(tiles, t);
        return tiles;
    }

    /** Takes these tiles for the group (the first names it) if the hand has them, and places the rest. */
    private boolean tryTiles(Group group, boolean[] used, Tile... tiles) {
        int taken = 0;
        boolean enough = true;
        for (Tile t : tiles) {
            if (counts[t.ordinal()] == 0) {
                enough = false;
                break;
            }
            counts[t.ordinal()]--;
            taken++;
        }
        boolean placed = false;
        if (enough) {
            if (group.tiles().isEmpty()) {
                placed = place(used);
            } else {
                for (Term term : group.tiles()) {
                    int mark = binding.mark();
                    if (matchesGroupTile(group, term, tiles[0]) && place(used)) {
                        placed = true;
                        break;
                    }
                    binding.undo(mark);
                }
            }
        }
        for (int i = 0; i < taken; i++) {
            counts[tiles[i].ordinal()]++;
        }
        return placed;
    }

    private boolean matchesGroupTile(Group group, Term term, Tile first) {
        return term.matches(first, binding, context);
    }

    /** For the reason: the first group, in the pattern's order, that the tiles left cannot make. */
    private int firstGroupMissingFromTheTiles() {
        int[] left = new int[Tile.PLAYING_KINDS];
        for (Tile t : view.hand().concealed()) {
            left[t.ordinal()]++;
        }
        Binding free = new Binding();
        for (int g = 0; g < groups.size(); g++) {
            if (!takeAny(groups.get(g), left, free)) {
                return g;
            }
        }
        return 0;
    }

    private boolean takeAny(Group group, int[] left, Binding free) {
        for (Tile t : Tile.playing()) {
            int need = group.kind() == GroupKind.KNITTED_PAIR || group.kind() == GroupKind.KNITTED_TRIPLE
                    || group.kind() == GroupKind.CHOW ? 1 : group.kind().size();
            if (left[t.ordinal()] < need) {
                continue;
            }
            int mark = free.mark();
            boolean any = group.tiles().isEmpty();
            for (Term term : group.tiles()) {
                if (term.matches(t, free, context)) {
                    any = true;
                    break;
                }
            }
            if (any) {
                left[t.ordinal()] -= need;
                return true;
            }
            free.undo(mark);
        }
        return false;
    }

    // ---------------------------------------------------------------------------------------
    // Conditions, with every variable given a value.

    private boolean conditionsHold() {
        return ground(0);
    }

    /** Gives each variable without a value each value in turn (suits 0-2, then numbers 3-5). */
    private boolean ground(int v) {
        if (v == 2 * Binding.VARIABLES) {
            return check();
        }
        boolean suit = v < Binding.VARIABLES;
        int var = suit ? v : v - Binding.VARIABLES;
        if (suit ? binding.suit(var) >= 0 || !usesSuit(var) : binding.number(var) > 0 || !usesNumber(var)) {
            return ground(v + 1);
        }
        int values = suit ? 3 : 9;
        for (int value = 0; value < values; value++) {
            int mark = binding.mark();
            boolean bound = suit ? binding.bindSuit(var, value) : binding.bindNumber(var, value + 1);
            if (bound && ground(v + 1)) {
                return true;
            }
            binding.undo(mark);
        }
        return false;
    }

    private boolean usesSuit(int var) {
        return pattern.usesSuitVariable(var);
    }

    private boolean usesNumber(int var) {
        return pattern.usesNumberVariable(var);
    }

    private boolean check() {
        List<Condition> conditions = pattern.conditions();
        for (int i = 0; i < conditions.size(); i++) {
            if (!holds(conditions.get(i))) {
                furthestCondition = Math.max(furthestCondition, i);
                return false;
            }
        }
        return true;
    }

    private boolean holds(Condition condition) {
        if (condition instanceof Condition.Concealed) {
            return view.isConcealedHand();
        } else if (condition instanceof Condition.Only c) {
            return everyTileIsOneOf(c.tiles());
        } else if (condition instanceof Condition.Holds c) {
            return holdsEach(c.tiles());
        } else if (condition instanceof Condition.NoTiles c) {
            return !anyTileIsOneOf(c.tiles());
        } else if (condition instanceof Condition.NoGroups c) {
            return !anyGroup(c.kind(), c.tiles());
        } else if (condition instanceof Condition.NoBonus) {
            return view.hand().bonus().isEmpty();
        } else if (condition instanceof Condition.Win c) {
            return (c.methods().isEmpty() || c.methods().contains(view.method()))
                    && (c.tiles().isEmpty() || oneOf(view.winningTile().orElseThrow(), c.tiles()));
        } else if (condition instanceof Condition.Seat c) {
            return c.winds().contains(view.seat());
        } else if (condition instanceof Condition.Round c) {
            return c.winds().contains(view.prevailing());
        } else if (condition instanceof Condition.HasFlag c) {
            // East's streak means nothing under a ruleset without the limit hand (Flag.EAST_STREAK)
            return view.has(c.flag())
                    && (c.flag() != Flag.EAST_STREAK || view.ruleset().scoring().eastStreakLimit() > 0);
        }
        return hasBonus(((Condition.Bonus) condition).needs());
    }

    private static PatternMiss reason(Condition condition) {
        if (condition instanceof Condition.Concealed) {
            return PatternMiss.NOT_CONCEALED;
        } else if (condition instanceof Condition.Only) {
            return PatternMiss.TILE_NOT_ALLOWED;
        } else if (condition instanceof Condition.Holds) {
            return PatternMiss.TILE_MISSING;
        } else if (condition instanceof Condition.NoTiles || condition instanceof Condition.NoGroups
                || condition instanceof Condition.NoBonus) {
            return PatternMiss.FORBIDDEN;
        } else if (condition instanceof Condition.Win) {
            return PatternMiss.WRONG_WIN;
        } else if (condition instanceof Condition.Seat) {
            return PatternMiss.WRONG_SEAT;
        } else if (condition instanceof Condition.Round) {
            return PatternMiss.WRONG_ROUND;
        } else if (condition instanceof Condition.HasFlag) {
            return PatternMiss.FLAG_MISSING;
        }
        return PatternMiss.BONUS_MISSING;
    }

    private boolean oneOf(Tile t, List<Term> terms) {
        for (Term term : terms) {
            if (term.matches(t, binding, context)) {
                return true;
            }
        }
        return false;
    }

    private boolean everyTileIsOneOf(List<Term> terms) {
        for (Tile t : Tile.playing()) {
            if (view.count(t) > 0 && !oneOf(t, terms)) {
                return false;
            }
        }
        return true;
    }

    private boolean anyTileIsOneOf(List<Term> terms) {
        for (Tile t : Tile.playing()) {
            if (view.count(t) > 0 && oneOf(t, terms)) {
                return true;
            }
        }
        return false;
    }

    private boolean holdsEach(List<List<Term>> needs) {
        for (List<Term> alternatives : needs) {
            if (!anyTileIsOneOf(alternatives)) {
                return false;
            }
        }
        return true;
    }

    /** Whether a set or pair of the reading is of this kind and (if any are named) one of these tiles. */
    private boolean anyGroup(GroupKind kind, List<Term> terms) {
        for (int i = 0; i < view.setCount(); i++) {
            if (kind.holds(view.kind(i)) && (terms.isEmpty() || oneOf(view.first(i), terms))) {
                return true;
            }
        }
        for (int i = 0; i < view.pairCount(); i++) {
            if (kind == GroupKind.PAIR && (terms.isEmpty() || oneOf(view.pair(i).first(), terms))) {
                return true;
            }
        }
        return false;
    }

    private boolean hasBonus(List<Condition.BonusNeed> needs) {
        List<Tile> bonus = view.hand().bonus();
        for (Condition.BonusNeed need : needs) {
            int found = 0;
            for (Tile t : bonus) {
                boolean own = t.bonusWind() == view.seat();
                found += switch (need.kind()) {
                    case TILE -> t == need.tile() ? 1 : 0;
                    case FLOWER -> t.isFlower() ? 1 : 0;
                    case SEASON -> t.isSeason() ? 1 : 0;
                    case OWN_FLOWER -> t.isFlower() && own ? 1 : 0;
                    case OWN_SEASON -> t.isSeason() && own ? 1 : 0;
                    case ANY -> 1;
                };
            }
            if (found < need.count()) {
                return false;
            }
        }
        return true;
    }
}
