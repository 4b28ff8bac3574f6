package org.mahjongtally.scoring.element;

import org.mahjongtally.hand.Exposure;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.Awards;
import org.mahjongtally.scoring.ScoringRule;
import org.mahjongtally.scoring.ScoringView;

/**
 * Basic points for a pung or kong (RULES.md section 3, the same in every source): minor
 * (2-8) or major (1, 9, winds, dragons), exposed or concealed. One instance per row of the
 * table, e.g. concealed pung of majors. Chows score nothing and have no row.
 */
public final class SetPoints implements ScoringRule {

    private final RuleId id;
    private final Meld.Kind kind;
    private final boolean major;
    private final Exposure exposure;

    /**
     * @param id the element of this row
     * @param kind {@code PUNG} or {@code KONG}
     * @param major whether the row is for 1, 9, winds and dragons
     * @param exposure exposed or concealed
     */
    public SetPoints(RuleId id, Meld.Kind kind, boolean major, Exposure exposure) {
        this.id = id;
        this.kind = kind;
        this.major = major;
        this.exposure = exposure;
    }

    @Override
    public RuleId id() {
        return id;
    }

    @Override
    public void apply(ScoringView view, Awards awards) {
        for (Meld set : view.sets()) {
            if (set.kind() == kind && set.exposure() == exposure && set.first().isMajor() == major) {
                awards.add(id, set.toString());
            }
        }
    }
}
