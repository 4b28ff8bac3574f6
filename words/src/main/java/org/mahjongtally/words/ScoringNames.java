/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import java.util.Optional;
import org.mahjongtally.Message;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.Alternative;
import org.mahjongtally.scoring.Award;
import org.mahjongtally.scoring.ScoreSheet;

/**
 * The names a score sheet shows for its lines and its special hand, in one language: the
 * element's name ({@link ElementNames}), or for a loser's fishing value
 * {@link ScoringLabel#CALLING_FOR} around it ({@code Calling for Thirteen Unique Wonders} in
 * English).
 */
public final class ScoringNames {

    private ScoringNames() {
    }

    /** The name of one line of a score sheet. */
    public static String of(Award line, Words words) {
        return of(line.element(), line.name(), line.calling(), words);
    }

    /**
     * The name of a line of element {@code id}, which its ruleset calls {@code rulesetName}, for
     * a loser calling for it if {@code calling}.
     */
    public static String of(RuleId id, String rulesetName, boolean calling, Words words) {
        return name(ElementNames.of(id, rulesetName, words.language()), calling, words);
    }

    /** The name of the special hand the sheet scores as, if any. */
    public static Optional<String> limitHand(ScoreSheet sheet, Words words) {
        return sheet.limitHand().map(n -> sheet.lines().stream().filter(a -> a.name().equals(n)).findFirst()
                .map(a -> of(a.element(), n, sheet.calling(), words))
                .orElseGet(() -> name(n, sheet.calling(), words)));
    }

    /**
     * The name of the special hand another reading scores as, if any: the ruleset's (English)
     * name, as the reading does not say which element it is.
     */
    public static Optional<String> limitHand(Alternative other, Words words) {
        return other.limitHand().map(n -> name(n, other.calling(), words));
    }

    private static String name(String name, boolean calling, Words words) {
        return calling ? words.render(Message.of(ScoringLabel.CALLING_FOR, name)) : name;
    }
}
