/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;

/** What differs between two rulesets, and the option listing. */
class RulesetDiffTest {

    private final Ruleset bmja = Rulesets.bmja();
    private final Ruleset dmjl = Rulesets.preset("dmjl");

    @Test
    void aClubFileDiffersFromItsPresetByExactlyItsChanges() {
        Ruleset club = Rulesets.load(ClubFileTest.file("bmja-club.toml"));

        RulesetDiff diff = RulesetDiff.of(bmja, club);

        assertThat(diff.options()).containsExactly(new RulesetDiff.OptionChange("limit", "1000", "500"));
        assertThat(diff.onlyInFrom()).extracting(Element::id).containsExactly(RuleId.ORIGINAL_CALL);
        assertThat(diff.onlyInTo()).isEmpty();
        assertThat(diff.changed()).singleElement().satisfies(c -> {
            assertThat(c.from().doubles()).isEqualTo(1);
            assertThat(c.to().doubles()).isEqualTo(2);
        });
        assertThat(diff.isEmpty()).isFalse();
    }

    @Test
    void theSameRulesUnderAnotherIdDifferInNothing() {
        Ruleset restated = Rulesets.load(ClubFileTest.file("bmja-restated.toml"));

        assertThat(RulesetDiff.of(bmja, restated).isEmpty()).isTrue();
        assertThat(RulesetDiff.of(dmjl, dmjl).isEmpty()).isTrue();
    }

    @Test
    void bmjaAndDmjlDifferWhereRulesMdSaysTheyDo() {
        RulesetDiff diff = RulesetDiff.of(bmja, dmjl);

        assertThat(diff.options()).extracting(RulesetDiff.OptionChange::key)
                .containsExactly("limit", "notionalLimit", "maxChows", "concealedWinOnDiscard",
                        "bonusOnSpecialHands", "eastStreakLimit", "losersScoreEveryPair");
        assertThat(diff.onlyInFrom()).extracting(Element::id)
                .contains(RuleId.OWN_FLOWER, RuleId.OWN_SEASON, RuleId.PURITY, RuleId.GATES_OF_HEAVEN)
                .doesNotContain(RuleId.MAH_JONG);
        assertThat(diff.onlyInTo()).extracting(Element::id)
                .contains(RuleId.LITTLE_THREE_DRAGONS, RuleId.NINE_GATES, RuleId.ONLY_POSSIBLE_TILE);
        assertThat(diff.changed()).extracting(c -> c.from().id())
                .contains(RuleId.ALL_FLOWERS, RuleId.THIRTEEN_UNIQUE_WONDERS)
                .doesNotContain(RuleId.MAH_JONG, RuleId.DRAGON_SET);
    }

    @Test
    void optionsAreListedInFileOrderWithTheirDefaultsAndDescriptions() {
        assertThat(RulesetOptions.of(dmjl)).extracting(RulesetOptions.Entry::key).containsExactly(
                "limit", "notionalLimit", "maxChows", "eastDoubles", "losersSettle", "method",
                "drawPays", "payForAll", "losersPurity", "selfDrawnIncludesLooseTile",
                "concealedWinOnDiscard", "bonusOnSpecialHands", "rounding", "tallies",
                "eastStreakLimit", "kongHas3Types", "losersScoreEveryPair");
        assertThat(RulesetOptions.of(dmjl)).allSatisfy(e -> assertThat(e.description()).isNotBlank());
        assertThat(RulesetOptions.of(dmjl).get(0)).isEqualTo(new RulesetOptions.Entry("limit", "500", 500L,
                "the most one hand scores, before East's doubling (\"none\": the roof off)"));
    }
}
