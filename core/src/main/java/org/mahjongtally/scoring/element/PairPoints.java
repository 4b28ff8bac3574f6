package org.mahjongtally.scoring.element;

import org.mahjongtally.hand.Meld;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.Awards;
import org.mahjongtally.scoring.rule.ScoringRule;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Tile;

/**
 * Points for a scoring pair (RULES.md section 4): a pair of dragons, of the player's own wind,
 * or of the prevailing wind. A pair that is both own and prevailing wind scores both lines
 * (2 + 2 = 4 in BMJA and Millington). One rule gives the three elements in one look at the
 * pairs; the points of each are the ruleset's.
 */
public final class PairPoints implements ScoringRule {

    @Override
    public RuleId id() {
        return RuleId.DRAGON_PAIR;
    }

    @Override
    public boolean gives(RuleId element) {
        return element == RuleId.DRAGON_PAIR || element == RuleId.OWN_WIND_PAIR
                || element == RuleId.PREVAILING_WIND_PAIR;
    }

    @Override
    public void apply(ScoringView view, Awards awards) {
        for (int i = 0; i < view.pairCount(); i++) {
            Meld m = view.pair(i);
            Tile t = m.first();
            if (t.isDragon()) {
                awards.add(RuleId.DRAGON_PAIR, m);
            }
            if (view.isOwnWind(t)) {
                awards.add(RuleId.OWN_WIND_PAIR, m);
            }
            if (view.isPrevailingWind(t)) {
                awards.add(RuleId.PREVAILING_WIND_PAIR, m);
            }
        }
    }
}
