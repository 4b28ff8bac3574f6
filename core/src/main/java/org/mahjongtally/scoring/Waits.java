/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.mahjongtally.arrange.Arranger;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.HandProblem;
import org.mahjongtally.hand.InvalidHandException;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.tile.Tile;

/**
 * What completes a calling hand: every tile that would make it a winning hand under the
 * ruleset, with the total it would then score, claimed from a discard and drawn from the wall.
 */
public final class Waits {

    private Waits() {
    }

    /**
     * The tiles that complete this hand, in tile order.
     *
     * @param calling a hand of 13 tiles (a kong counted as 3) without {@code win=}
     * @throws InvalidHandException if the hand is a declared win or not 13 tiles
     */
    public static List<Wait> of(Hand calling, Scorer scorer) {
        if (calling.isWinner()) {
            throw new InvalidHandException(calling.context().winningTile().orElseThrow(), HandProblem.ALREADY_WON, 13);
        }
        if (calling.handSize() != 13) {
            throw new InvalidHandException(null, HandProblem.CALLING_HAND_SIZE, 13, calling.handSize());
        }
        List<Wait> waits = new ArrayList<>();
        boolean irregularPossible = calling.declared().isEmpty();
        Set<Tile> completing = irregularPossible ? Set.of() : Arranger.tilesCompletingSetsAndPair(calling);
        for (Tile t : Tile.playing()) {
            if (!irregularPossible && !completing.contains(t)) {
                continue;
            }
            Hand onDiscard = Scorer.completedWith(calling, t);
            if (onDiscard == null) {
                continue;
            }
            ScoreSheet discardSheet = scorer.sheetIfWinning(onDiscard);
            if (discardSheet != null) {
                Hand drawn = onDiscard.withContext(onDiscard.context().withWin(t, WinMethod.WALL));
                waits.add(new Wait(t, discardSheet, (ScoreSheet) scorer.score(drawn)));
            }
        }
        return waits;
    }
}
