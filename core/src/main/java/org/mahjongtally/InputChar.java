/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally;

/**
 * One character of what the user typed, as a message parameter: the words show it quoted, with
 * its code point when it is not plain ASCII, such as {@code 'x'} or {@code '🀪' (U+1F02A)}.
 *
 * @param codePoint the Unicode code point
 */
public record InputChar(int codePoint) {
}
