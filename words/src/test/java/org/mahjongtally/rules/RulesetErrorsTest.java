/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongtally.TallyException;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/** Bad ruleset files: every problem is reported, with its file and line, and nothing loads. */
class RulesetErrorsTest {

    private static final Words ENGLISH = Words.in(Language.ENGLISH);

    /** A file of the ruleset files these tests read. */
    static Path file(String name) {
        try {
            return Path.of(Objects.requireNonNull(
                    RulesetErrorsTest.class.getResource("/ruleset-files/" + name), name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static RulesetException problemsOf(String fileName, String text) {
        return catchThrowableOfType(RulesetException.class, () -> Rulesets.read(fileName, text));
    }

    private static List<String> lines(RulesetException e) {
        return e.problems().stream().map(p -> p.line() + ": " + ENGLISH.render(p.message())).toList();
    }

    @Test
    void aBrokenFileListsEveryProblemWithItsLine() {
        RulesetException e = catchThrowableOfType(RulesetException.class,
                () -> Rulesets.load(file("broken-club.toml")));

        assertThat(e).isInstanceOf(TallyException.class);
        assertThat(e.code()).isEqualTo("invalid-ruleset");
        assertThat(e.problems()).allSatisfy(p ->
                assertThat(p.file()).isEqualTo("broken-club.toml"));
        assertThat(e.problems()).map(RulesetProblem::line)
                .containsExactly(3, 5, 8, 9, 10, 11, 12, 13, 16, 21, 25, 29, 35, 41, 43, 49);
        List<String> lines = lines(e);
        String[] expected = {
            "3: 'version' must be a whole number, not a string",
            "5: unknown key 'colour' at the top of the file (keys: id, name, version, extends)",
            "8: option 'limit' must be \"none\" or a positive even number",
            "9: option 'maxChows' must be from 0 to 4, not 7",
            "10: option 'method' is wrong: unknown payment method 'diference'",
            "11: option 'rounding' must be one of none, final-to-10, basic-up-to-10, not 'up'",
            "12: option 'tallies' is wrong",
            "13: unknown option 'eastDouble'; did you mean 'eastDoubles'?",
            "16: unknown element 'dragon-sett'; did you mean 'dragon-set'?",
            "21: 'mah-jong' is a points element: give it points, not doubles",
            "25: 'own-wind-set': 'doubles' must be from 0 to 10, not -1",
            "29: 'knitting': 'limit' must be from 0 to 100, not 150",
            "35: element 'no-chows' is given twice (first on line 31)",
            "41: 'all-flowers' excludes an unknown element 'own-flowr'; did you mean 'own-flower'?",
            "43: element 'three-concealed-pungs' is new here and needs a name",
            "49: unknown key 'colour' in [[remove]] (keys: id)",
        };
        for (int i = 0; i < expected.length; i++) {
            assertThat(lines.get(i)).startsWith(expected[i]);
        }
        assertThat(ENGLISH.render(e)).startsWith("16 problems in the ruleset:\n")
                .contains("  broken-club.toml:16: unknown element 'dragon-sett'; did you mean"
                        + " 'dragon-set'?");
    }

    @Test
    void aCycleOfExtendsIsReported() {
        RulesetException e = catchThrowableOfType(RulesetException.class,
                () -> Rulesets.load(file("cycle-a.toml")));

        assertThat(e.problems()).hasSize(1);
        assertThat(ENGLISH.render(e.problems().get(0).located())).isEqualTo("cycle-b.toml:4: extends goes round"
                + " in a cycle: cycle-a.toml -> cycle-b.toml -> cycle-a.toml; a ruleset cannot"
                + " extend itself");
    }

    @Test
    void aFileExtendingItselfIsACycle() {
        RulesetException e = catchThrowableOfType(RulesetException.class,
                () -> Rulesets.load(file("self.toml")));

        assertThat(lines(e)).containsExactly("3: extends goes round in a cycle: self.toml ->"
                + " self.toml; a ruleset cannot extend itself");
    }

    @Test
    void extendingSomethingThatDoesNotExistListsThePresets() {
        RulesetException e = problemsOf("club.toml", """
                id = "club"
                version = 1
                extends = "bmj"
                """);

        assertThat(lines(e)).containsExactly("3: extends 'bmj', which is not a preset; the"
                + " presets are bmja, dmjl, millington");
    }

    @Test
    void excludingAnElementTheRulesetDoesNotScoreIsReported() {
        RulesetException e = problemsOf("club.toml", """
                id = "club"
                version = 1
                extends = "bmja"

                [[element]]
                id = "no-chows"
                excludes = ["one-suit-only"]
                """);

        assertThat(lines(e)).containsExactly("7: 'no-chows' excludes 'one-suit-only', which this"
                + " ruleset does not score");
    }

    @Test
    void removingAnExcludedElementAloneIsReportedAtTheRemoval() {
        RulesetException e = problemsOf("club.toml", """
                id = "club"
                version = 1
                extends = "bmja"

                [[remove]]
                id = "own-flower"
                """);

        assertThat(lines(e)).containsExactly("6: cannot remove 'own-flower' alone: 'all-flowers'"
                + " excludes it; remove 'all-flowers' too, or give it excludes = []");
    }

    @Test
    void removingBothIsFine() {
        var r = Rulesets.read("club.toml", """
                id = "club"
                version = 1
                extends = "bmja"

                [[remove]]
                id = "own-flower"

                [[remove]]
                id = "all-flowers"
                """);

        assertThat(r.elements()).hasSize(Rulesets.bmja().elements().size() - 2);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "dragon-sett | dragon-set",
        "dragonset | dragon-set",
        "own-wind-sett | own-wind-set",
        "fourblessings | four-blessings",
        "thirteen-orphans-wonders | thirteen-unique-wonders",
    })
    void anUnknownIdSuggestsTheNearest(String typo, String meant) {
        RulesetException e = problemsOf("club.toml", "id = \"club\"\nversion = 1\n"
                + "extends = \"bmja\"\n[[element]]\nid = \"" + typo + "\"\ndoubles = 1\n");

        assertThat(lines(e)).containsExactly("5: unknown element '" + typo + "'; did you mean '"
                + meant + "'?");
    }

    @Test
    void aFarOffIdGetsNoSuggestion() {
        RulesetException e = problemsOf("club.toml", "id = \"club\"\nversion = 1\n"
                + "extends = \"bmja\"\n[[remove]]\nid = \"chicken-hand\"\n");

        assertThat(lines(e)).containsExactly("5: unknown element 'chicken-hand'");
    }

    @Test
    void aFileWithoutExtendsMustSetEveryOptionAndHaveIdAndVersion() {
        RulesetException e = problemsOf("own.toml", """
                name = "Our own"

                [options]
                limit = 1000

                [[element]]
                id = "mah-jong"
                name = "Mah-Jong"
                points = 20
                """);

        assertThat(lines(e)).containsExactly(
                "1: the file has no id; add id = \"my-club\" at the top, before any [table]",
                "1: the file has no version; add version = 1 at the top, before any [table]",
                "3: a ruleset that extends no other must set every option; missing under"
                        + " [options]: notionalLimit, maxChows, eastDoubles, losersSettle,"
                        + " method, drawPays, payForAll, losersPurity,"
                        + " selfDrawnIncludesLooseTile, concealedWinOnDiscard,"
                        + " bonusOnSpecialHands, rounding, tallies");
    }

    @Test
    void elementValuesMustFitTheirKind() {
        RulesetException e = problemsOf("club.toml", """
                id = "club"
                version = 1
                extends = "bmja"

                [[element]]
                id = "dragon-pair"
                points = -2

                [[element]]
                id = "all-pair-honours"
                doubles = 2

                [[element]]
                id = "zero-point-hand"
                name = "Zero-point hand"

                [[element]]
                id = "big-four-winds"
                name = "Big four winds"
                points = 10
                doubles = 2

                [[element]]
                id = "knitting"
                limit = 10
                """);

        assertThat(lines(e)).containsExactly(
                "7: 'dragon-pair': 'points' must be 0 or more, not -2",
                "9: special hand 'all-pair-honours' has both limit (50) and doubles (2); give one"
                        + " and set the other to 0",
                "13: element 'zero-point-hand' is new here and needs doubles = ...",
                "20: 'big-four-winds' is a doubles element: give it doubles, not points",
                "23: special hand 'knitting': a calling loser (fishing 20) cannot score more"
                        + " than the winner (limit 10)");
    }

    @Test
    void theNewOptionsAndElementsAreCheckedTooAndEveryProblemIsListed() {
        RulesetException e = problemsOf("club.toml", """
                id = "club"
                version = 1
                extends = "millington"

                [options]
                eastStreakLimit = 1
                kongHas3Types = "yes"
                limit = 500

                [[element]]
                id = "seven-pairs"
                points = 20

                [[element]]
                id = "dragon-set"
                points = 10

                [[element]]
                id = "no-chows"
                points = 10
                fishing = 5

                [[element]]
                id = "nine-gate"
                limit = 100
                """);

        assertThat(lines(e)).containsExactly(
                "6: option 'eastStreakLimit' must be 0 (no such limit hand) or a streak of 2 or"
                        + " more wins, such as 13 (Millington) or 9 (German league), not 1",
                "7: option 'kongHas3Types' must be true or false (without quotes), not a string",
                "10: element 'seven-pairs' is new here and needs a name, such as name = \"...\"",
                "16: 'dragon-set' is a doubles element: give it doubles, not points",
                "21: 'no-chows' is a doubles element: give it doubles or points, not fishing",
                "24: unknown element 'nine-gate'; did you mean 'nine-gates'?");
    }

    @Test
    void eastsStreakNeedsItsLength() {
        RulesetException e = problemsOf("club.toml", """
                id = "club"
                version = 1
                extends = "bmja"

                [[element]]
                id = "east-streak"
                name = "East's thirteenth win"
                limit = 100
                """);
        RulesetException zeroed = problemsOf("club.toml", """
                id = "club"
                version = 1
                extends = "millington"

                [options]
                eastStreakLimit = 0
                """);

        assertThat(lines(e)).containsExactly("5: 'east-streak' scores East's Nth win in a row, but"
                + " the option eastStreakLimit is 0 (none); set eastStreakLimit = 13 (Millington)"
                + " or 9 (German league), or remove 'east-streak'");
        assertThat(lines(zeroed)).singleElement().asString().startsWith("6: 'east-streak' scores");
    }

    @Test
    void aFileWithoutExtendsMayLeaveOutTheOptionsThatHaveADefault() {
        String bmja = new String(readPreset("bmja"), java.nio.charset.StandardCharsets.UTF_8)
                .replace("id = \"bmja\"", "id = \"own\"")
                .replace("eastStreakLimit = 0\n", "").replace("kongHas3Types = false\n", "");

        Ruleset own = Rulesets.read("own.toml", bmja);

        assertThat(own.scoring().eastStreakLimit()).isZero();
        assertThat(own.scoring().kongHas3Types()).isFalse();
        assertThat(own.hash()).isEqualTo(Rulesets.bmja().hash());
    }

    private static byte[] readPreset(String id) {
        try (var in = Rulesets.class.getResourceAsStream("/rulesets/" + id + ".toml")) {
            return in.readAllBytes();
        } catch (java.io.IOException ex) {
            throw new java.io.UncheckedIOException(ex);
        }
    }

    @Test
    void aSpecialHandNeedsLimitOrDoubles() {
        RulesetException e = problemsOf("club.toml", """
                id = "club"
                version = 1
                extends = "bmja"

                [[element]]
                id = "purity"
                doubles = 0
                """);

        assertThat(lines(e)).containsExactly("5: special hand 'purity' has neither limit nor"
                + " doubles; give limit = (percent of the limit, such as 100) or doubles = ...");
    }

    @Test
    void removalsAndTablesAreChecked() {
        RulesetException e = problemsOf("club.toml", """
                id = "BMJA Club"
                version = 0
                extends = "bmja"

                [option]
                limit = 500

                [[remove]]
                id = "zero-point-hand"

                [[element]]
                id = "mah-jong"
                points = 10

                [[remove]]
                id = "mah-jong"

                [element]
                id = "self-drawn"
                points = 4
                """);

        assertThat(lines(e)).containsExactly(
                "1: 'id' must be 1 to 40 lower-case letters, digits and '-', starting with a"
                        + " letter or digit, such as \"bmja-club\"; not 'BMJA Club'",
                "2: 'version' must be from 1 to 2147483647, not 0",
                "5: unknown table [option]; did you mean 'options'?",
                "9: cannot remove 'zero-point-hand': the ruleset this file extends does not"
                        + " score it",
                "16: element 'mah-jong' is both removed here and given on line 11; keep one of"
                        + " the two",
                "18: [element] and [[element]] cannot both be used; use [[element]] as on"
                        + " line 11");
    }

    @Test
    void tablesNeedTheRightBrackets() {
        RulesetException e = problemsOf("club.toml", """
                id = "club"
                version = 1
                extends = "bmja"

                [[options]]
                limit = 500

                [element]
                id = "self-drawn"
                points = 4
                """);

        assertThat(lines(e)).containsExactly(
                "5: write [options] with single brackets",
                "8: write [[element]] with double brackets: every element is one entry of a"
                        + " list");
    }

    @Test
    void misplacedAndMisspeltKeysSayWhereTheyBelong() {
        RulesetException e = problemsOf("club.toml", """
                id = "club"
                version = 1
                extends = "bmja"
                limit = 500

                [[element]]
                id = "dragon-set"
                double = 2
                """);

        assertThat(lines(e)).containsExactly(
                "4: unknown key 'limit' at the top of the file (keys: id, name, version,"
                        + " extends); options go under [options]",
                "8: unknown key 'double' in [[element]]; did you mean 'doubles'?");
    }

    @Test
    void aUserFileMayNotTakeAPresetId() {
        RulesetException e = problemsOf("bmja.toml", """
                id = "bmja"
                version = 2
                extends = "bmja"
                """);

        assertThat(lines(e)).containsExactly("1: 'bmja' is the id of a shipped preset; give this"
                + " ruleset an id of its own, such as \"bmja-club\"");
    }

    @Test
    void problemsOfAnExtendedFileComeFirstWithTheirOwnFileName() {
        RulesetException e = catchThrowableOfType(RulesetException.class,
                () -> Rulesets.load(file("extends-broken.toml")));

        assertThat(e.problems()).map(RulesetProblem::file).startsWith("broken-club.toml")
                .endsWith("extends-broken.toml");
        assertThat(e.problems()).filteredOn(p -> p.file().equals("broken-club.toml"))
                .hasSize(16);
        assertThat(ENGLISH.render(e.problems().get(e.problems().size() - 1).located()))
                .isEqualTo("extends-broken.toml:5: unknown option 'limt'; did you mean"
                        + " 'limit'?");
    }

    @Test
    void neitherAPresetNorAFile() {
        RulesetException e = catchThrowableOfType(RulesetException.class,
                () -> Rulesets.resolve("no-such-rules.toml"));

        assertThat(ENGLISH.render(e)).isEqualTo("no-such-rules.toml: neither a preset nor a ruleset file;"
                + " the presets are bmja, dmjl, millington, or give the path of a .toml file");
    }

    @Test
    void aMissingFileIsAProblemNotAnIoException() {
        RulesetException e = catchThrowableOfType(RulesetException.class,
                () -> Rulesets.load(java.nio.file.Path.of("does/not/exist.toml")));

        assertThat(e.problems()).singleElement().satisfies(p -> {
            assertThat(p.line()).isZero();
            assertThat(ENGLISH.render(p.message())).contains("there is no such file");
        });
    }
}
