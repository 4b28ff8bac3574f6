/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

/** What a score sheet says around an element's name, in English. */
final class ScoringLabelEnglish extends Phrasebook<ScoringLabel> {

    ScoringLabelEnglish() {
        super(ScoringLabel.class, Language.ENGLISH);
    }

    @Override
    public String text(ScoringLabel key, Args a) {
        return switch (key) {
            case CALLING_FOR -> "Calling for " + a.text("name");
        };
    }
}
