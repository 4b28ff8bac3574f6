/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.settlement.Limit;
import org.mahjongtally.settlement.PaymentMethod;

/** Club files that extend a preset: overrides, additions, removals, and their hashes. */
class ClubFileTest {

    private final Ruleset bmja = Rulesets.bmja();

    static Path file(String name) {
        try {
            return Path.of(Objects.requireNonNull(
                    ClubFileTest.class.getResource("/ruleset-files/" + name), name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aClubFileChangesExactlyWhatItSays() {
        Ruleset club = Rulesets.load(file("bmja-club.toml"));

        assertThat(club.id()).isEqualTo("bmja-club");
        assertThat(club.name()).isEqualTo("Riverside Mah-Jong Club");
        assertThat(club.version()).isEqualTo(3);
        assertThat(club.settlement()).isEqualTo(bmja.settlement().withLimit(Limit.of(500)));
        assertThat(club.scoring()).isEqualTo(bmja.scoring());
        assertThat(club.tallies()).isEqualTo(bmja.tallies());

        Map<RuleId, Element> expected = new java.util.TreeMap<>(bmja.elements());
        expected.remove(RuleId.ORIGINAL_CALL);
        Element dragons = bmja.element(RuleId.DRAGON_SET).orElseThrow();
        expected.put(RuleId.DRAGON_SET, new Element(RuleId.DRAGON_SET, dragons.name(), 0, 2, 0, 0,
                Set.of()));
        assertThat(club.elements()).isEqualTo(expected);

        assertThat(club.hash()).matches("[0-9a-f]{16}").isNotEqualTo(bmja.hash());
    }

    @Test
    void restatingThePresetGivesTheSameHash() {
        Ruleset restated = Rulesets.load(file("bmja-restated.toml"));

        assertThat(restated.id()).isEqualTo("bmja-restated");
        assertThat(restated.name()).as("the id stands in for a missing name")
                .isEqualTo("bmja-restated");
        assertThat(restated.elements()).isEqualTo(bmja.elements());
        assertThat(restated.hash()).isEqualTo(bmja.hash());
        assertThat(RulesetText.canonical(restated)).isEqualTo(RulesetText.canonical(bmja));
    }

    @Test
    void aFullCopyOfThePresetUnderAnotherIdHasTheSameHash() throws Exception {
        String text = new String(Objects.requireNonNull(
                Rulesets.class.getResourceAsStream("/rulesets/bmja.toml")).readAllBytes(),
                java.nio.charset.StandardCharsets.UTF_8);
        Ruleset copy = Rulesets.read("copy.toml", text.replace("id = \"bmja\"", "id = \"copy\""));

        assertThat(copy.id()).isEqualTo("copy");
        assertThat(copy.hash()).isEqualTo(bmja.hash());
    }

    @Test
    void numbersWithUnderscoresAndStringsInSingleQuotesAreReadAsTomlMeansThem() {
        Ruleset sameAsBmja = Rulesets.read("forms.toml", """
                id = 'forms'
                version = 1
                extends = 'bmja'

                [options]
                limit = 1_000
                method = 'difference'
                """);
        Ruleset changed = Rulesets.read("forms.toml", """
                id = "forms"
                version = 0x2
                extends = '''bmja'''

                [options]
                limit = 2_000
                method = 'alternative'
                """);

        assertThat(sameAsBmja.settlement()).isEqualTo(bmja.settlement());
        assertThat(sameAsBmja.hash()).isEqualTo(bmja.hash());
        assertThat(changed.version()).isEqualTo(2);
        assertThat(changed.settlement()).isEqualTo(bmja.settlement().withLimit(Limit.of(2000))
                .withMethod(PaymentMethod.ALTERNATIVE));
    }

    @Test
    void aFileCanExtendAnotherFileByRelativePathAndAddAnElement() {
        Ruleset club = Rulesets.load(file("bmja-club.toml"));
        Ruleset inner = Rulesets.load(file("club-of-club.toml"));

        assertThat(inner.settlement()).isEqualTo(club.settlement().withEastDoubles(false));
        assertThat(inner.element(RuleId.THREE_CONCEALED_PUNGS)).contains(
                Element.doubles(RuleId.THREE_CONCEALED_PUNGS, "Three concealed pungs", 1));
        assertThat(inner.elements()).hasSize(club.elements().size() + 1);
        assertThat(inner.has(RuleId.ORIGINAL_CALL)).isFalse();
        assertThat(Rulesets.resolve(file("club-of-club.toml").toString())).isEqualTo(inner);
    }

    /** One change each: every option, and every kind of change to elements. */
    static Stream<String> changes() {
        return Stream.of(
                "[options]\nlimit = \"none\"",
                "[options]\nnotionalLimit = 2000",
                "[options]\nmaxChows = 4",
                "[options]\neastDoubles = false",
                "[options]\nlosersSettle = false",
                "[options]\nmethod = \"alternative\"",
                "[options]\ndrawPays = \"differences\"",
                "[options]\npayForAll = true",
                "[options]\nlosersPurity = true",
                "[options]\nselfDrawnIncludesLooseTile = true",
                "[options]\nconcealedWinOnDiscard = false",
                "[options]\nbonusOnSpecialHands = false",
                "[options]\nrounding = \"final-to-10\"",
                "[options]\ntallies = \"Harmony=2,Man=10,Earth=100,Heaven=1000\"",
                "[[element]]\nid = \"mah-jong\"\npoints = 10",
                "[[element]]\nid = \"dragon-set\"\nname = \"Dragon pung\"",
                "[[element]]\nid = \"knitting\"\nfishing = 0",
                "[[element]]\nid = \"purity\"\ndoubles = 0\nlimit = 100",
                "[[element]]\nid = \"all-flowers\"\nexcludes = []",
                "[[remove]]\nid = \"bonus-tile\"",
                "[[element]]\nid = \"zero-point-hand\"\nname = \"Zero-point hand\"\ndoubles = 1",
                "[options]\neastStreakLimit = 13",
                "[options]\nkongHas3Types = true",
                "[[element]]\nid = \"no-chows\"\npoints = 10",
                "[[element]]\nid = \"seven-pairs\"\nname = \"Seven pairs\"\npoints = 20");
    }

    private static Ruleset changed(String change) {
        return Rulesets.read("changed.toml",
                "id = \"changed\"\nversion = 1\nextends = \"bmja\"\n" + change + "\n");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("changes")
    void anyChangedValueChangesTheHash(String change) {
        assertThat(changed(change).hash()).isNotEqualTo(bmja.hash());
    }

    @Test
    void differentChangesGiveDifferentHashes() {
        Set<String> hashes = changes().map(c -> changed(c).hash()).collect(Collectors.toSet());

        assertThat(hashes).hasSize((int) changes().count());
    }

    @Test
    void anOverrideKeepsTheFieldsItDoesNotGive() {
        Ruleset club = Rulesets.read("club.toml", """
                id = "club"
                version = 1
                extends = "bmja"

                [[element]]
                id = "thirteen-unique-wonders"
                fishing = 0
                """);

        Element wonders = club.element(RuleId.THIRTEEN_UNIQUE_WONDERS).orElseThrow();
        assertThat(wonders.name()).isEqualTo("Thirteen Unique Wonders");
        assertThat(wonders.limitPercent()).isEqualTo(100);
        assertThat(wonders.fishingPercent()).isZero();
    }
}
