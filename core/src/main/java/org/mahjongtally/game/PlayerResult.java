/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.util.Optional;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.tile.Wind;

/**
 * One player's part of a played hand.
 *
 * @param player the player's name
 * @param seat his seat wind in this hand
 * @param score his hand score, before the limit (0 when not given after a draw)
 * @param sheet the score sheet, when the score came from his tiles
 * @param balance what he won (positive) or lost in this hand, penalties included
 * @param penalty the part of the balance that the hand's penalties make (positive when he was
 *     paid more penalties than he paid), 0 without penalties
 * @param total his running total after this hand
 */
public record PlayerResult(String player, Wind seat, long score, Optional<ScoreSheet> sheet,
        long balance, long penalty, long total) {
}
