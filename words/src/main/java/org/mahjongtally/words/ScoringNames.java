/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import java.util.Optional;
import org.mahjongtally.Message;
import org.mahjongtally.scoring.Alternative;
import org.mahjongtally.scoring.Award;
import org.mahjongtally.scoring.ScoreSheet;

/**
 * The names a score sheet shows for its lines and its special hand, in one language: the
 * ruleset's name of the element, or for a loser's fishing value {@link ScoringLabel#CALLING_FOR}
 * around it ({@code Calling for Thirteen Unique Wonders} in English).
 */
public final class ScoringNames {

    private ScoringNames() {
    }

    /** The name of one line of a score sheet. */
    public static String of(Award line, Words words) {
        return name(line.name(), line.calling(), words);
    }

    /** The name of the special hand the sheet scores as, if any. */
    public static Optional<String> limitHand(ScoreSheet sheet, Words words) {
        return sheet.limitHand().map(n -> name(n, sheet.calling(), words));
    }

    /** The name of the special hand another reading scores as, if any. */
    public static Optional<String> limitHand(Alternative other, Words words) {
        return other.limitHand().map(n -> name(n, other.calling(), words));
    }

    private static String name(String name, boolean calling, Words words) {
        return calling ? words.render(Message.of(ScoringLabel.CALLING_FOR, name)) : name;
    }
}
