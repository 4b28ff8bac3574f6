package org.mahjongtally.scoring;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.ruleset.RuleId;
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
 * The one explicit catalogue that maps every element id to the class that recognises it (one
 * class may read a table of several elements, like the set points). No
 * classpath scanning, no registry that changes at run time: a new element is a new class and
 * one line here (a test checks that every {@link RuleId} has its rule).
 */
public final class Catalogue {

    private static final Map<RuleId, ScoringRule> RULES = new EnumMap<>(RuleId.class);
    private static final Map<RuleId, SpecialHandRule> SPECIAL_HANDS = new EnumMap<>(RuleId.class);

    static {
        rule(new SetPoints());
        rule(new PairPoints());
        rule(new BonusTilePoints());
        rule(new MahJongPoints());
        rule(new SelfDrawnPoints());
        rule(new OnlyPossibleTile());
        rule(PairFilling.MINOR);
        rule(PairFilling.MAJOR);
        rule(new SevenPairs());
        rule(new HonourSetDoubles());
        rule(BonusTileDoubles.OWN_FLOWER);
        rule(BonusTileDoubles.OWN_SEASON);
        rule(BonusTileDoubles.OWN_FLOWER_AND_SEASON);
        rule(BonusTileDoubles.ALL_FLOWERS);
        rule(BonusTileDoubles.ALL_SEASONS);
        rule(HonourPatterns.LITTLE_THREE_DRAGONS);
        rule(HonourPatterns.BIG_THREE_DRAGONS);
        rule(HonourPatterns.LITTLE_FOUR_WINDS);
        rule(HonourPatterns.BIG_FOUR_WINDS);
        rule(new ThreeConcealedPungs());
        rule(new NoChows());
        rule(new ZeroPointHand());
        rule(new FullyConcealed());
        rule(new SemiConcealed());
        rule(OneSuit.WITH_HONOURS);
        rule(OneSuit.ONLY);
        rule(new AllMajors());
        rule(WayOfGoingOut.LOOSE_TILE);
        rule(WayOfGoingOut.LAST_WALL_TILE);
        rule(WayOfGoingOut.LAST_DISCARD);
        rule(WayOfGoingOut.ROBBING_A_KONG);
        rule(new OriginalCall());

        special(new Purity());
        special(new AllPairHonours());
        special(new Knitting());
        special(new TripleKnitting());
        special(new ThirteenUniqueWonders());
        special(new HeadsAndTails());
        special(new AllWindsAndDragons());
        special(new FourfoldPlenty());
        special(HonourSets.THREE_GREAT_SCHOLARS);
        special(HonourSets.FOUR_BLESSINGS);
        special(new BuriedTreasure());
        special(new ImperialJade());
        special(new GatesOfHeaven());
        special(new WrigglingSnake());
        special(Circumstance.HEAVENS_BLESSING);
        special(Circumstance.EARTHS_BLESSING);
        special(Circumstance.PLUM_BLOSSOM);
        special(Circumstance.MOON_FROM_THE_SEA);
        special(Circumstance.TWOFOLD_FORTUNE);
        special(new NineGates());
        special(new SquirmingSnake());
        special(new ConcealedClearSuit());
        special(new HiddenTreasure());
        special(HonourSets.THREE_GREAT_SCHOLARS_NO_CHOWS);
        special(new AllGreen());
        special(Circumstance.CARRYING_POLE);
        special(Circumstance.EAST_STREAK);
    }

    private Catalogue() {
    }

    private static void rule(ScoringRule rule) {
        for (RuleId id : RuleId.values()) {
            if (rule.gives(id)) {
                RULES.put(id, rule);
            }
        }
    }

    private static void special(SpecialHandRule rule) {
        SPECIAL_HANDS.put(rule.id(), rule);
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
