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

/**
 * The one place that names the class recognising each built-in points or doubles element: one
 * line per such {@link RuleId} constant ({@code CatalogueTest} fails for one without it). Special
 * hands are patterns, not classes ({@code org.mahjongtally.ruleset.BuiltInHands}, and the
 * rulesets' own). One class
 * may read a table of several elements (the set points, the pair points), and then one instance
 * serves them all. No classpath scanning, no registry that changes at run time: a new kind of
 * element is a {@link RuleId} constant, one class and one line here.
 */
public final class Catalogue {

    private static final ScoringRule SET_POINTS = new SetPoints();
    private static final ScoringRule PAIR_POINTS = new PairPoints();
    private static final ScoringRule HONOUR_SET_DOUBLES = new HonourSetDoubles();
    private static final Map<RuleId, ScoringRule> RULES = new HashMap<>();

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
    }

    private Catalogue() {
    }

    private static void put(RuleId id, ScoringRule rule) {
        RULES.put(id, rule);
    }

    /** The points or doubles rule of an element. */
    public static Optional<ScoringRule> rule(RuleId id) {
        return Optional.ofNullable(RULES.get(id));
    }

    /** Every points and doubles rule, by id. */
    public static Map<RuleId, ScoringRule> rules() {
        return Collections.unmodifiableMap(RULES);
    }
}
