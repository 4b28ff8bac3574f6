/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Points for drawing the winning tile from the wall (docs/rules.md §5: 2 in BMJA and
 * Millington). The live wall only, including its last tile; a loose tile from the kong box
 * too when the ruleset's {@code selfDrawnIncludesLooseTile} says so (the BMJA pages disagree).
 */
public final class SelfDrawnPoints extends WholeHandRule {

    public SelfDrawnPoints() {
        super(RuleId.SELF_DRAWN);
    }

    @Override
    boolean applies(ScoringView view) {
        WinMethod m = view.method();
        return view.isWinner() && (m == WinMethod.WALL || m == WinMethod.LAST_WALL
                || m == WinMethod.LOOSE && view.ruleset().scoring().selfDrawnIncludesLooseTile());
    }
}
