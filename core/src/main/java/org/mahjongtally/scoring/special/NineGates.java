/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import java.util.Optional;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Tile;

/**
 * Nine Gates (docs/rules.md §8.2, M 122(n): "calling on 1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit";
 * docs/rulesets.md "dmjl"): the thirteen concealed tiles held before the winning tile are
 * 1112345678999 of one suit, so any of the nine tiles of the suit completes the hand; the
 * winning tile is whichever came. Unlike BMJA's Gates of Heaven, whose fourteenth tile must be
 * 2 to 8, the winning tile may be a fourth 1 or 9; and a hand that merely holds the tiles, but
 * was not calling on all nine, is not Nine Gates.
 */
public final class NineGates extends TilePattern {

    public NineGates() {
        super(RuleId.NINE_GATES);
    }

    @Override
    boolean pattern(ScoringView view) {
        Optional<Tile> won = view.winningTile();
        if (!view.oneSuitOnly() || won.isEmpty()) {
            return false;
        }
        Tile winning = won.get();
        for (int rank = 1; rank <= 9; rank++) {
            int gate = rank == 1 || rank == 9 ? 3 : 1;
            int expected = gate + (rank == winning.rank() ? 1 : 0);
            if (count(view, winning.suit(), rank) != expected) {
                return false;
            }
        }
        return true;
    }
}
