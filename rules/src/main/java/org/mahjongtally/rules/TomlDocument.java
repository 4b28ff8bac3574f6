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
 */
record TomlDocument(TomlTable root, List<TomlTable> tables) {
}
