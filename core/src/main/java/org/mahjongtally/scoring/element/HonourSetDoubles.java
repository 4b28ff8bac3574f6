package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.Awards;
import org.mahjongtally.scoring.rule.ScoringRule;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Tile;

/**
 * Doubles for every player (RULES.md 6.1, all sources): each pung or kong of dragons, of the
 * player's own wind, of the prevailing wind. A set of a wind that is both own and prevailing
 * gets both lines, so two doubles. One rule gives the three elements in one look at the sets;
 * the doubles of each are the ruleset's.
 */
public final class HonourSetDoubles implements ScoringRule {

    @Override
    public RuleId id() {
        return RuleId.DRAGON_SET;
    }

    @Override
    public boolean gives(RuleId element) {
        return element == RuleId.DRAGON_SET || element == RuleId.OWN_WIND_SET
                || element == RuleId.PREVAILING_WIND_SET;
    }

    @Override
    public void apply(ScoringView view, Awards awards) {
        for (int i = 0; i < view.setCount(); i++) {
            Tile t = view.first(i);
            if (!t.isHonour() || !view.isPungOrKong(i)) {
                continue;
            }
            if (t.isDragon()) {
                awards.add(RuleId.DRAGON_SET, view.set(i));
            }
            if (view.isOwnWind(t)) {
                awards.add(RuleId.OWN_WIND_SET, view.set(i));
            }
            if (view.isPrevailingWind(t)) {
                awards.add(RuleId.PREVAILING_WIND_SET, view.set(i));
            }
        }
    }
}
