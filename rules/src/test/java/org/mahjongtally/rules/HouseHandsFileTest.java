/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongtally.Message;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.NotAWinningHand;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.scoring.pattern.PatternProblem;

/**
 * A ruleset file's own special hands, written as patterns (docs/rulesets.md, "Special hands"):
 * read, checked with every mistake at its line and column, scored, written out in full and read
 * back, and part of the canonical text, the hash and the diff.
 */
class HouseHandsFileTest {

    private static final String SEVEN_PAIRS = """
            id = "our-rules"
            version = 1
            extends = "bmja"

            [[element]]
            id = "seven-pairs-hand"
            name = "Seven Pairs"
            name-pl = "Siedem par"
            name-ru = "Семь пар"
            pattern = \"""
            # seven pairs, concealed: more than one pair makes a hand of fourteen tiles
            7 pairs
            \"""
            limit = 50
            fishing = 25
            """;

    private static final String WINNER = "1133b 5577c 99d EE RR seat=S win=R by=wall";

    private static Ruleset read(String text) {
        return Rulesets.read("our.toml", text);
    }

    private static List<RulesetProblem> problems(String text) {
        try {
            read(text);
        } catch (RulesetException e) {
            return e.problems();
        }
        throw new AssertionError("no problem found in\n" + text);
    }

    @Test
    void aClubHandIsReadWithItsNamesAndPattern() {
        Ruleset ours = read(SEVEN_PAIRS);
        Element hand = ours.element(RuleId.houseHand("seven-pairs-hand")).orElseThrow();

        assertThat(hand.name()).isEqualTo("Seven Pairs");
        assertThat(hand.names()).isEqualTo(Map.of("pl", "Siedem par", "ru", "Семь пар"));
        assertThat(hand.pattern()).isEqualTo("# seven pairs, concealed: more than one pair makes a hand of fourteen"
                + " tiles\n7 pairs\n");
        assertThat(hand.limitPercent()).isEqualTo(50);
        assertThat(hand.fishingPercent()).isEqualTo(25);
        assertThat(ours.elements()).hasSize(Rulesets.bmja().elements().size() + 1);
    }

    @Test
    void itScoresHalfTheLimitAndAsACallersFishingValue() {
        Ruleset ours = read(SEVEN_PAIRS);
        assertThat(Scorer.score(Hand.parse(WINNER), Rulesets.bmja())).isInstanceOf(NotAWinningHand.class);

        ScoreSheet win = (ScoreSheet) Scorer.score(Hand.parse(WINNER), ours);
        // Half of BMJA's limit of 1000 (docs/rules.md §7), no bonus tiles.
        assertThat(win.total()).isEqualTo(500);
        assertThat(win.limitHand()).contains("Seven Pairs");

        ScoreResult caller = Scorer.score(Hand.parse("1133b 5577c 99d EE R seat=S"), ours);
        // A quarter of the limit for a loser calling for it; his one scoring pair, EE (neither
        // South's wind nor the round's), scores nothing.
        assertThat(((ScoreSheet) caller).total()).isEqualTo(250);
    }

    @Test
    void valuedByPointsOrByDoubles() {
        Ruleset points = read(SEVEN_PAIRS.replace("limit = 50\nfishing = 25", "points = 300"));
        assertThat(((ScoreSheet) Scorer.score(Hand.parse(WINNER), points)).total()).isEqualTo(300);

        Ruleset doubles = read(SEVEN_PAIRS.replace("7 pairs", "4 pungs x\npair x").replace("limit = 50\nfishing = 25",
                "doubles = 2"));
        // A Purity-like hand: [111b] 333b 555b 777b 99b: exposed major pung 4 + concealed minor pungs 4 x 3
        // + Mah-Jong 20 + a winning tile from the wall 2 = 38, doubled twice = 152; BMJA's own Purity
        // (3 doubles, 304) is the better reading and wins.
        ScoreSheet purity = (ScoreSheet) Scorer.score(Hand.parse("[111b] 333b 555b 777b 99b win=9b by=wall"), doubles);
        assertThat(purity.limitHand()).contains("Purity");
        Ruleset alone = read(SEVEN_PAIRS.replace("7 pairs", "4 pungs x\npair x").replace("limit = 50\nfishing = 25",
                "doubles = 4") + "\n[[remove]]\nid = \"purity\"\n");
        ScoreSheet ours = (ScoreSheet) Scorer.score(Hand.parse("[111b] 333b 555b 777b 99b win=9b by=wall"), alone);
        assertThat(ours.limitHand()).contains("Seven Pairs");
        assertThat(ours.total()).isEqualTo(38 * 16);
    }

    @Test
    void aMistakeInThePatternIsReportedAtItsLineAndColumnInTheFile() {
        List<RulesetProblem> problems = problems(SEVEN_PAIRS.replace("7 pairs", "7 pairz"));
        assertThat(problems).hasSize(1);
        RulesetProblem p = problems.get(0);
        // The pattern's second line is line 12 of the file; "pairz" starts at column 3.
        assertThat(p.line()).isEqualTo(12);
        assertThat(p.column()).isEqualTo(3);
        assertThat(p.message().key()).isEqualTo(RulesetIssue.PATTERN);
        Message detail = (Message) p.message().values().get(1);
        assertThat(detail.key()).isEqualTo(PatternProblem.KIND_EXPECTED);
        assertThat(p.toString()).startsWith("our.toml:12:3: ");
    }

    @Test
    void aMistakeOnAOneLinePatternCountsFromTheStringsStart() {
        String text = "id = \"x\"\nversion = 1\nextends = \"bmja\"\n[[element]]\nid = \"red-lantern\"\n"
                + "name = \"Red Lantern\"\nlimit = 100\npattern = \"pung R; only c R; concealde\"\n";
        RulesetProblem p = problems(text).get(0);
        assertThat(p.line()).isEqualTo(8);
        // pattern = "  is 11 characters; 'concealde' is at column 19 of the pattern.
        assertThat(p.column()).isEqualTo(12 + 18);
    }

    @Test
    void everyOtherMistakeOfAHandIsRefusedWithItsLine() {
        String base = "id = \"x\"\nversion = 1\nextends = \"bmja\"\n[[element]]\n";
        assertThat(problems(base + "id = \"lantern\"\nname = \"Red Lantern\"\nlimit = 100\n"))
                .extracting(q -> q.message().key(), RulesetProblem::line)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(RulesetIssue.UNKNOWN_ELEMENT_NO_PATTERN, 5));
        assertThat(problems(base + "id = \"dragon-sett\"\ndoubles = 2\n"))
                .extracting(q -> q.message().key()).containsExactly(RulesetIssue.UNKNOWN_ELEMENT);
        assertThat(problems(base + "id = \"mah-jong\"\npoints = 10\npattern = \"7 pairs\"\n"))
                .extracting(q -> q.message().key()).containsExactly(RulesetIssue.PATTERN_NOT_FOR_KIND);
        assertThat(problems(base + "id = \"sp\"\npattern = \"7 pairs\"\nlimit = 100\n"))
                .extracting(q -> q.message().key()).containsExactly(RulesetIssue.NEW_ELEMENT_NEEDS_NAME);
        assertThat(problems(base + "id = \"sp\"\nname = \"S\"\npattern = \"7 pairs\"\n"))
                .extracting(q -> q.message().key()).containsExactly(RulesetIssue.NEW_ELEMENT_NEEDS_VALUE);
        assertThat(problems(base + "id = \"sp\"\nname = \"S\"\npattern = \"7 pairs\"\nlimit = 50\npoints = 10\n"))
                .extracting(q -> q.message().key()).containsExactly(RulesetIssue.SPECIAL_HAND_POINTS_AND);
        assertThat(problems(base + "id = \"sp\"\nname = \"S\"\nname-polish = \"P\"\npattern = \"7 pairs\"\nlimit = 50\n"))
                .extracting(q -> q.message().key(), RulesetProblem::line)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(RulesetIssue.BAD_NAME_LANGUAGE, 7));
        assertThat(problems(base + "id = \"sp\"\nname = \"S\"\npattern = \"7 pairs\"\nlimit = 50\nfishing = 60\n"))
                .extracting(q -> q.message().key()).containsExactly(RulesetIssue.FISHING_ABOVE_LIMIT);
        assertThat(problems(base + "id = \"sp\"\nname = \"S\"\npattern = \"7 pairs\"\nlimit = 50\n"
                + "excludes = [\"dragon-sett\"]\n"))
                .extracting(q -> q.message().key()).containsExactly(RulesetIssue.EXCLUDES_UNKNOWN);
        assertThat(problems(base.replace("[[element]]\n", "[[remove]]\n") + "id = \"seven-pairs-hand\"\n"))
                .extracting(q -> q.message().key()).containsExactly(RulesetIssue.UNKNOWN_ELEMENT);
    }

    @Test
    void aFileExtendingTheClubFileChangesOrRemovesTheHandByItsId() throws Exception {
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("house");
        java.nio.file.Files.writeString(dir.resolve("our.toml"), SEVEN_PAIRS);
        java.nio.file.Files.writeString(dir.resolve("table.toml"),
                "id = \"table\"\nversion = 1\nextends = \"our.toml\"\n[[element]]\nid = \"seven-pairs-hand\"\nlimit = 100\n");
        java.nio.file.Files.writeString(dir.resolve("none.toml"),
                "id = \"none\"\nversion = 1\nextends = \"our.toml\"\n[[remove]]\nid = \"seven-pairs-hand\"\n");
        Ruleset table = Rulesets.load(dir.resolve("table.toml"));
        assertThat(((ScoreSheet) Scorer.score(Hand.parse(WINNER), table)).total()).isEqualTo(1000);
        Ruleset none = Rulesets.load(dir.resolve("none.toml"));
        assertThat(none.hash()).isEqualTo(Rulesets.bmja().hash());
    }

    @Test
    void theHandIsPartOfTheCanonicalTextTheHashAndTheDiff() {
        Ruleset ours = read(SEVEN_PAIRS);
        String canonical = RulesetText.canonical(ours);
        assertThat(canonical).contains("element seven-pairs-hand name=\"Seven Pairs\" points=0 doubles=0 limit=50"
                + " fishing=25 excludes= name-pl=\"Siedem par\" name-ru=\"Семь пар\" pattern=\"# seven pairs, concealed:"
                + " more than one pair makes a hand of fourteen tiles\\n7 pairs\\n\"\n");
        assertThat(ours.hash()).isNotEqualTo(Rulesets.bmja().hash());
        assertThat(read(SEVEN_PAIRS.replace("7 pairs", "7  pairs")).hash()).as("the pattern's text counts")
                .isNotEqualTo(ours.hash());
        assertThat(read(SEVEN_PAIRS.replace("Siedem par", "Siedem Par")).hash()).isNotEqualTo(ours.hash());

        RulesetDiff diff = RulesetDiff.of(Rulesets.bmja(), ours);
        assertThat(diff.onlyInTo()).extracting(e -> e.id().id()).containsExactly("seven-pairs-hand");
        RulesetDiff changed = RulesetDiff.of(ours, read(SEVEN_PAIRS.replace("7 pairs", "6 pairs\npair R")));
        assertThat(changed.changed()).extracting(c -> c.to().pattern()).singleElement().asString().contains("6 pairs");
    }

    @Test
    void writtenOutInFullAndReadBackItIsTheSameRuleset() {
        Ruleset ours = read(SEVEN_PAIRS);
        String toml = RulesetWriter.toToml(ours);
        Ruleset back = RulesetWriter.read("game.toml", toml);
        assertThat(back.hash()).isEqualTo(ours.hash());
        assertThat(back.elements()).isEqualTo(ours.elements());
    }
}
