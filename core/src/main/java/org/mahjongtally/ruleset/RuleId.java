/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.ruleset;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Every scoring element the engine knows, by the id ruleset files use, with what it gives, who
 * may score it and the groups it belongs to by default. This is the one explicit catalogue of
 * ids: which of them a ruleset uses, with which value, scope and groups, is data (a ruleset
 * file); what each one means is code (one scoring class per element, named for each id by the
 * exhaustive switch of {@code org.mahjongtally.scoring.rule.Catalogue}).
 */
public enum RuleId {
    // Basic points for sets (docs/rules.md §3), every player.
    EXPOSED_MINOR_PUNG("exposed-minor-pung", ElementKind.POINTS, Scope.EVERY_PLAYER),
    CONCEALED_MINOR_PUNG("concealed-minor-pung", ElementKind.POINTS, Scope.EVERY_PLAYER),
    EXPOSED_MAJOR_PUNG("exposed-major-pung", ElementKind.POINTS, Scope.EVERY_PLAYER),
    CONCEALED_MAJOR_PUNG("concealed-major-pung", ElementKind.POINTS, Scope.EVERY_PLAYER),
    EXPOSED_MINOR_KONG("exposed-minor-kong", ElementKind.POINTS, Scope.EVERY_PLAYER),
    CONCEALED_MINOR_KONG("concealed-minor-kong", ElementKind.POINTS, Scope.EVERY_PLAYER),
    EXPOSED_MAJOR_KONG("exposed-major-kong", ElementKind.POINTS, Scope.EVERY_PLAYER),
    CONCEALED_MAJOR_KONG("concealed-major-kong", ElementKind.POINTS, Scope.EVERY_PLAYER),

    // Pairs and bonus tiles (section 4), every player.
    DRAGON_PAIR("dragon-pair", ElementKind.POINTS, Scope.EVERY_PLAYER),
    OWN_WIND_PAIR("own-wind-pair", ElementKind.POINTS, Scope.EVERY_PLAYER),
    PREVAILING_WIND_PAIR("prevailing-wind-pair", ElementKind.POINTS, Scope.EVERY_PLAYER),
    BONUS_TILE("bonus-tile", ElementKind.POINTS, Scope.EVERY_PLAYER, ElementGroup.BONUS_TILES),

    // Points for the winner only (section 5).
    MAH_JONG("mah-jong", ElementKind.POINTS, Scope.WINNER),
    SELF_DRAWN("self-drawn", ElementKind.POINTS, Scope.WINNER),
    ONLY_POSSIBLE_TILE("only-possible-tile", ElementKind.POINTS, Scope.WINNER),
    PAIR_FILLING_MINOR("pair-filling-minor", ElementKind.POINTS, Scope.WINNER),
    PAIR_FILLING_MAJOR("pair-filling-major", ElementKind.POINTS, Scope.WINNER),
    SEVEN_PAIRS("seven-pairs", ElementKind.POINTS, Scope.WINNER),

    // Doubles for every player (section 6.1).
    DRAGON_SET("dragon-set", ElementKind.DOUBLES, Scope.EVERY_PLAYER),
    OWN_WIND_SET("own-wind-set", ElementKind.DOUBLES, Scope.EVERY_PLAYER),
    PREVAILING_WIND_SET("prevailing-wind-set", ElementKind.DOUBLES, Scope.EVERY_PLAYER),
    OWN_FLOWER("own-flower", ElementKind.DOUBLES, Scope.EVERY_PLAYER, ElementGroup.BONUS_TILES),
    OWN_SEASON("own-season", ElementKind.DOUBLES, Scope.EVERY_PLAYER, ElementGroup.BONUS_TILES),
    OWN_FLOWER_AND_SEASON("own-flower-and-season", ElementKind.DOUBLES, Scope.EVERY_PLAYER, ElementGroup.BONUS_TILES),
    ALL_FLOWERS("all-flowers", ElementKind.DOUBLES, Scope.EVERY_PLAYER, ElementGroup.BONUS_TILES),
    ALL_SEASONS("all-seasons", ElementKind.DOUBLES, Scope.EVERY_PLAYER, ElementGroup.BONUS_TILES),
    LITTLE_THREE_DRAGONS("little-three-dragons", ElementKind.DOUBLES, Scope.EVERY_PLAYER),
    BIG_THREE_DRAGONS("big-three-dragons", ElementKind.DOUBLES, Scope.EVERY_PLAYER),
    LITTLE_FOUR_WINDS("little-four-winds", ElementKind.DOUBLES, Scope.EVERY_PLAYER),
    BIG_FOUR_WINDS("big-four-winds", ElementKind.DOUBLES, Scope.EVERY_PLAYER),
    THREE_CONCEALED_PUNGS("three-concealed-pungs", ElementKind.DOUBLES, Scope.EVERY_PLAYER),

    // Doubles for the winner only (section 6.2).
    NO_CHOWS("no-chows", ElementKind.DOUBLES, Scope.WINNER),
    ZERO_POINT_HAND("zero-point-hand", ElementKind.DOUBLES, Scope.WINNER),
    FULLY_CONCEALED("fully-concealed", ElementKind.DOUBLES, Scope.WINNER, ElementGroup.LOSERS_PURITY),
    SEMI_CONCEALED("semi-concealed", ElementKind.DOUBLES, Scope.WINNER),
    ONE_SUIT_WITH_HONOURS("one-suit-with-honours", ElementKind.DOUBLES, Scope.WINNER, ElementGroup.LOSERS_PURITY),
    ONE_SUIT_ONLY("one-suit-only", ElementKind.DOUBLES, Scope.WINNER, ElementGroup.LOSERS_PURITY),
    ALL_MAJORS("all-majors", ElementKind.DOUBLES, Scope.WINNER),
    LOOSE_TILE("loose-tile", ElementKind.DOUBLES, Scope.WINNER),
    LAST_WALL_TILE("last-wall-tile", ElementKind.DOUBLES, Scope.WINNER),
    LAST_DISCARD("last-discard", ElementKind.DOUBLES, Scope.WINNER, ElementGroup.DOUBLES_SPECIAL_HANDS),
    ROBBING_A_KONG("robbing-a-kong", ElementKind.DOUBLES, Scope.WINNER),
    ORIGINAL_CALL("original-call", ElementKind.DOUBLES, Scope.WINNER),
    ALL_HONOURS("all-honours", ElementKind.DOUBLES, Scope.WINNER),

    // Special hands (section 8.1, BMJA).
    PURITY("purity", ElementKind.SPECIAL_HAND, Scope.WINNER),
    ALL_PAIR_HONOURS("all-pair-honours", ElementKind.SPECIAL_HAND, Scope.WINNER),
    KNITTING("knitting", ElementKind.SPECIAL_HAND, Scope.WINNER),
    TRIPLE_KNITTING("triple-knitting", ElementKind.SPECIAL_HAND, Scope.WINNER),
    THIRTEEN_UNIQUE_WONDERS("thirteen-unique-wonders", ElementKind.SPECIAL_HAND, Scope.WINNER),
    HEADS_AND_TAILS("heads-and-tails", ElementKind.SPECIAL_HAND, Scope.WINNER),
    ALL_WINDS_AND_DRAGONS("all-winds-and-dragons", ElementKind.SPECIAL_HAND, Scope.WINNER),
    FOURFOLD_PLENTY("fourfold-plenty", ElementKind.SPECIAL_HAND, Scope.WINNER),
    THREE_GREAT_SCHOLARS("three-great-scholars", ElementKind.SPECIAL_HAND, Scope.WINNER),
    FOUR_BLESSINGS("four-blessings", ElementKind.SPECIAL_HAND, Scope.WINNER),
    BURIED_TREASURE("buried-treasure", ElementKind.SPECIAL_HAND, Scope.WINNER),
    IMPERIAL_JADE("imperial-jade", ElementKind.SPECIAL_HAND, Scope.WINNER),
    GATES_OF_HEAVEN("gates-of-heaven", ElementKind.SPECIAL_HAND, Scope.WINNER),
    WRIGGLING_SNAKE("wriggling-snake", ElementKind.SPECIAL_HAND, Scope.WINNER),
    HEAVENS_BLESSING("heavens-blessing", ElementKind.SPECIAL_HAND, Scope.WINNER),
    EARTHS_BLESSING("earths-blessing", ElementKind.SPECIAL_HAND, Scope.WINNER),
    PLUM_BLOSSOM("plum-blossom", ElementKind.SPECIAL_HAND, Scope.WINNER),
    MOON_FROM_THE_SEA("moon-from-the-sea", ElementKind.SPECIAL_HAND, Scope.WINNER),
    TWOFOLD_FORTUNE("twofold-fortune", ElementKind.SPECIAL_HAND, Scope.WINNER),

    // Limit hands of the German league and Millington (docs/rulesets.md "dmjl"; docs/rules.md §8.2).
    NINE_GATES("nine-gates", ElementKind.SPECIAL_HAND, Scope.WINNER),
    SQUIRMING_SNAKE("squirming-snake", ElementKind.SPECIAL_HAND, Scope.WINNER),
    CONCEALED_CLEAR_SUIT("concealed-clear-suit", ElementKind.SPECIAL_HAND, Scope.WINNER),
    HIDDEN_TREASURE("hidden-treasure", ElementKind.SPECIAL_HAND, Scope.WINNER),
    THREE_GREAT_SCHOLARS_NO_CHOWS("three-great-scholars-no-chows", ElementKind.SPECIAL_HAND, Scope.WINNER),
    ALL_GREEN("all-green", ElementKind.SPECIAL_HAND, Scope.WINNER),
    CARRYING_POLE("carrying-pole", ElementKind.SPECIAL_HAND, Scope.WINNER),
    EAST_STREAK("east-streak", ElementKind.SPECIAL_HAND, Scope.WINNER);

    private static final Map<String, RuleId> BY_ID = new HashMap<>();

    static {
        for (RuleId r : values()) {
            BY_ID.put(r.id, r);
        }
    }

    private final String id;
    private final ElementKind kind;
    private final Scope scope;
    private final Set<ElementGroup> groups;

    RuleId(String id, ElementKind kind, Scope scope, ElementGroup... groups) {
        this.id = id;
        this.kind = kind;
        this.scope = scope;
        this.groups = groups.length == 0 ? Set.of() : Set.copyOf(EnumSet.copyOf(List.of(groups)));
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

    /** The element with this file id, if there is one. */
    public static Optional<RuleId> ofId(String id) {
        return Optional.ofNullable(BY_ID.get(id));
    }
}
