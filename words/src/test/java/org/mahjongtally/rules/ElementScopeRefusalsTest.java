/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * Bad scopes and groups of elements in a ruleset file, in the English the command line prints
 * (the rules module's tests cannot see the words; the rest of these rules is tested there, in
 * ElementScopeAndGroupsTest).
 */
class ElementScopeRefusalsTest {

    private static Ruleset club(String base, String change) {
        return Rulesets.read("club.toml", "id = \"club\"\nversion = 1\nextends = \"" + base + "\"\n" + change + "\n");
    }

    @Test
    void badScopesAndGroupsAreProblemsWithTheirLines() {
        RulesetException e = catchThrowableOfType(RulesetException.class, () -> club("bmja", """
                [[element]]
                id = "dragon-set"
                scope = "winners"

                [[element]]
                id = "knitting"
                scope = "every-player"

                [[element]]
                id = "bonus-tile"
                groups = ["bonus-tile"]

                [[element]]
                id = "own-flower"
                groups = ["bonus-tiles", "bonus-tiles"]
                """));

        List<String> lines = e.problems().stream().map(p -> p.line() + ": " + Words.in(Language.ENGLISH).render(p.message())).toList();
        assertThat(lines).containsExactly(
                "6: 'dragon-set': 'scope' must be \"winner\" or \"every-player\", not 'winners';"
                        + " did you mean 'winner'?",
                "10: 'knitting': 'scope' cannot be set: a special hand is always the winner's",
                "14: 'bonus-tile': 'groups' names an unknown group 'bonus-tile'; did you mean 'bonus-tiles'?",
                "18: 'own-flower': 'groups' names 'bonus-tiles' twice");
    }
}
