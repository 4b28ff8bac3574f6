package org.mahjongtally.scoring.element;

import java.util.function.BiPredicate;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.Awards;
import org.mahjongtally.scoring.ScoringRule;
import org.mahjongtally.scoring.ScoringView;
import org.mahjongtally.tile.Tile;

/**
 * Points for a scoring pair (RULES.md section 4): a pair of dragons, of the player's own wind,
 * or of the prevailing wind. A pair that is both own and prevailing wind scores both lines
 * (2 + 2 = 4 in BMJA and Millington).
 */
public final class PairPoints implements ScoringRule {

    /** Pair of any dragon. */
    public static final PairPoints DRAGON = new PairPoints(RuleId.DRAGON_PAIR, (v, t) -> t.isDragon());
    /** Pair of the player's own (seat) wind. */
    public static final PairPoints OWN_WIND = new PairPoints(RuleId.OWN_WIND_PAIR, ScoringView::isOwnWind);
    /** Pair of the prevailing wind. */
    public static final PairPoints PREVAILING_WIND =
            new PairPoints(RuleId.PREVAILING_WIND_PAIR, ScoringView::isPrevailingWind);

    private final RuleId id;
    private final BiPredicate<ScoringView, Tile> scores;

    private PairPoints(RuleId id, BiPredicate<ScoringView, Tile> scores) {
        this.id = id;
        this.scores = scores;
    }

    @Override
    public RuleId id() {
        return id;
    }

    @Override
    public void apply(ScoringView view, Awards awards) {
        for (Meld m : view.arrangement().melds()) {
            if (m.kind() == Meld.Kind.PAIR && scores.test(view, m.first())) {
                awards.add(id, m);
            }
        }
    }
}
