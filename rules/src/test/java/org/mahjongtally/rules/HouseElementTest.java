/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongtally.rules.ClubFileTest.file;

import org.junit.jupiter.api.Test;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.Award;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;

/**
 * An element no preset has, added by a house ruleset file only: the all-honours doubles of
 * M 117(g) in {@code ruleset-files/millington-roof-off.toml}, which extends Millington and
 * plays without a limit.
 */
class HouseElementTest {

    private static final Ruleset HOUSE = Rulesets.load(file("millington-roof-off.toml"));
    /** The same house rules without the new element. */
    private static final Ruleset WITHOUT = Rulesets.read("roof-off.toml",
            "id = \"roof-off\"\nversion = 1\nextends = \"millington\"\n[options]\nlimit = \"none\"\n");
    /** East's win on a discard with four honour pungs and an honour pair. */
    private static final String ALL_HONOURS = "[EEE] [RRR] [GGG] NNN WW seat=E round=E win=N by=discard";

    private static ScoreSheet sheet(String hand, Ruleset ruleset) {
        return (ScoreSheet) Scorer.score(Hand.parse(hand), ruleset);
    }

    @Test
    void noPresetScoresIt() {
        for (String id : Rulesets.presetIds()) {
            assertThat(Rulesets.preset(id).has(RuleId.ALL_HONOURS)).as(id).isFalse();
        }
        assertThat(HOUSE.has(RuleId.ALL_HONOURS)).isTrue();
        assertThat(HOUSE.elements()).hasSize(Rulesets.preset("millington").elements().size() + 1);
        assertThat(HOUSE.hash()).isNotEqualTo(WITHOUT.hash());
    }

    @Test
    void aHandOfHonoursOnlyGetsTwoMoreDoubles() {
        ScoreSheet house = sheet(ALL_HONOURS, HOUSE);
        ScoreSheet without = sheet(ALL_HONOURS, WITHOUT);

        // 4 exposed pungs of majors (16) + Mah-Jong (10) = 26 points; doubles: East as own
        // and prevailing wind 2, two dragon pungs 2, no chows 1, all majors 1 = 6.
        assertThat(without.points()).isEqualTo(26);
        assertThat(without.doubles()).isEqualTo(6);
        assertThat(without.total()).isEqualTo(26 * 64);
        assertThat(house.doubles()).isEqualTo(8);
        assertThat(house.total()).isEqualTo(26 * 256);
        assertThat(house.limitHand()).isEmpty();
        assertThat(house.lines()).filteredOn(a -> a.element() == RuleId.ALL_HONOURS)
                .singleElement().extracting(Award::name, Award::doubles).containsExactly("All honours", 2);
    }

    @Test
    void aSuitTileOrALosingHandGetsNone() {
        String oneSuitTile = "[EEE] [RRR] [GGG] 111b WW seat=E round=E win=1b by=discard";
        assertThat(sheet(oneSuitTile, HOUSE).lines()).noneMatch(a -> a.element() == RuleId.ALL_HONOURS);
        assertThat(sheet(oneSuitTile, HOUSE).total()).isEqualTo(sheet(oneSuitTile, WITHOUT).total());

        String loser = "[EEE] [RRR] [GGG] NNN W seat=S round=E";
        assertThat(sheet(loser, HOUSE).lines()).noneMatch(a -> a.element() == RuleId.ALL_HONOURS);
        assertThat(sheet(loser, HOUSE).total()).isEqualTo(sheet(loser, WITHOUT).total());
    }
}
