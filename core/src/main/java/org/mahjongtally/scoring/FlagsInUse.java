/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import java.util.ArrayList;
import java.util.List;
import org.mahjongtally.hand.Flag;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.pattern.Condition;
import org.mahjongtally.scoring.pattern.Pattern;

/**
 * The flags of the notation (docs/notation.md, "Flags") that mean something under a ruleset: the
 * ones worth offering a player who enters a hand. A flag the ruleset has no use for is still
 * read and changes nothing ({@link Flag}); this only says which ones it uses.
 */
public final class FlagsInUse {

    private FlagsInUse() {
    }

    /** The flags this ruleset scores or counts, in the order of {@link Flag}. */
    public static List<Flag> of(Ruleset rules) {
        List<Flag> used = new ArrayList<>();
        for (Flag flag : Flag.values()) {
            if (usedBy(flag, rules)) {
                used.add(flag);
            }
        }
        return List.copyOf(used);
    }

    /**
     * Whether the ruleset scores or counts this flag: by a built-in element or option, or by a
     * special hand of its own whose pattern asks for it (docs/special-hands.md, conditions).
     */
    public static boolean usedBy(Flag flag, Ruleset rules) {
        if (flag == Flag.EAST_STREAK && rules.scoring().eastStreakLimit() <= 0) {
            return false; // East's streak means nothing without the limit (PatternMatcher too)
        }
        return builtIn(flag, rules) || askedByAPattern(flag, rules);
    }

    private static boolean builtIn(Flag flag, Ruleset rules) {
        return switch (flag) {
            // the element Original Call
            case ORIGINAL_CALL -> rules.has(RuleId.ORIGINAL_CALL);
            // the special hand of luck Twofold Fortune
            case TWOFOLD_FORTUNE -> rules.has(RuleId.TWOFOLD_FORTUNE);
            // East's run of wins, a limit hand only with eastStreakLimit set (Circumstance)
            case EAST_STREAK -> rules.has(RuleId.EAST_STREAK);
            // a kong claimed from a discard counts as concealed for doubling (ScoringView)
            case CLAIMED_KONGS -> rules.scoring().kongHas3Types();
        };
    }

    private static boolean askedByAPattern(Flag flag, Ruleset rules) {
        for (Element element : rules.elements().values()) {
            if (element.hasPattern() && Pattern.parse(element.pattern()).conditions().stream()
                    .anyMatch(c -> c instanceof Condition.HasFlag asked && asked.flag() == flag)) {
                return true;
            }
        }
        return false;
    }
}
