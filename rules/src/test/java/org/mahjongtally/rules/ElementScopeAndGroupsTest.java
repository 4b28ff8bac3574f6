/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.ruleset.ElementGroup;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.ruleset.Scope;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;

/**
 * Who may score an element and the groups it counts in are ruleset data: the catalogue gives
 * the defaults, a file may change them ({@code scope}, {@code groups}), and the scorer follows.
 */
class ElementScopeAndGroupsTest {

    private static Ruleset club(String base, String change) {
        return Rulesets.read("club.toml", "id = \"club\"\nversion = 1\nextends = \"" + base + "\"\n" + change + "\n");
    }

    private static ScoreSheet sheet(String hand, Ruleset ruleset) {
        return (ScoreSheet) Scorer.score(Hand.parse(hand), ruleset);
    }

    private static boolean scores(ScoreSheet sheet, RuleId id) {
        return sheet.lines().stream().anyMatch(a -> a.element() == id);
    }

    @Test
    void thePresetsTakeTheCataloguesScopeAndGroups() {
        for (String id : Rulesets.presetIds()) {
            assertThat(Rulesets.preset(id).elements().values()).allSatisfy(e -> {
                assertThat(e.scope()).isEqualTo(e.id().scope());
                assertThat(e.groups()).isEqualTo(e.id().groups());
            });
        }
    }

    @Test
    void restatingTheDefaultsKeepsTheHash() {
        Ruleset restated = club("bmja", """
                [[element]]
                id = "no-chows"
                scope = "winner"

                [[element]]
                id = "bonus-tile"
                groups = ["bonus-tiles"]
                """);

        assertThat(restated.hash()).isEqualTo(Rulesets.bmja().hash());
    }

    @Test
    void aWinnerOnlyDragonSetIsNotALosersDouble() {
        Ruleset club = club("bmja", "[[element]]\nid = \"dragon-set\"\nscope = \"winner\"");
        String loser = "[RRR] [222d] 55b 7c seat=S";
        String winner = "[RRR] [222d] [345c] 55b 999d seat=S win=9d by=wall";

        assertThat(club.elements().get(RuleId.DRAGON_SET).scope()).isEqualTo(Scope.WINNER);
        assertThat(club.hash()).isNotEqualTo(Rulesets.bmja().hash());
        assertThat(scores(sheet(loser, Rulesets.bmja()), RuleId.DRAGON_SET)).isTrue();
        assertThat(scores(sheet(loser, club), RuleId.DRAGON_SET)).isFalse();
        assertThat(sheet(loser, club).total() * 2).isEqualTo(sheet(loser, Rulesets.bmja()).total());
        assertThat(sheet(winner, club).lines()).isEqualTo(sheet(winner, Rulesets.bmja()).lines());
        assertThat(sheet(winner, club).total()).isEqualTo(sheet(winner, Rulesets.bmja()).total());
    }

    @Test
    void anElementOutOfTheLosersPurityGroupIsTheWinnersOnly() {
        Ruleset purity = club("millington", "[options]\nlosersPurity = true");
        Ruleset club = club("millington", "[options]\nlosersPurity = true\n"
                + "[[element]]\nid = \"one-suit-only\"\ngroups = []");
        String loser = "[222d] [333d] 456d 7d seat=S";

        assertThat(club.elements().get(RuleId.ONE_SUIT_ONLY).groups()).isEmpty();
        assertThat(scores(sheet(loser, purity), RuleId.ONE_SUIT_ONLY)).isTrue();
        assertThat(scores(sheet(loser, club), RuleId.ONE_SUIT_ONLY)).isFalse();
        assertThat(sheet(loser, club).total() * 8).isEqualTo(sheet(loser, purity).total());
    }

    @Test
    void aBonusTileOutOfItsGroupAddsNothingToASpecialHand() {
        Ruleset club = club("bmja", "[[element]]\nid = \"bonus-tile\"\ngroups = []");
        String allPairHonours = "11b 99b 11c EE SS RR GG f2 seat=E win=G by=wall";
        ScoreSheet before = sheet(allPairHonours, Rulesets.bmja());
        ScoreSheet after = sheet(allPairHonours, club);

        assertThat(before.limitHand()).isPresent();
        assertThat(after.limitHand()).isEqualTo(before.limitHand());
        assertThat(scores(before, RuleId.BONUS_TILE)).isTrue();
        assertThat(scores(after, RuleId.BONUS_TILE)).isFalse();
        assertThat(after.total()).isEqualTo(before.total() - Rulesets.bmja().points(RuleId.BONUS_TILE));
    }

    @Test
    void aChangedScopeOrGroupIsWrittenOutAndReadBack() {
        Ruleset club = club("bmja", "[[element]]\nid = \"dragon-set\"\nscope = \"winner\"\n"
                + "[[element]]\nid = \"original-call\"\ngroups = [\"losers-purity\", \"doubles-special-hands\"]");

        Ruleset back = Rulesets.read("club.toml", RulesetWriter.toToml(club));

        assertThat(back).isEqualTo(club);
        assertThat(back.hash()).isEqualTo(club.hash());
        assertThat(back.elements().get(RuleId.ORIGINAL_CALL).groups())
                .isEqualTo(Set.of(ElementGroup.LOSERS_PURITY, ElementGroup.DOUBLES_SPECIAL_HANDS));
        assertThat(RulesetText.canonical(club))
                .contains(" scope=winner\n")
                .contains(" groups=doubles-special-hands,losers-purity\n");
    }
}
