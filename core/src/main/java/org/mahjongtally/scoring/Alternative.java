/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import java.util.Optional;

/**
 * Another reading of the same hand and what it would have scored: the runners-up shown under
 * a score sheet, so the table sees why the best one was chosen.
 *
 * @param arrangement the reading in notation
 * @param total what it scores
 * @param limitHand the special hand it scores as (its name in the ruleset), if any
 * @param calling whether that special hand is one a loser was calling for (see
 *     {@link Award#calling()})
 */
public record Alternative(String arrangement, long total, Optional<String> limitHand, boolean calling) {
}
