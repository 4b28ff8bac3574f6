/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Three Great Scholars: pungs or kongs of all three dragons, a fourth set and any pair. Most
 * rules take any fourth set (docs/rules.md §8.2, {@code three-great-scholars}); BMJA (docs/rules.md §8.1:
 * "a pung/kong (not a chow) of any suit or Wind") and Millington (M 122(i): "no chows") want
 * a pung or kong ({@code three-great-scholars-no-chows}). And Four Blessings Hovering over
 * the Door: pungs or kongs of all four winds and any pair (docs/rules.md §8.1; M 122(j) the same).
 */
public final class HonourSets extends SetsPattern {

    /** Pungs or kongs of all three dragons and any fourth set. */
    public static final HonourSets THREE_GREAT_SCHOLARS =
            new HonourSets(RuleId.THREE_GREAT_SCHOLARS, true, 3, false);
    /** Pungs or kongs of all three dragons and a fourth pung or kong (BMJA, Millington). */
    public static final HonourSets THREE_GREAT_SCHOLARS_NO_CHOWS =
            new HonourSets(RuleId.THREE_GREAT_SCHOLARS_NO_CHOWS, true, 3, true);
    /** Pungs or kongs of all four winds. */
    public static final HonourSets FOUR_BLESSINGS = new HonourSets(RuleId.FOUR_BLESSINGS, false, 4, false);

    private final boolean dragons;
    private final int needed;
    private final boolean noChows;

    private HonourSets(RuleId id, boolean dragons, int needed, boolean noChows) {
        super(id);
        this.dragons = dragons;
        this.needed = needed;
        this.noChows = noChows;
    }

    @Override
    boolean pattern(ScoringView view) {
        if (noChows && view.chows() > 0) {
            return false;
        }
        return view.honourPungsAndKongs(dragons) == needed;
    }
}
