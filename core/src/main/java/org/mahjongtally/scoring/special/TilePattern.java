/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.scoring.rule.SpecialHandRule;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;

/**
 * An irregular special hand: a pattern of fourteen concealed tiles that is not read as sets
 * (seven pairs, thirteen orphans, a snake). Nothing may be declared.
 */
abstract class TilePattern implements SpecialHandRule {

    private final RuleId id;

    TilePattern(RuleId id) {
        this.id = id;
    }

    @Override
    public final RuleId id() {
        return id;
    }

    @Override
    public final boolean irregular() {
        return true;
    }

    @Override
    public final boolean matches(ScoringView view) {
        return view.hand().declared().isEmpty() && view.hand().concealed().size() == 14 && pattern(view);
    }

    /** Whether the fourteen concealed tiles make the pattern. */
    abstract boolean pattern(ScoringView view);

    /** How many of the suited tile of this suit and rank the hand holds. */
    static int count(ScoringView view, Suit suit, int rank) {
        return view.count(Tile.of(suit, rank));
    }
}
