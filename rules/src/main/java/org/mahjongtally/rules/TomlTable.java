/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.Map;

/**
 * The keys of one table of a ruleset file: the top of the file, an {@code [options]} table, or
 * one entry of an {@code [[element]]} array of tables.
 *
 * @param name the table's name; empty for the top of the file
 * @param line the line of its header; 1 for the top of the file
 * @param arrayEntry whether it was opened by {@code [[name]]} rather than {@code [name]}
 * @param entries the keys in file order
 */
record TomlTable(String name, int line, boolean arrayEntry, Map<String, TomlValue> entries) {
}
