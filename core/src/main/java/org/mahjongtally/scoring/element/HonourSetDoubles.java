package org.mahjongtally.scoring.element;

import java.util.function.BiPredicate;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.Awards;
import org.mahjongtally.scoring.ScoringRule;
import org.mahjongtally.scoring.ScoringView;
import org.mahjongtally.tile.Tile;

/**
 * Doubles for every player (RULES.md 6.1, all sources): each pung or kong of dragons, of the
 * player's own wind, of the prevailing wind. A set of a wind that is both own and prevailing
 * gets both lines, so two doubles.
 */
public final class HonourSetDoubles implements ScoringRule {

    /** Pung or kong of dragons. */
    public static final HonourSetDoubles DRAGON =
            new HonourSetDoubles(RuleId.DRAGON_SET, (v, t) -> t.isDragon());
    /** Pung or kong of the player's own wind. */
    public static final HonourSetDoubles OWN_WIND =
            new HonourSetDoubles(RuleId.OWN_WIND_SET, ScoringView::isOwnWind);
    /** Pung or kong of the prevailing wind. */
    public static final HonourSetDoubles PREVAILING_WIND =
            new HonourSetDoubles(RuleId.PREVAILING_WIND_SET, ScoringView::isPrevailingWind);

    private final RuleId id;
    private final BiPredicate<ScoringView, Tile> counts;

    private HonourSetDoubles(RuleId id, BiPredicate<ScoringView, Tile> counts) {
        this.id = id;
        this.counts = counts;
    }

    @Override
    public RuleId id() {
        return id;
    }

    @Override
    public void apply(ScoringView view, Awards awards) {
        for (int i = 0; i < view.setCount(); i++) {
            if (view.isPungOrKong(i) && view.first(i).isHonour() && counts.test(view, view.first(i))) {
                awards.add(id, view.sets().get(i));
            }
        }
    }
}
