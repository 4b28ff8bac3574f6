/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import java.util.List;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.Awards;
import org.mahjongtally.scoring.rule.ScoringRule;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Tile;

/** Points for each flower or season (docs/rules.md §4: 4 each in every source). */
public final class BonusTilePoints implements ScoringRule {

    @Override
    public RuleId id() {
        return RuleId.BONUS_TILE;
    }

    @Override
    public void apply(ScoringView view, Awards awards) {
        List<Tile> bonus = view.hand().bonus();
        for (int i = 0; i < bonus.size(); i++) {
            awards.add(RuleId.BONUS_TILE, bonus.get(i));
        }
    }
}
