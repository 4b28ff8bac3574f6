/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.List;

/**
 * What the reader made of a ruleset file: its top-level keys and its tables in file order.
 *
 * @param root the keys before the first table header
 * @param tables every {@code [name]} and {@code [[name]]} table, in file order
 * @param cutAt the line where the reader stopped, the file holding more entries than
 *     {@link RulesetLimits#MAX_ENTRIES} (what was read is then no ruleset to check further); 0
 *     if it read the whole file
 */
record TomlDocument(TomlTable root, List<TomlTable> tables, int cutAt) {
}
