/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Semi-concealed hand (docs/rules.md §6.2 and 12 item 7, mj option {@code ConcealedAlmost}; not in M
 * nor BMJA): nothing was exposed before going out, and the winning tile came from another
 * player. Tables that give 3 doubles for a fully concealed hand often give this 1. A claimed
 * kong does not spoil it under Millington's three kinds of kong ({@code kongHas3Types}). A
 * ruleset that scores it normally sets {@code concealedWinOnDiscard = false}, so that the
 * fully-concealed double needs a drawn winning tile. Winner only.
 */
public final class SemiConcealed extends WholeHandRule {

    public SemiConcealed() {
        super(RuleId.SEMI_CONCEALED);
    }

    @Override
    boolean applies(ScoringView view) {
        return view.isWinner() && view.method().isFromAnotherPlayer()
                && view.nothingExposedBeforeTheWin();
    }
}
