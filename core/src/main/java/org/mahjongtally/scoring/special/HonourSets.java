package org.mahjongtally.scoring.special;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.ScoringView;
import org.mahjongtally.tile.Tile;

/**
 * Three Great Scholars (RULES.md 8.1, BMJA: pungs or kongs of all three dragons, any set, any
 * pair) and Four Blessings Hovering over the Door (pungs or kongs of all four winds, any pair).
 */
public final class HonourSets extends SetsPattern {

    /** Pungs or kongs of all three dragons. */
    public static final HonourSets THREE_GREAT_SCHOLARS = new HonourSets(RuleId.THREE_GREAT_SCHOLARS, true, 3);
    /** Pungs or kongs of all four winds. */
    public static final HonourSets FOUR_BLESSINGS = new HonourSets(RuleId.FOUR_BLESSINGS, false, 4);

    private final boolean dragons;
    private final int needed;

    private HonourSets(RuleId id, boolean dragons, int needed) {
        super(id);
        this.dragons = dragons;
        this.needed = needed;
    }

    @Override
    boolean pattern(ScoringView view) {
        int found = 0;
        for (int i = 0; i < view.setCount(); i++) {
            Tile t = view.first(i);
            if (view.isPungOrKong(i) && (dragons ? t.isDragon() : t.isWind())) {
                found++;
            }
        }
        return found == needed;
    }
}
