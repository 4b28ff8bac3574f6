/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.Rounding;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.settlement.DrawPays;
import org.mahjongtally.settlement.Limit;
import org.mahjongtally.settlement.PaymentMethod;
import org.mahjongtally.settlement.TallySet;

/** The shipped bmja preset against docs/rules.md (BMJA column) and docs/rulesets.md ("bmja"). */
class BmjaPresetTest {

    /** RuleIds BMJA does not score (docs/rules.md sections 5, 6.1, 6.2 and 11). */
    private static final Set<RuleId> NOT_IN_BMJA = Set.of(
            RuleId.ONLY_POSSIBLE_TILE, RuleId.PAIR_FILLING_MINOR, RuleId.PAIR_FILLING_MAJOR,
            RuleId.OWN_FLOWER_AND_SEASON, RuleId.LITTLE_THREE_DRAGONS,
            RuleId.BIG_THREE_DRAGONS, RuleId.LITTLE_FOUR_WINDS, RuleId.BIG_FOUR_WINDS,
            RuleId.THREE_CONCEALED_PUNGS, RuleId.ZERO_POINT_HAND, RuleId.ONE_SUIT_ONLY,
            RuleId.SEVEN_PAIRS, RuleId.SEMI_CONCEALED,
            // the limit hands of the German league and Millington (docs/rules.md §8.2 and 11)
            RuleId.NINE_GATES, RuleId.SQUIRMING_SNAKE, RuleId.CONCEALED_CLEAR_SUIT,
            RuleId.HIDDEN_TREASURE, RuleId.ALL_GREEN, RuleId.CARRYING_POLE, RuleId.EAST_STREAK,
            // Three Great Scholars with any fourth set: BMJA wants a pung or kong (docs/rules.md §8.1)
            RuleId.THREE_GREAT_SCHOLARS);

    private final Ruleset bmja = Rulesets.bmja();

    @Test
    void itIsTheDefaultAndLoadsOnce() {
        assertThat(Rulesets.presetIds()).containsExactly("bmja", "dmjl", "millington");
        assertThat(Rulesets.DEFAULT_ID).isEqualTo("bmja");
        assertThat(Rulesets.preset("bmja")).isSameAs(bmja);
        assertThat(Rulesets.resolve("bmja")).isSameAs(bmja);
        assertThat(bmja.id()).isEqualTo("bmja");
        assertThat(bmja.name()).isEqualTo("British Mah-Jong Association");
        assertThat(bmja.version()).isEqualTo(1);
    }

    @Test
    void itScoresEveryElementExceptThoseBmjaLacks() {
        Set<RuleId> expected = new java.util.TreeSet<>(PresetFiles.inSomePreset());
        expected.removeAll(NOT_IN_BMJA);
        assertThat(bmja.elements().keySet()).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(bmja.elements()).hasSize((int) PresetFiles.elementTables("bmja"));
    }

    @Test
    void ithasTheNineteenSpecialHandsOfSection81() {
        assertThat(bmja.elements().keySet().stream()
                .filter(id -> id.kind() == ElementKind.SPECIAL_HAND)).hasSize(19);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // section 3: set points
        "exposed-minor-pung, 2, 0, 0, 0",
        "concealed-minor-pung, 4, 0, 0, 0",
        "exposed-major-pung, 4, 0, 0, 0",
        "concealed-major-pung, 8, 0, 0, 0",
        "exposed-minor-kong, 8, 0, 0, 0",
        "concealed-minor-kong, 16, 0, 0, 0",
        "exposed-major-kong, 16, 0, 0, 0",
        "concealed-major-kong, 32, 0, 0, 0",
        // section 4: pairs and bonus tiles
        "dragon-pair, 2, 0, 0, 0",
        "own-wind-pair, 2, 0, 0, 0",
        "prevailing-wind-pair, 2, 0, 0, 0",
        "bonus-tile, 4, 0, 0, 0",
        // section 5: winner's points
        "mah-jong, 20, 0, 0, 0",
        "self-drawn, 2, 0, 0, 0",
        // section 6.1: doubles for every player
        "dragon-set, 0, 1, 0, 0",
        "own-wind-set, 0, 1, 0, 0",
        "prevailing-wind-set, 0, 1, 0, 0",
        "own-flower, 0, 1, 0, 0",
        "own-season, 0, 1, 0, 0",
        "all-flowers, 0, 2, 0, 0",
        "all-seasons, 0, 2, 0, 0",
        // section 6.2: doubles for the winner
        "no-chows, 0, 1, 0, 0",
        "fully-concealed, 0, 1, 0, 0",
        "one-suit-with-honours, 0, 1, 0, 0",
        "all-majors, 0, 1, 0, 0",
        "loose-tile, 0, 1, 0, 0",
        "last-wall-tile, 0, 1, 0, 0",
        "last-discard, 0, 1, 0, 0",
        "robbing-a-kong, 0, 1, 0, 0",
        "original-call, 0, 1, 0, 0",
        // section 8.1: special hands
        "purity, 0, 3, 0, 100",
        "all-pair-honours, 0, 0, 50, 20",
        "knitting, 0, 0, 50, 20",
        "triple-knitting, 0, 0, 50, 20",
        "thirteen-unique-wonders, 0, 0, 100, 40",
        "heads-and-tails, 0, 0, 100, 40",
        "all-winds-and-dragons, 0, 0, 100, 40",
        "fourfold-plenty, 0, 0, 100, 40",
        "three-great-scholars-no-chows, 0, 0, 100, 40",
        "four-blessings, 0, 0, 100, 40",
        "buried-treasure, 0, 0, 100, 40",
        "imperial-jade, 0, 0, 100, 40",
        "gates-of-heaven, 0, 0, 100, 40",
        "wriggling-snake, 0, 0, 100, 40",
        "heavens-blessing, 0, 0, 100, 0",
        "earths-blessing, 0, 0, 100, 0",
        "plum-blossom, 0, 0, 100, 0",
        "moon-from-the-sea, 0, 0, 100, 0",
        "twofold-fortune, 0, 0, 100, 0",
    })
    void everyElementHasItsBmjaValue(String id, long points, int doubles, int limit, int fishing) {
        Element e = bmja.element(RuleId.ofId(id).orElseThrow()).orElseThrow();
        assertThat(e.points()).as("points").isEqualTo(points);
        assertThat(e.doubles()).as("doubles").isEqualTo(doubles);
        assertThat(e.limitPercent()).as("limit").isEqualTo(limit);
        assertThat(e.fishingPercent()).as("fishing").isEqualTo(fishing);
        assertThat(e.name()).isNotBlank().isNotEqualTo(id);
    }

    @Test
    void onlyTheBouquetsExcludeAnything() {
        assertThat(bmja.element(RuleId.ALL_FLOWERS).orElseThrow().excludes())
                .containsExactly(RuleId.OWN_FLOWER);
        assertThat(bmja.element(RuleId.ALL_SEASONS).orElseThrow().excludes())
                .containsExactly(RuleId.OWN_SEASON);
        assertThat(bmja.elements().values().stream()
                .filter(e -> !e.excludes().isEmpty())).hasSize(2);
    }

    @Test
    void specialHandsHaveTheNamesPlayersKnow() {
        assertThat(bmja.element(RuleId.FOUR_BLESSINGS).orElseThrow().name())
                .isEqualTo("Four Blessings Hovering over the Door");
        assertThat(bmja.element(RuleId.PLUM_BLOSSOM).orElseThrow().name())
                .isEqualTo("Gathering the Plum Blossom from the Roof");
        assertThat(bmja.element(RuleId.MOON_FROM_THE_SEA).orElseThrow().name())
                .isEqualTo("Plucking the Moon from the Bottom of the Sea");
        assertThat(bmja.element(RuleId.DRAGON_SET).orElseThrow().name())
                .isEqualTo("Pung or kong of dragons");
    }

    @Test
    void optionsAreThoseOfBmja() {
        assertThat(bmja.settlement().limit()).isEqualTo(Limit.of(1000));
        assertThat(bmja.limitValue()).isEqualTo(1000);
        assertThat(bmja.settlement().eastDoubles()).isTrue();
        assertThat(bmja.settlement().losersSettle()).isTrue();
        assertThat(bmja.settlement().method()).isEqualTo(PaymentMethod.DIFFERENCE);
        assertThat(bmja.settlement().drawPays()).isEqualTo(DrawPays.NOTHING);
        assertThat(bmja.settlement().payForAll()).isFalse();
        assertThat(bmja.scoring().maxChows()).isEqualTo(1);
        assertThat(bmja.scoring().notionalLimit()).isEqualTo(1000);
        assertThat(bmja.scoring().losersPurity()).isFalse();
        assertThat(bmja.scoring().selfDrawnIncludesLooseTile()).isFalse();
        assertThat(bmja.scoring().concealedWinOnDiscard()).isTrue();
        assertThat(bmja.scoring().bonusOnSpecialHands()).isTrue();
        assertThat(bmja.scoring().rounding()).isEqualTo(Rounding.NONE);
        assertThat(bmja.tallies()).isEqualTo(TallySet.DEFAULT);
        assertThat(bmja.scoring().eastStreakLimit()).isZero();
        assertThat(bmja.scoring().kongHas3Types()).isFalse();
    }

    @Test
    void hashIsTheCanonicalTextsAndPinned() {
        assertThat(bmja.hash()).matches("[0-9a-f]{16}").isEqualTo(RulesetText.hash(bmja));
        // Pinned on purpose: a stored game names its rules by this hash, so any change to
        // bmja.toml's values, or to the canonical text, must be a deliberate decision.
        assertThat(bmja.hash()).isEqualTo(PINNED_BMJA_HASH);
    }

    private static final String PINNED_BMJA_HASH = "d47c8f2fd13f0bf6";
}
