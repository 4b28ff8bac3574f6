/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

/** What a score sheet says around an element's name, in Polish. */
final class ScoringLabelPolish extends Phrasebook<ScoringLabel> {

    ScoringLabelPolish() {
        super(ScoringLabel.class, Language.POLISH);
    }

    @Override
    public String text(ScoringLabel key, Args a) {
        return switch (key) {
            case CALLING_FOR -> "Oczekiwanie na rękę „" + a.text("name") + "”";
        };
    }
}
