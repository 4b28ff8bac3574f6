/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.rule;

import java.util.Collections;
import java.util.EnumMap;
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
 * The one place that names the class recognising each element: an exhaustive switch over
 * {@link RuleId}, so that an id without its class does not compile. One class may read a table
 * of several elements (the set points, the pair points), and then one instance serves them
 * all. No classpath scanning, no registry that changes at run time: a new element is a
 * {@link RuleId} line, one class and one line here.
 */
public final class Catalogue {

    private static final ScoringRule SET_POINTS = new SetPoints();
    private static final ScoringRule PAIR_POINTS = new PairPoints();
    private static final ScoringRule HONOUR_SET_DOUBLES = new HonourSetDoubles();
    private static final Map<RuleId, ScoringRule> RULES = new EnumMap<>(RuleId.class);
    private static final Map<RuleId, SpecialHandRule> SPECIAL_HANDS = new EnumMap<>(RuleId.class);

    static {
        for (RuleId id : RuleId.values()) {
            ElementRule rule = recogniser(id);
            if (rule instanceof SpecialHandRule special) {
                SPECIAL_HANDS.put(id, special);
            } else {
                RULES.put(id, (ScoringRule) rule);
            }
        }
    }

    private Catalogue() {
    }

    /** The class that recognises each element: one line per element. */
    private static ElementRule recogniser(RuleId id) {
        return switch (id) {
            case EXPOSED_MINOR_PUNG, CONCEALED_MINOR_PUNG, EXPOSED_MAJOR_PUNG, CONCEALED_MAJOR_PUNG,
                    EXPOSED_MINOR_KONG, CONCEALED_MINOR_KONG, EXPOSED_MAJOR_KONG, CONCEALED_MAJOR_KONG -> SET_POINTS;
            case DRAGON_PAIR, OWN_WIND_PAIR, PREVAILING_WIND_PAIR -> PAIR_POINTS;
            case BONUS_TILE -> new BonusTilePoints();
            case MAH_JONG -> new MahJongPoints();
            case SELF_DRAWN -> new SelfDrawnPoints();
            case ONLY_POSSIBLE_TILE -> new OnlyPossibleTile();
            case PAIR_FILLING_MINOR -> PairFilling.MINOR;
            case PAIR_FILLING_MAJOR -> PairFilling.MAJOR;
            case SEVEN_PAIRS -> new SevenPairs();
            case DRAGON_SET, OWN_WIND_SET, PREVAILING_WIND_SET -> HONOUR_SET_DOUBLES;
            case OWN_FLOWER -> BonusTileDoubles.OWN_FLOWER;
            case OWN_SEASON -> BonusTileDoubles.OWN_SEASON;
            case OWN_FLOWER_AND_SEASON -> BonusTileDoubles.OWN_FLOWER_AND_SEASON;
            case ALL_FLOWERS -> BonusTileDoubles.ALL_FLOWERS;
            case ALL_SEASONS -> BonusTileDoubles.ALL_SEASONS;
            case LITTLE_THREE_DRAGONS -> HonourPatterns.LITTLE_THREE_DRAGONS;
            case BIG_THREE_DRAGONS -> HonourPatterns.BIG_THREE_DRAGONS;
            case LITTLE_FOUR_WINDS -> HonourPatterns.LITTLE_FOUR_WINDS;
            case BIG_FOUR_WINDS -> HonourPatterns.BIG_FOUR_WINDS;
            case THREE_CONCEALED_PUNGS -> new ThreeConcealedPungs();
            case NO_CHOWS -> new NoChows();
            case ZERO_POINT_HAND -> new ZeroPointHand();
            case FULLY_CONCEALED -> new FullyConcealed();
            case SEMI_CONCEALED -> new SemiConcealed();
            case ONE_SUIT_WITH_HONOURS -> OneSuit.WITH_HONOURS;
            case ONE_SUIT_ONLY -> OneSuit.ONLY;
            case ALL_MAJORS -> new AllMajors();
            case LOOSE_TILE -> WayOfGoingOut.LOOSE_TILE;
            case LAST_WALL_TILE -> WayOfGoingOut.LAST_WALL_TILE;
            case LAST_DISCARD -> WayOfGoingOut.LAST_DISCARD;
            case ROBBING_A_KONG -> WayOfGoingOut.ROBBING_A_KONG;
            case ORIGINAL_CALL -> new OriginalCall();
            case ALL_HONOURS -> new AllHonours();
            case PURITY -> new Purity();
            case ALL_PAIR_HONOURS -> new AllPairHonours();
            case KNITTING -> new Knitting();
            case TRIPLE_KNITTING -> new TripleKnitting();
            case THIRTEEN_UNIQUE_WONDERS -> new ThirteenUniqueWonders();
            case HEADS_AND_TAILS -> new HeadsAndTails();
            case ALL_WINDS_AND_DRAGONS -> new AllWindsAndDragons();
            case FOURFOLD_PLENTY -> new FourfoldPlenty();
            case THREE_GREAT_SCHOLARS -> HonourSets.THREE_GREAT_SCHOLARS;
            case FOUR_BLESSINGS -> HonourSets.FOUR_BLESSINGS;
            case BURIED_TREASURE -> new BuriedTreasure();
            case IMPERIAL_JADE -> new ImperialJade();
            case GATES_OF_HEAVEN -> new GatesOfHeaven();
            case WRIGGLING_SNAKE -> new WrigglingSnake();
            case HEAVENS_BLESSING -> Circumstance.HEAVENS_BLESSING;
            case EARTHS_BLESSING -> Circumstance.EARTHS_BLESSING;
            case PLUM_BLOSSOM -> Circumstance.PLUM_BLOSSOM;
            case MOON_FROM_THE_SEA -> Circumstance.MOON_FROM_THE_SEA;
            case TWOFOLD_FORTUNE -> Circumstance.TWOFOLD_FORTUNE;
            case NINE_GATES -> new NineGates();
            case SQUIRMING_SNAKE -> new SquirmingSnake();
            case CONCEALED_CLEAR_SUIT -> new ConcealedClearSuit();
            case HIDDEN_TREASURE -> new HiddenTreasure();
            case THREE_GREAT_SCHOLARS_NO_CHOWS -> HonourSets.THREE_GREAT_SCHOLARS_NO_CHOWS;
            case ALL_GREEN -> new AllGreen();
            case CARRYING_POLE -> Circumstance.CARRYING_POLE;
            case EAST_STREAK -> Circumstance.EAST_STREAK;
        };
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
