/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

/** What a score sheet says around an element's name, in Russian. */
final class ScoringLabelRussian extends Phrasebook<ScoringLabel> {

    ScoringLabelRussian() {
        super(ScoringLabel.class, Language.RUSSIAN);
    }

    @Override
    public String text(ScoringLabel key, Args a) {
        return switch (key) {
            case CALLING_FOR -> "Ожидание руки «" + a.text("name") + "»";
        };
    }
}
