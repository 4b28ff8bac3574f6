/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.rule;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.element.AllHonours;
import org.mahjongtally.scoring.element.AllMajors;
import org.mahjongtally.scoring.element.BonusTileDoubles;
import org.mahjongtally.scoring.element.BonusTilePoints;
import org.mahjongtally.scoring.element.FullyConcealed;
import org.mahjongtally.scoring.element.HonourPatterns;
import org.mahjongtally.scoring.element.HonourSetDoubles;
import org.mahjongtally.scoring.element.MahJongPoints;
import org.mahjongtally.scoring.element.NoChows;
import org.mahjongtally.scoring.element.OneSuit;
import org.mahjongtally.scoring.element.OnlyPossibleTile;
import org.mahjongtally.scoring.element.OriginalCall;
import org.mahjongtally.scoring.element.PairFilling;
import org.mahjongtally.scoring.element.PairPoints;
import org.mahjongtally.scoring.element.SelfDrawnPoints;
import org.mahjongtally.scoring.element.SemiConcealed;
import org.mahjongtally.scoring.element.SetPoints;
import org.mahjongtally.scoring.element.SevenPairs;
import org.mahjongtally.scoring.element.ThreeConcealedPungs;
import org.mahjongtally.scoring.element.WayOfGoingOut;
import org.mahjongtally.scoring.element.ZeroPointHand;
import org.mahjongtally.scoring.special.AllGreen;
import org.mahjongtally.scoring.special.AllPairHonours;
import org.mahjongtally.scoring.special.AllWindsAndDragons;
import org.mahjongtally.scoring.special.BuriedTreasure;
import org.mahjongtally.scoring.special.Circumstance;
import org.mahjongtally.scoring.special.ConcealedClearSuit;
import org.mahjongtally.scoring.special.FourfoldPlenty;
import org.mahjongtally.scoring.special.GatesOfHeaven;
import org.mahjongtally.scoring.special.HeadsAndTails;
import org.mahjongtally.scoring.special.HiddenTreasure;
import org.mahjongtally.scoring.special.HonourSets;
import org.mahjongtally.scoring.special.ImperialJade;
import org.mahjongtally.scoring.special.Knitting;
import org.mahjongtally.scoring.special.NineGates;
import org.mahjongtally.scoring.special.Purity;
import org.mahjongtally.scoring.special.SquirmingSnake;
import org.mahjongtally.scoring.special.ThirteenUniqueWonders;
import org.mahjongtally.scoring.special.TripleKnitting;
import org.mahjongtally.scoring.special.WrigglingSnake;

/**
 * The one place that names the class recognising each built-in element: one line per
 * {@link RuleId} constant ({@code CatalogueTest} fails for a built-in id without one). One class
 * may read a table of several elements (the set points, the pair points), and then one instance
 * serves them all. No classpath scanning, no registry that changes at run time: a new kind of
 * element is a {@link RuleId} constant, one class and one line here.
 */
public final class Catalogue {

    private static final ScoringRule SET_POINTS = new SetPoints();
    private static final ScoringRule PAIR_POINTS = new PairPoints();
    private static final ScoringRule HONOUR_SET_DOUBLES = new HonourSetDoubles();
    private static final Map<RuleId, ScoringRule> RULES = new HashMap<>();
    private static final Map<RuleId, SpecialHandRule> SPECIAL_HANDS = new HashMap<>();

    static {
        put(RuleId.EXPOSED_MINOR_PUNG, SET_POINTS);
        put(RuleId.CONCEALED_MINOR_PUNG, SET_POINTS);
        put(RuleId.EXPOSED_MAJOR_PUNG, SET_POINTS);
        put(RuleId.CONCEALED_MAJOR_PUNG, SET_POINTS);
        put(RuleId.EXPOSED_MINOR_KONG, SET_POINTS);
        put(RuleId.CONCEALED_MINOR_KONG, SET_POINTS);
        put(RuleId.EXPOSED_MAJOR_KONG, SET_POINTS);
        put(RuleId.CONCEALED_MAJOR_KONG, SET_POINTS);
        put(RuleId.DRAGON_PAIR, PAIR_POINTS);
        put(RuleId.OWN_WIND_PAIR, PAIR_POINTS);
        put(RuleId.PREVAILING_WIND_PAIR, PAIR_POINTS);
        put(RuleId.BONUS_TILE, new BonusTilePoints());
        put(RuleId.MAH_JONG, new MahJongPoints());
        put(RuleId.SELF_DRAWN, new SelfDrawnPoints());
        put(RuleId.ONLY_POSSIBLE_TILE, new OnlyPossibleTile());
        put(RuleId.PAIR_FILLING_MINOR, PairFilling.MINOR);
        put(RuleId.PAIR_FILLING_MAJOR, PairFilling.MAJOR);
        put(RuleId.SEVEN_PAIRS, new SevenPairs());
        put(RuleId.DRAGON_SET, HONOUR_SET_DOUBLES);
        put(RuleId.OWN_WIND_SET, HONOUR_SET_DOUBLES);
        put(RuleId.PREVAILING_WIND_SET, HONOUR_SET_DOUBLES);
        put(RuleId.OWN_FLOWER, BonusTileDoubles.OWN_FLOWER);
        put(RuleId.OWN_SEASON, BonusTileDoubles.OWN_SEASON);
        put(RuleId.OWN_FLOWER_AND_SEASON, BonusTileDoubles.OWN_FLOWER_AND_SEASON);
        put(RuleId.ALL_FLOWERS, BonusTileDoubles.ALL_FLOWERS);
        put(RuleId.ALL_SEASONS, BonusTileDoubles.ALL_SEASONS);
        put(RuleId.LITTLE_THREE_DRAGONS, HonourPatterns.LITTLE_THREE_DRAGONS);
        put(RuleId.BIG_THREE_DRAGONS, HonourPatterns.BIG_THREE_DRAGONS);
        put(RuleId.LITTLE_FOUR_WINDS, HonourPatterns.LITTLE_FOUR_WINDS);
        put(RuleId.BIG_FOUR_WINDS, HonourPatterns.BIG_FOUR_WINDS);
        put(RuleId.THREE_CONCEALED_PUNGS, new ThreeConcealedPungs());
        put(RuleId.NO_CHOWS, new NoChows());
        put(RuleId.ZERO_POINT_HAND, new ZeroPointHand());
        put(RuleId.FULLY_CONCEALED, new FullyConcealed());
        put(RuleId.SEMI_CONCEALED, new SemiConcealed());
        put(RuleId.ONE_SUIT_WITH_HONOURS, OneSuit.WITH_HONOURS);
        put(RuleId.ONE_SUIT_ONLY, OneSuit.ONLY);
        put(RuleId.ALL_MAJORS, new AllMajors());
        put(RuleId.LOOSE_TILE, WayOfGoingOut.LOOSE_TILE);
        put(RuleId.LAST_WALL_TILE, WayOfGoingOut.LAST_WALL_TILE);
        put(RuleId.LAST_DISCARD, WayOfGoingOut.LAST_DISCARD);
        put(RuleId.ROBBING_A_KONG, WayOfGoingOut.ROBBING_A_KONG);
        put(RuleId.ORIGINAL_CALL, new OriginalCall());
        put(RuleId.ALL_HONOURS, new AllHonours());
        put(RuleId.PURITY, new Purity());
        put(RuleId.ALL_PAIR_HONOURS, new AllPairHonours());
        put(RuleId.KNITTING, new Knitting());
        put(RuleId.TRIPLE_KNITTING, new TripleKnitting());
        put(RuleId.THIRTEEN_UNIQUE_WONDERS, new ThirteenUniqueWonders());
        put(RuleId.HEADS_AND_TAILS, new HeadsAndTails());
        put(RuleId.ALL_WINDS_AND_DRAGONS, new AllWindsAndDragons());
        put(RuleId.FOURFOLD_PLENTY, new FourfoldPlenty());
        put(RuleId.THREE_GREAT_SCHOLARS, HonourSets.THREE_GREAT_SCHOLARS);
        put(RuleId.FOUR_BLESSINGS, HonourSets.FOUR_BLESSINGS);
        put(RuleId.BURIED_TREASURE, new BuriedTreasure());
        put(RuleId.IMPERIAL_JADE, new ImperialJade());
        put(RuleId.GATES_OF_HEAVEN, new GatesOfHeaven());
        put(RuleId.WRIGGLING_SNAKE, new WrigglingSnake());
        put(RuleId.HEAVENS_BLESSING, Circumstance.HEAVENS_BLESSING);
        put(RuleId.EARTHS_BLESSING, Circumstance.EARTHS_BLESSING);
        put(RuleId.PLUM_BLOSSOM, Circumstance.PLUM_BLOSSOM);
        put(RuleId.MOON_FROM_THE_SEA, Circumstance.MOON_FROM_THE_SEA);
        put(RuleId.TWOFOLD_FORTUNE, Circumstance.TWOFOLD_FORTUNE);
        put(RuleId.NINE_GATES, new NineGates());
        put(RuleId.SQUIRMING_SNAKE, new SquirmingSnake());
        put(RuleId.CONCEALED_CLEAR_SUIT, new ConcealedClearSuit());
        put(RuleId.HIDDEN_TREASURE, new HiddenTreasure());
        put(RuleId.THREE_GREAT_SCHOLARS_NO_CHOWS, HonourSets.THREE_GREAT_SCHOLARS_NO_CHOWS);
        put(RuleId.ALL_GREEN, new AllGreen());
        put(RuleId.CARRYING_POLE, Circumstance.CARRYING_POLE);
        put(RuleId.EAST_STREAK, Circumstance.EAST_STREAK);
    }

    private Catalogue() {
    }

    private static void put(RuleId id, ElementRule rule) {
        if (rule instanceof SpecialHandRule special) {
            SPECIAL_HANDS.put(id, special);
        } else {
            RULES.put(id, (ScoringRule) rule);
        }
    }

    /** The points or doubles rule of an element. */
    public static Optional<ScoringRule> rule(RuleId id) {
        return Optional.ofNullable(RULES.get(id));
    }

    /** The special-hand rule of an element. */
    public static Optional<SpecialHandRule> specialHand(RuleId id) {
        return Optional.ofNullable(SPECIAL_HANDS.get(id));
    }

    /** Every points and doubles rule, by id. */
    public static Map<RuleId, ScoringRule> rules() {
        return Collections.unmodifiableMap(RULES);
    }

    /** Every special-hand rule, by id. */
    public static Map<RuleId, SpecialHandRule> specialHands() {
        return Collections.unmodifiableMap(SPECIAL_HANDS);
    }
}
