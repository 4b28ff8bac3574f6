/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.hand.Meld;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.Awards;
import org.mahjongtally.scoring.rule.ScoringRule;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Basic points for pungs and kongs (docs/rules.md §3, the same in every source): the table
 * of minor (2-8) or major (1, 9, winds, dragons), exposed or concealed, pung or kong. One rule
 * reads the whole table, one row per element, in a single pass over the sets; chows score
 * nothing and have no row. The points of each row are the ruleset's.
 */
public final class SetPoints implements ScoringRule {

    /** The rows, indexed by kong (0/1) × 4 + major (0/1) × 2 + concealed (0/1). */
    private static final RuleId[] ROWS = {
        RuleId.EXPOSED_MINOR_PUNG, RuleId.CONCEALED_MINOR_PUNG,
        RuleId.EXPOSED_MAJOR_PUNG, RuleId.CONCEALED_MAJOR_PUNG,
        RuleId.EXPOSED_MINOR_KONG, RuleId.CONCEALED_MINOR_KONG,
        RuleId.EXPOSED_MAJOR_KONG, RuleId.CONCEALED_MAJOR_KONG};

    @Override
    public RuleId id() {
        return ROWS[0];
    }

    @Override
    public boolean gives(RuleId element) {
        for (RuleId row : ROWS) {
            if (row == element) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void apply(ScoringView view, Awards awards) {
        for (int i = 0; i < view.setCount(); i++) {
            Meld.Kind kind = view.kind(i);
            if (kind == Meld.Kind.CHOW) {
                continue;
            }
            int row = (kind == Meld.Kind.KONG ? 4 : 0) + (view.first(i).isMajor() ? 2 : 0)
                    + (view.exposed(i) ? 0 : 1);
            awards.add(ROWS[row], view.set(i));
        }
    }
}
