/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import org.mahjongtally.ruleset.RuleId;

/**
 * A {@code [[remove]]} entry: the extended ruleset's element that this file does not score.
 *
 * @param id the element removed
 * @param line the line of its {@code id}
 */
record Removal(RuleId id, int line) {
}
