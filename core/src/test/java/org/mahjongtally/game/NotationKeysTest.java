/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NotationKeysTest {

    @Test
    void keysAreWordsBetweenWhiteSpaceRunsBeforeAnyComment() {
        assertKeys("EEE 222b 777c RRR 99d win=9d", false, false);
        assertKeys("EEE 222b\tseat=S\n\r\fround=W  99d", true, true);
        assertKeys("seat=S", true, false);
        assertKeys("EEE\u000Bround=E", false, true);
        assertKeys("EEE # seat=S round=E", false, false);
        assertKeys("", false, false);
        assertKeys(" \t\n", false, false);
        assertKeys("myseat=S xround=E", false, false);
    }

    @Test
    void unicodeSpaceSeparatesNoWordsButIsStrippedAtTheEnds() {
        assertKeys("\u2003seat=S", true, false);
        assertKeys("EEE\u2003seat=S", false, false);
        assertKeys("EEE\u00A0seat=S round=E", false, true);
    }

    private static void assertKeys(String notation, boolean seat, boolean round) {
        assertThat(NotationKeys.of(notation)).as("[%s]", notation).isEqualTo(new NotationKeys(seat, round));
    }
}
