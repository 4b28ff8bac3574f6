/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Tile;

/**
 * Doubles for patterns of dragon and wind sets (docs/rules.md §6.1; M 116(g)-(j); not in BMJA):
 * little three dragons (two dragon sets and a dragon pair), big three dragons (three dragon
 * sets), little four winds (three wind sets and a wind pair), big four winds (four wind sets).
 * These come on top of the doubles of the sets themselves.
 */
public final class HonourPatterns extends WholeHandRule {

    /** Two pungs or kongs of dragons and a pair of the third. */
    public static final HonourPatterns LITTLE_THREE_DRAGONS =
            new HonourPatterns(RuleId.LITTLE_THREE_DRAGONS, true, 2, true);
    /** Pungs or kongs of all three dragons. */
    public static final HonourPatterns BIG_THREE_DRAGONS =
            new HonourPatterns(RuleId.BIG_THREE_DRAGONS, true, 3, false);
    /** Three pungs or kongs of winds and a pair of the fourth. */
    public static final HonourPatterns LITTLE_FOUR_WINDS =
            new HonourPatterns(RuleId.LITTLE_FOUR_WINDS, false, 3, true);
    /** Pungs or kongs of all four winds. */
    public static final HonourPatterns BIG_FOUR_WINDS =
            new HonourPatterns(RuleId.BIG_FOUR_WINDS, false, 4, false);

    private final boolean dragons;
    private final int sets;
    private final boolean pair;

    private HonourPatterns(RuleId id, boolean dragons, int sets, boolean pair) {
        super(id);
        this.dragons = dragons;
        this.sets = sets;
        this.pair = pair;
    }

    @Override
    boolean applies(ScoringView view) {
        Tile pairTile = view.pairTile();
        boolean pairFound = pairTile != null && (dragons ? pairTile.isDragon() : pairTile.isWind());
        return view.honourPungsAndKongs(dragons) == sets && pairFound == pair;
    }
}
