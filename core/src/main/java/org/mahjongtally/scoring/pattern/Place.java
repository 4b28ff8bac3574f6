/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

/**
 * Where one part of a pattern is written: its 0-based {@code char} offset in the whole text, its
 * line and column (from 1), and the part's own text as written, for the reason a hand does not
 * match ("the hand has no pungs R G P").
 *
 * @param offset the 0-based char index of the part's first character
 * @param line the line, from 1
 * @param column the column, from 1
 * @param text the part as written, without separators and comments
 */
public record Place(int offset, int line, int column, String text) {
}
