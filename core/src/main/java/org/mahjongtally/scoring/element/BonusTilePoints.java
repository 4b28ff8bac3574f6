package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.Awards;
import org.mahjongtally.scoring.ScoringRule;
import org.mahjongtally.scoring.ScoringView;
import org.mahjongtally.tile.Tile;

/** Points for each flower or season (RULES.md section 4: 4 each in every source). */
public final class BonusTilePoints implements ScoringRule {

    @Override
    public RuleId id() {
        return RuleId.BONUS_TILE;
    }

    @Override
    public void apply(ScoringView view, Awards awards) {
        for (Tile t : view.hand().bonus()) {
            awards.add(RuleId.BONUS_TILE, t);
        }
    }
}
