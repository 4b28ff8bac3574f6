/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.golden;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mahjongtally.golden.GoldenHandsTest.GoldenCase;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.Award;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;

/**
 * A club file changes exactly the results its changes touch: every golden hand of the preset
 * is scored under the preset and under the club file, and only the hands the change concerns
 * may score differently, by exactly the change.
 */
class ClubRulesetScoringTest {

    private static final String HEADER = "id = \"club\"\nversion = 1\nextends = \"%s\"\n";

    private static Ruleset club(String base, String change) {
        return Rulesets.read("club.toml", HEADER.formatted(base) + change + "\n");
    }

    private static List<String> hands(String preset) {
        return GoldenCase.read(preset).stream().filter(c -> !c.notWinning() && !c.refused()).map(GoldenCase::hand).toList();
    }

    @Test
    void aLowerLimitCapsExactlyTheHandsAboveIt() {
        Scorer bmja = new Scorer(Rulesets.bmja());
        Scorer club = new Scorer(club("bmja", "[options]\nlimit = 500"));
        int changed = 0;
        for (String text : hands("bmja")) {
            Hand hand = Hand.parse(text);
            ScoreSheet before = (ScoreSheet) bmja.score(hand);
            ScoreSheet after = (ScoreSheet) club.score(hand);
            boolean limitShare = before.limitHand().isPresent() && limitPercent(before) > 0;
            if (before.total() <= 500 && !limitShare) {
                assertThat(after.total()).as(text).isEqualTo(before.total());
                assertThat(after.lines()).as(text).isEqualTo(before.lines());
                continue;
            }
            changed++;
            assertThat(after.total()).as(text).isLessThanOrEqualTo(500);
            if (before.limitHand().isEmpty()) {
                // capped at 500, it may now tie with a special hand, which is then shown
                assertThat(after.total()).as(text + ": an ordinary hand over 500 is capped").isEqualTo(500);
            } else {
                assertThat(after.limitHand()).as(text).isEqualTo(before.limitHand());
            }
        }
        assertThat(changed).as("hands the lower limit changes").isGreaterThan(20);
    }

    @Test
    void halfLimitHandsAreHalfTheNewLimit() {
        Ruleset limit500 = club("bmja", "[options]\nlimit = 500");
        ScoreResult allPairHonours = Scorer.score(
                Hand.parse("11b 99b 11c 99d EE RR GG seat=S round=E win=G by=discard"), limit500);
        assertThat(allPairHonours.total()).isEqualTo(250);
    }

    @Test
    void removingAnElementChangesOnlyTheHandsItScored() {
        Ruleset base = Rulesets.preset("dmjl");
        Scorer dmjl = new Scorer(base);
        Scorer club = new Scorer(club("dmjl", "[[remove]]\nid = \"dragon-set\""));
        int changed = 0;
        for (String text : hands("dmjl")) {
            Hand hand = Hand.parse(text);
            ScoreSheet before = (ScoreSheet) dmjl.score(hand);
            ScoreSheet after = (ScoreSheet) club.score(hand);
            List<Award> kept = before.lines().stream().filter(a -> a.element() != RuleId.DRAGON_SET).toList();
            if (kept.size() == before.lines().size()) {
                assertThat(after.total()).as(text).isEqualTo(before.total());
                assertThat(after.lines()).as(text).isEqualTo(before.lines());
                continue;
            }
            changed++;
            int lost = before.lines().size() - kept.size();
            assertThat(after.lines()).as(text).isEqualTo(kept);
            assertThat(after.total()).as(text)
                    .isEqualTo(Math.min(500, before.points() << (before.doubles() - lost)));
        }
        assertThat(changed).as("hands with a dragon set").isGreaterThan(5);
    }

    @Test
    void aChangedValueChangesOnlyTheHandsThatScoreIt() {
        Scorer millington = new Scorer(Rulesets.preset("millington"));
        Scorer club = new Scorer(club("millington", "[[element]]\nid = \"mah-jong\"\npoints = 20"));
        for (String text : hands("millington")) {
            Hand hand = Hand.parse(text);
            ScoreSheet before = (ScoreSheet) millington.score(hand);
            ScoreSheet after = (ScoreSheet) club.score(hand);
            boolean scoresMahJong = before.lines().stream().anyMatch(a -> a.element() == RuleId.MAH_JONG);
            long expected = scoresMahJong ? Math.min(1000, (before.points() + 10) << before.doubles())
                    : before.total();
            assertThat(after.total()).as(text).isEqualTo(expected);
        }
    }

    private static int limitPercent(ScoreSheet sheet) {
        Optional<Element> e = Rulesets.bmja().element(sheet.lines().get(0).element());
        return e.map(Element::limitPercent).orElse(0);
    }
}
