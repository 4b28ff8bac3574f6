/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.Rounding;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.settlement.DrawPays;
import org.mahjongtally.settlement.Limit;
import org.mahjongtally.settlement.PaymentMethod;
import org.mahjongtally.settlement.TallySet;

/** The shipped dmjl and millington presets against docs/rulesets.md and docs/rules.md (sections 5-8.2, 11). */
class DmjlAndMillingtonPresetTest {

    /** The ordinary elements both presets score (docs/rulesets.md "dmjl" table; M 114-117). */
    private static final Set<RuleId> ORDINARY = Set.of(
            RuleId.EXPOSED_MINOR_PUNG, RuleId.CONCEALED_MINOR_PUNG, RuleId.EXPOSED_MAJOR_PUNG,
            RuleId.CONCEALED_MAJOR_PUNG, RuleId.EXPOSED_MINOR_KONG, RuleId.CONCEALED_MINOR_KONG,
            RuleId.EXPOSED_MAJOR_KONG, RuleId.CONCEALED_MAJOR_KONG,
            RuleId.DRAGON_PAIR, RuleId.OWN_WIND_PAIR, RuleId.PREVAILING_WIND_PAIR, RuleId.BONUS_TILE,
            RuleId.MAH_JONG, RuleId.SELF_DRAWN, RuleId.ONLY_POSSIBLE_TILE,
            RuleId.PAIR_FILLING_MINOR, RuleId.PAIR_FILLING_MAJOR,
            RuleId.DRAGON_SET, RuleId.OWN_WIND_SET, RuleId.PREVAILING_WIND_SET,
            RuleId.OWN_FLOWER_AND_SEASON, RuleId.ALL_FLOWERS, RuleId.ALL_SEASONS,
            RuleId.LITTLE_THREE_DRAGONS, RuleId.BIG_THREE_DRAGONS, RuleId.LITTLE_FOUR_WINDS,
            RuleId.BIG_FOUR_WINDS, RuleId.THREE_CONCEALED_PUNGS,
            RuleId.ZERO_POINT_HAND, RuleId.NO_CHOWS, RuleId.FULLY_CONCEALED,
            RuleId.ONE_SUIT_WITH_HONOURS, RuleId.ONE_SUIT_ONLY, RuleId.ALL_MAJORS,
            RuleId.LOOSE_TILE, RuleId.LAST_WALL_TILE, RuleId.LAST_DISCARD, RuleId.ROBBING_A_KONG,
            RuleId.ORIGINAL_CALL);

    /** The 18 limit hands of the German league (docs/rulesets.md "dmjl"). */
    private static final Set<RuleId> DMJL_LIMIT_HANDS = Set.of(
            RuleId.NINE_GATES, RuleId.THIRTEEN_UNIQUE_WONDERS, RuleId.SQUIRMING_SNAKE,
            RuleId.CONCEALED_CLEAR_SUIT, RuleId.ALL_WINDS_AND_DRAGONS, RuleId.HIDDEN_TREASURE,
            RuleId.HEADS_AND_TAILS, RuleId.FOURFOLD_PLENTY, RuleId.THREE_GREAT_SCHOLARS,
            RuleId.FOUR_BLESSINGS, RuleId.ALL_GREEN, RuleId.PLUM_BLOSSOM,
            RuleId.MOON_FROM_THE_SEA, RuleId.CARRYING_POLE, RuleId.TWOFOLD_FORTUNE,
            RuleId.HEAVENS_BLESSING, RuleId.EARTHS_BLESSING, RuleId.EAST_STREAK);

    /** The 18 limit hands of M 122 (a) to (r). */
    private static final Set<RuleId> MILLINGTON_LIMIT_HANDS = Set.of(
            RuleId.HEAVENS_BLESSING, RuleId.EARTHS_BLESSING, RuleId.PLUM_BLOSSOM,
            RuleId.MOON_FROM_THE_SEA, RuleId.CARRYING_POLE, RuleId.TWOFOLD_FORTUNE,
            RuleId.FOURFOLD_PLENTY, RuleId.HIDDEN_TREASURE, RuleId.THREE_GREAT_SCHOLARS_NO_CHOWS,
            RuleId.FOUR_BLESSINGS, RuleId.ALL_WINDS_AND_DRAGONS, RuleId.HEADS_AND_TAILS,
            RuleId.ALL_GREEN, RuleId.NINE_GATES, RuleId.SQUIRMING_SNAKE,
            RuleId.CONCEALED_CLEAR_SUIT, RuleId.THIRTEEN_UNIQUE_WONDERS, RuleId.EAST_STREAK);

    private final Ruleset dmjl = Rulesets.preset("dmjl");
    private final Ruleset millington = Rulesets.preset("millington");

    @Test
    void theyScoreExactlyTheElementsTheirRulesList() {
        Set<RuleId> dmjlIds = new java.util.TreeSet<>(ORDINARY);
        dmjlIds.addAll(DMJL_LIMIT_HANDS);
        Set<RuleId> millingtonIds = new java.util.TreeSet<>(ORDINARY);
        millingtonIds.addAll(MILLINGTON_LIMIT_HANDS);

        assertThat(dmjl.elements().keySet()).containsExactlyInAnyOrderElementsOf(dmjlIds);
        assertThat(millington.elements().keySet()).containsExactlyInAnyOrderElementsOf(millingtonIds);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"dmjl", "millington"})
    void everyLimitHandIsWorthTheLimitAndNothingToACallingLoser(String id) {
        Ruleset r = Rulesets.preset(id);
        assertThat(r.elements().values().stream().filter(e -> e.id().kind() == ElementKind.SPECIAL_HAND))
                .hasSize(18)
                .allSatisfy(e -> {
                    assertThat(e.limitPercent()).as(e.id().id()).isEqualTo(100);
                    assertThat(e.fishingPercent()).as(e.id().id()).isZero();
                    assertThat(e.doubles()).as(e.id().id()).isZero();
                });
        assertThat(r.elements().values()).allSatisfy(e -> assertThat(e.excludes()).isEmpty());
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        // docs/rules.md §11: where the presets differ
        "dmjl, mah-jong, 20, 0",
        "millington, mah-jong, 10, 0",
        "dmjl, only-possible-tile, 2, 0",
        "millington, only-possible-tile, 2, 0",
        "dmjl, pair-filling-minor, 2, 0",
        "dmjl, pair-filling-major, 4, 0",
        "millington, pair-filling-major, 4, 0",
        "dmjl, own-flower-and-season, 0, 1",
        "millington, own-flower-and-season, 0, 1",
        "dmjl, all-flowers, 0, 1",
        "millington, all-seasons, 0, 1",
        "dmjl, little-three-dragons, 0, 1",
        "millington, big-three-dragons, 0, 2",
        "dmjl, little-four-winds, 0, 1",
        "millington, big-four-winds, 0, 2",
        "dmjl, three-concealed-pungs, 0, 1",
        "millington, zero-point-hand, 0, 1",
        "dmjl, one-suit-only, 0, 3",
        "millington, one-suit-only, 0, 3",
        "millington, one-suit-with-honours, 0, 1",
        "dmjl, self-drawn, 2, 0",
        "millington, concealed-major-kong, 32, 0",
    })
    void valuesAreThoseOfTheirRules(String preset, String id, long points, int doubles) {
        Element e = Rulesets.preset(preset).element(RuleId.ofId(id).orElseThrow()).orElseThrow();
        assertThat(e.points()).as("points").isEqualTo(points);
        assertThat(e.doubles()).as("doubles").isEqualTo(doubles);
    }

    @Test
    void optionsAreThoseOfTheirRules() {
        assertThat(dmjl.settlement().limit()).isEqualTo(Limit.of(500));
        assertThat(dmjl.limitValue()).isEqualTo(500);
        assertThat(millington.settlement().limit()).isEqualTo(Limit.of(1000));
        assertThat(dmjl.scoring().eastStreakLimit()).isEqualTo(9);
        assertThat(millington.scoring().eastStreakLimit()).isEqualTo(13);
        assertThat(dmjl.scoring().kongHas3Types()).isFalse();
        assertThat(millington.scoring().kongHas3Types()).isTrue();
        for (Ruleset r : new Ruleset[] {dmjl, millington}) {
            assertThat(r.scoring().maxChows()).as(r.id()).isEqualTo(4);
            assertThat(r.scoring().concealedWinOnDiscard()).as(r.id()).isFalse();
            assertThat(r.scoring().bonusOnSpecialHands()).as(r.id()).isFalse();
            assertThat(r.scoring().losersPurity()).as(r.id()).isFalse();
            assertThat(r.scoring().selfDrawnIncludesLooseTile()).as(r.id()).isFalse();
            assertThat(r.scoring().rounding()).as(r.id()).isEqualTo(Rounding.NONE);
            assertThat(r.settlement().eastDoubles()).as(r.id()).isTrue();
            assertThat(r.settlement().losersSettle()).as(r.id()).isTrue();
            assertThat(r.settlement().method()).as(r.id()).isEqualTo(PaymentMethod.DIFFERENCE);
            assertThat(r.settlement().drawPays()).as(r.id()).isEqualTo(DrawPays.NOTHING);
            assertThat(r.settlement().payForAll()).as(r.id()).isFalse();
            assertThat(r.tallies()).as(r.id()).isEqualTo(TallySet.DEFAULT);
        }
    }

    @Test
    void sharedHandsKeepTheirIdsUnderTheNamesTheirBooksUse() {
        assertThat(millington.element(RuleId.HIDDEN_TREASURE).orElseThrow().name()).isEqualTo("Buried Treasure");
        assertThat(millington.element(RuleId.SQUIRMING_SNAKE).orElseThrow().name()).isEqualTo("Wriggling Snake");
        assertThat(millington.element(RuleId.ALL_WINDS_AND_DRAGONS).orElseThrow().name()).isEqualTo("All Honours");
        assertThat(millington.element(RuleId.ALL_GREEN).orElseThrow().name()).isEqualTo("Imperial Jade");
        assertThat(dmjl.element(RuleId.THIRTEEN_UNIQUE_WONDERS).orElseThrow().name()).isEqualTo("Thirteen Orphans");
        assertThat(dmjl.element(RuleId.ALL_GREEN).orElseThrow().name()).isEqualTo("Imperial Jade");
        assertThat(dmjl.element(RuleId.IMPERIAL_JADE)).isEmpty();
        assertThat(dmjl.element(RuleId.SQUIRMING_SNAKE).orElseThrow().name()).isEqualTo("Squirming Snake");
    }

    @Test
    void eachPresetHasItsOwnHashAndLoadsOnce() {
        assertThat(Rulesets.preset("dmjl")).isSameAs(dmjl);
        assertThat(dmjl.hash()).matches("[0-9a-f]{16}").isEqualTo(RulesetText.hash(dmjl));
        assertThat(millington.hash()).matches("[0-9a-f]{16}").isEqualTo(RulesetText.hash(millington));
        assertThat(Set.of(dmjl.hash(), millington.hash(), Rulesets.bmja().hash())).hasSize(3);
        assertThat(RulesetText.canonical(dmjl)).contains("option eastStreakLimit = 9\n")
                .doesNotContain("option kongHas3Types");
        assertThat(RulesetText.canonical(millington)).contains("option eastStreakLimit = 13\n")
                .contains("option kongHas3Types = true\n");
    }

    /**
     * The hashes stored with games played under these presets: a change to the canonical text
     * (a new element field, a new option) must leave them as they are.
     */
    @Test
    void theHashesAreThoseOfStoredGames() {
        assertThat(dmjl.hash()).isEqualTo("8abebb029ad8e5d8");
        assertThat(millington.hash()).isEqualTo("ab855e852c1ee041");
    }
}
