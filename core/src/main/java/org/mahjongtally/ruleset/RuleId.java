/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.ruleset;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The id of a scoring element, as ruleset files write it, with what the element gives, who may
 * score it and the groups it belongs to by default.
 *
 * <p>Element ids are data, not a closed list (docs/rulesets.md, "Elements"). The engine's
 * built-in elements are the constants below ({@link #builtIn()}): each keeps its id and
 * meaning, the ordinary ones recognised by a class named in
 * {@code org.mahjongtally.scoring.rule.Catalogue}, the special hands by the pattern their
 * ruleset gives them. A ruleset may add special hands of its own, each under a new id
 * ({@link #houseHand}): a special hand is a pattern (docs/special-hands.md), so it needs no code.
 *
 * <p>Two ids are equal when their text is; a built-in id is one instance, and its
 * {@link #index()} numbers it among the built-ins, so the scorer can keep its values in arrays.
 */
public final class RuleId implements Comparable<RuleId> {

    private static final List<RuleId> BUILT_IN = new ArrayList<>();
    private static final Map<String, RuleId> BY_ID = new HashMap<>();

    // Basic points for sets (docs/rules.md §3), every player.
    public static final RuleId EXPOSED_MINOR_PUNG = builtIn("exposed-minor-pung", ElementKind.POINTS, Scope.EVERY_PLAYER);
    public static final RuleId CONCEALED_MINOR_PUNG = builtIn("concealed-minor-pung", ElementKind.POINTS, Scope.EVERY_PLAYER);
    public static final RuleId EXPOSED_MAJOR_PUNG = builtIn("exposed-major-pung", ElementKind.POINTS, Scope.EVERY_PLAYER);
    public static final RuleId CONCEALED_MAJOR_PUNG = builtIn("concealed-major-pung", ElementKind.POINTS, Scope.EVERY_PLAYER);
    public static final RuleId EXPOSED_MINOR_KONG = builtIn("exposed-minor-kong", ElementKind.POINTS, Scope.EVERY_PLAYER);
    public static final RuleId CONCEALED_MINOR_KONG = builtIn("concealed-minor-kong", ElementKind.POINTS, Scope.EVERY_PLAYER);
    public static final RuleId EXPOSED_MAJOR_KONG = builtIn("exposed-major-kong", ElementKind.POINTS, Scope.EVERY_PLAYER);
    public static final RuleId CONCEALED_MAJOR_KONG = builtIn("concealed-major-kong", ElementKind.POINTS, Scope.EVERY_PLAYER);

    // Pairs and bonus tiles (section 4), every player.
    public static final RuleId DRAGON_PAIR = builtIn("dragon-pair", ElementKind.POINTS, Scope.EVERY_PLAYER);
    public static final RuleId OWN_WIND_PAIR = builtIn("own-wind-pair", ElementKind.POINTS, Scope.EVERY_PLAYER);
    public static final RuleId PREVAILING_WIND_PAIR = builtIn("prevailing-wind-pair", ElementKind.POINTS, Scope.EVERY_PLAYER);
    public static final RuleId BONUS_TILE = builtIn("bonus-tile", ElementKind.POINTS, Scope.EVERY_PLAYER, ElementGroup.BONUS_TILES);

    // Points for the winner only (section 5).
    public static final RuleId MAH_JONG = builtIn("mah-jong", ElementKind.POINTS, Scope.WINNER);
    public static final RuleId SELF_DRAWN = builtIn("self-drawn", ElementKind.POINTS, Scope.WINNER);
    public static final RuleId ONLY_POSSIBLE_TILE = builtIn("only-possible-tile", ElementKind.POINTS, Scope.WINNER);
    public static final RuleId PAIR_FILLING_MINOR = builtIn("pair-filling-minor", ElementKind.POINTS, Scope.WINNER);
    public static final RuleId PAIR_FILLING_MAJOR = builtIn("pair-filling-major", ElementKind.POINTS, Scope.WINNER);
    public static final RuleId SEVEN_PAIRS = builtIn("seven-pairs", ElementKind.POINTS, Scope.WINNER);

    // Doubles for every player (section 6.1).
    public static final RuleId DRAGON_SET = builtIn("dragon-set", ElementKind.DOUBLES, Scope.EVERY_PLAYER);
    public static final RuleId OWN_WIND_SET = builtIn("own-wind-set", ElementKind.DOUBLES, Scope.EVERY_PLAYER);
    public static final RuleId PREVAILING_WIND_SET = builtIn("prevailing-wind-set", ElementKind.DOUBLES, Scope.EVERY_PLAYER);
    public static final RuleId OWN_FLOWER = builtIn("own-flower", ElementKind.DOUBLES, Scope.EVERY_PLAYER, ElementGroup.BONUS_TILES);
    public static final RuleId OWN_SEASON = builtIn("own-season", ElementKind.DOUBLES, Scope.EVERY_PLAYER, ElementGroup.BONUS_TILES);
    public static final RuleId OWN_FLOWER_AND_SEASON = builtIn("own-flower-and-season", ElementKind.DOUBLES, Scope.EVERY_PLAYER, ElementGroup.BONUS_TILES);
    public static final RuleId ALL_FLOWERS = builtIn("all-flowers", ElementKind.DOUBLES, Scope.EVERY_PLAYER, ElementGroup.BONUS_TILES);
    public static final RuleId ALL_SEASONS = builtIn("all-seasons", ElementKind.DOUBLES, Scope.EVERY_PLAYER, ElementGroup.BONUS_TILES);
    public static final RuleId LITTLE_THREE_DRAGONS = builtIn("little-three-dragons", ElementKind.DOUBLES, Scope.EVERY_PLAYER);
    public static final RuleId BIG_THREE_DRAGONS = builtIn("big-three-dragons", ElementKind.DOUBLES, Scope.EVERY_PLAYER);
    public static final RuleId LITTLE_FOUR_WINDS = builtIn("little-four-winds", ElementKind.DOUBLES, Scope.EVERY_PLAYER);
    public static final RuleId BIG_FOUR_WINDS = builtIn("big-four-winds", ElementKind.DOUBLES, Scope.EVERY_PLAYER);
    public static final RuleId THREE_CONCEALED_PUNGS = builtIn("three-concealed-pungs", ElementKind.DOUBLES, Scope.EVERY_PLAYER);

    // Doubles for the winner only (section 6.2).
    public static final RuleId NO_CHOWS = builtIn("no-chows", ElementKind.DOUBLES, Scope.WINNER);
    public static final RuleId ZERO_POINT_HAND = builtIn("zero-point-hand", ElementKind.DOUBLES, Scope.WINNER);
    public static final RuleId FULLY_CONCEALED = builtIn("fully-concealed", ElementKind.DOUBLES, Scope.WINNER, ElementGroup.LOSERS_PURITY);
    public static final RuleId SEMI_CONCEALED = builtIn("semi-concealed", ElementKind.DOUBLES, Scope.WINNER);
    public static final RuleId ONE_SUIT_WITH_HONOURS = builtIn("one-suit-with-honours", ElementKind.DOUBLES, Scope.WINNER, ElementGroup.LOSERS_PURITY);
    public static final RuleId ONE_SUIT_ONLY = builtIn("one-suit-only", ElementKind.DOUBLES, Scope.WINNER, ElementGroup.LOSERS_PURITY);
    public static final RuleId ALL_MAJORS = builtIn("all-majors", ElementKind.DOUBLES, Scope.WINNER);
    public static final RuleId LOOSE_TILE = builtIn("loose-tile", ElementKind.DOUBLES, Scope.WINNER);
    public static final RuleId LAST_WALL_TILE = builtIn("last-wall-tile", ElementKind.DOUBLES, Scope.WINNER);
    public static final RuleId LAST_DISCARD = builtIn("last-discard", ElementKind.DOUBLES, Scope.WINNER, ElementGroup.DOUBLES_SPECIAL_HANDS);
    public static final RuleId ROBBING_A_KONG = builtIn("robbing-a-kong", ElementKind.DOUBLES, Scope.WINNER);
    public static final RuleId ORIGINAL_CALL = builtIn("original-call", ElementKind.DOUBLES, Scope.WINNER);
    public static final RuleId ALL_HONOURS = builtIn("all-honours", ElementKind.DOUBLES, Scope.WINNER);

    // Special hands (section 8.1, BMJA).
    public static final RuleId PURITY = builtIn("purity", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId ALL_PAIR_HONOURS = builtIn("all-pair-honours", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId KNITTING = builtIn("knitting", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId TRIPLE_KNITTING = builtIn("triple-knitting", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId THIRTEEN_UNIQUE_WONDERS = builtIn("thirteen-unique-wonders", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId HEADS_AND_TAILS = builtIn("heads-and-tails", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId ALL_WINDS_AND_DRAGONS = builtIn("all-winds-and-dragons", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId FOURFOLD_PLENTY = builtIn("fourfold-plenty", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId THREE_GREAT_SCHOLARS = builtIn("three-great-scholars", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId FOUR_BLESSINGS = builtIn("four-blessings", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId BURIED_TREASURE = builtIn("buried-treasure", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId IMPERIAL_JADE = builtIn("imperial-jade", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId GATES_OF_HEAVEN = builtIn("gates-of-heaven", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId WRIGGLING_SNAKE = builtIn("wriggling-snake", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId HEAVENS_BLESSING = builtIn("heavens-blessing", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId EARTHS_BLESSING = builtIn("earths-blessing", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId PLUM_BLOSSOM = builtIn("plum-blossom", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId MOON_FROM_THE_SEA = builtIn("moon-from-the-sea", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId TWOFOLD_FORTUNE = builtIn("twofold-fortune", ElementKind.SPECIAL_HAND, Scope.WINNER);

    // Limit hands of the German league and Millington (docs/rulesets.md "dmjl"; docs/rules.md §8.2).
    public static final RuleId NINE_GATES = builtIn("nine-gates", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId SQUIRMING_SNAKE = builtIn("squirming-snake", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId CONCEALED_CLEAR_SUIT = builtIn("concealed-clear-suit", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId HIDDEN_TREASURE = builtIn("hidden-treasure", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId THREE_GREAT_SCHOLARS_NO_CHOWS = builtIn("three-great-scholars-no-chows", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId ALL_GREEN = builtIn("all-green", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId CARRYING_POLE = builtIn("carrying-pole", ElementKind.SPECIAL_HAND, Scope.WINNER);
    public static final RuleId EAST_STREAK = builtIn("east-streak", ElementKind.SPECIAL_HAND, Scope.WINNER);

    private static final List<RuleId> ALL_BUILT_IN = Collections.unmodifiableList(BUILT_IN);

    private final String id;
    private final ElementKind kind;
    private final Scope scope;
    private final Set<ElementGroup> groups;
    private final int index;

    private RuleId(String id, ElementKind kind, Scope scope, int index, ElementGroup... groups) {
        this.id = id;
        this.kind = kind;
        this.scope = scope;
        this.index = index;
        this.groups = groups.length == 0 ? Set.of() : Set.copyOf(EnumSet.copyOf(List.of(groups)));
    }

    private static RuleId builtIn(String id, ElementKind kind, Scope scope, ElementGroup... groups) {
        RuleId r = new RuleId(id, kind, scope, BUILT_IN.size(), groups);
        BUILT_IN.add(r);
        BY_ID.put(id, r);
        return r;
    }

    /**
     * The id of a ruleset's own special hand (a house hand), such as {@code seven-pairs-hand}:
     * a special hand, the winner's, in no group.
     *
     * @throws IllegalArgumentException if the id is a built-in element's, or is not 1 to 40 of
     *     {@code a-z}, {@code 0-9} and {@code -}, starting with a letter or digit
     */
    public static RuleId houseHand(String id) {
        if (BY_ID.containsKey(id)) {
            throw new IllegalArgumentException("'" + id + "' is a built-in element");
        }
        if (!isWellFormed(id)) {
            throw new IllegalArgumentException("an element id is small letters, digits and '-', not '" + id + "'");
        }
        return new RuleId(id, ElementKind.SPECIAL_HAND, Scope.WINNER, -1);
    }

    /** Whether the text may be an element id: 1 to 40 of {@code a-z 0-9 -}, not starting with {@code -}. */
    public static boolean isWellFormed(String id) {
        if (id.isEmpty() || id.length() > 40 || id.charAt(0) == '-') {
            return false;
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-')) {
                return false;
            }
        }
        return true;
    }

    /** The engine's built-in elements, in catalogue order. */
    public static List<RuleId> builtIn() {
        return ALL_BUILT_IN;
    }

    /** How many built-in elements there are: the size of an array indexed by {@link #index()}. */
    public static int builtInCount() {
        return ALL_BUILT_IN.size();
    }

    /** The id used in ruleset files, such as {@code "dragon-set"}. */
    public String id() {
        return id;
    }

    /** Whether it gives points, doubles or a special-hand value. */
    public ElementKind kind() {
        return kind;
    }

    /**
     * Who may score it, unless a ruleset says otherwise: the default of {@link Element#scope()}.
     */
    public Scope scope() {
        return scope;
    }

    /**
     * The groups it belongs to, unless a ruleset says otherwise: the default of
     * {@link Element#groups()}.
     */
    public Set<ElementGroup> groups() {
        return groups;
    }

    /** Whether it is one of the engine's built-in elements rather than a ruleset's own hand. */
    public boolean isBuiltIn() {
        return index >= 0;
    }

    /** Its place among the built-in elements, from 0; -1 for a ruleset's own hand. */
    public int index() {
        return index;
    }

    /** The built-in element with this file id, if there is one. */
    public static Optional<RuleId> ofId(String id) {
        return Optional.ofNullable(BY_ID.get(id));
    }

    /** Built-in elements first, in catalogue order, then a ruleset's own hands by id. */
    @Override
    public int compareTo(RuleId other) {
        if (isBuiltIn() || other.isBuiltIn()) {
            int a = isBuiltIn() ? index : Integer.MAX_VALUE;
            int b = other.isBuiltIn() ? other.index : Integer.MAX_VALUE;
            return Integer.compare(a, b);
        }
        return id.compareTo(other.id);
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof RuleId other && other.id.equals(id);
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }

    /** The file id. */
    @Override
    public String toString() {
        return id;
    }
}
