/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Tile;

/**
 * No-score hand: four chows and a pair that scores nothing (docs/rules.md §6.2, M 117(a); German
 * league "zero-point hand"). Bonus tiles and going-out points do not spoil it. Winner only.
 */
public final class ZeroPointHand extends WholeHandRule {

    public ZeroPointHand() {
        super(RuleId.ZERO_POINT_HAND);
    }

    @Override
    boolean applies(ScoringView view) {
        if (!view.isWinner() || !view.isSetsAndPair() || view.chows() != 4) {
            return false;
        }
        Tile pair = view.pairTile(); // four chows and a pair: there is one
        return !pair.isDragon() && !view.isOwnWind(pair) && !view.isPrevailingWind(pair);
    }
}
