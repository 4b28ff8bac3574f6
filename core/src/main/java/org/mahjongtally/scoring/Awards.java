package org.mahjongtally.scoring;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;

/**
 * Collects the lines the scoring rules find for one reading of a hand, valued by the ruleset,
 * and drops the lines of elements that another scoring element excludes.
 */
public final class Awards {

    private final Ruleset ruleset;
    private final List<Award> lines = new ArrayList<>(12);

    Awards(Ruleset ruleset) {
        this.ruleset = ruleset;
    }

    /**
     * Records that an element applies, once for these sets.
     *
     * @param id the element (ignored if the ruleset does not score it)
     * @param sets the sets or tiles it came from, in notation, or ""
     */
    public void add(RuleId id, String sets) {
        add(id, 1, sets);
    }

    /** Records that an element applies {@code times} times for these sets. */
    public void add(RuleId id, int times, String sets) {
        Element e = ruleset.elements().get(id);
        if (e != null && times > 0) {
            lines.add(new Award(id, e.name(), e.points() * times, e.doubles() * times, sets));
        }
    }

    /** The lines, with excluded elements removed. */
    List<Award> lines() {
        Set<RuleId> excluded = null;
        for (Award a : lines) {
            Set<RuleId> ex = ruleset.elements().get(a.element()).excludes();
            if (!ex.isEmpty()) {
                if (excluded == null) {
                    excluded = EnumSet.noneOf(RuleId.class);
                }
                excluded.addAll(ex);
            }
        }
        if (excluded == null) {
            return lines;
        }
        List<Award> kept = new ArrayList<>(lines.size());
        for (Award a : lines) {
            if (!excluded.contains(a.element())) {
                kept.add(a);
            }
        }
        return kept;
    }
}
