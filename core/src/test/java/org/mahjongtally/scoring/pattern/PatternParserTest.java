/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.hand.Flag;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.tile.Wind;

/** The grammar of docs/special-hands.md, and every mistake refused with its line and column. */
class PatternParserTest {

    @Test
    void aHandOfSetsListsItsGroupsAndConditions() {
        Pattern p = Pattern.parse("""
                # Three Great Scholars, no chows
                pungs R G P
                pung; concealed""");
        assertThat(p.shape()).isEqualTo(Pattern.Shape.SETS);
        assertThat(p.groups()).extracting(Group::kind)
                .containsExactly(GroupKind.PUNG, GroupKind.PUNG, GroupKind.PUNG, GroupKind.PUNG);
        assertThat(p.groups()).extracting(g -> g.tiles().toString())
                .containsExactly("[R]", "[G]", "[P]", "[]");
        assertThat(p.groups().get(0).place()).isEqualTo(new Place(33, 2, 1, "pungs R G P"));
        assertThat(p.groups().get(3).place()).isEqualTo(new Place(45, 3, 1, "pung"));
        assertThat(p.conditions()).hasSize(1).first().isInstanceOf(Condition.Concealed.class);
        assertThat(p.conditions().get(0).place()).isEqualTo(new Place(51, 3, 7, "concealed"));
    }

    @Test
    void aCountRepeatsOneGroupAndRunsShareTheirSuit() {
        Pattern p = Pattern.parse("4 pungs honour, pair terminal x");
        assertThat(p.groups()).hasSize(5);
        assertThat(p.groups().subList(0, 4)).allSatisfy(g -> assertThat(g.tiles().toString()).isEqualTo("[honour]"));
        assertThat(p.groups().get(4).tiles().toString()).isEqualTo("[terminal x]");

        Pattern snake = Pattern.parse("pair 1x; singles 23456789x; singles ESWN");
        assertThat(snake.shape()).isEqualTo(Pattern.Shape.TILES);
        assertThat(snake.groups()).hasSize(1 + 8 + 4);
        assertThat(snake.groups().get(8).tiles().toString()).isEqualTo("[9x]");
        assertThat(snake.groups().get(12).tiles().toString()).isEqualTo("[N]");
    }

    @Test
    void numbersAreVariablesWithOffsetsAndChoicesAreJoinedByOr() {
        Pattern p = Pattern.parse("chows nx (n+3)x ( n - 2 )y; pair 2x or 5x or 8x");
        assertThat(p.groups()).extracting(g -> g.tiles().toString())
                .containsExactly("[nx]", "[(n+3)x]", "[(n-2)y]", "[2x, 5x, 8x]");
    }

    @Test
    void conditionsOnTheWholeHand() {
        Pattern p = Pattern.parse("""
                win by loose or last-wall with 5d or 1d
                seat E or S
                round W
                twofold-fortune
                bonus 4 flowers own-season s2
                only 23468b G
                holds 2345678x
                no kongs
                no honours
                no bonus""");
        assertThat(p.shape()).isEqualTo(Pattern.Shape.ANY);
        Condition.Win win = (Condition.Win) p.conditions().get(0);
        assertThat(win.methods()).isEqualTo(Set.of(WinMethod.LOOSE, WinMethod.LAST_WALL));
        assertThat(win.tiles().toString()).isEqualTo("[5d, 1d]");
        assertThat(((Condition.Seat) p.conditions().get(1)).winds()).isEqualTo(Set.of(Wind.EAST, Wind.SOUTH));
        assertThat(((Condition.Round) p.conditions().get(2)).winds()).isEqualTo(Set.of(Wind.WEST));
        assertThat(((Condition.HasFlag) p.conditions().get(3)).flag()).isEqualTo(Flag.TWOFOLD_FORTUNE);
        assertThat(((Condition.Bonus) p.conditions().get(4)).needs()).extracting(Condition.BonusNeed::count)
                .containsExactly(4, 1, 1);
        assertThat(((Condition.Only) p.conditions().get(5)).tiles()).hasSize(6);
        assertThat(((Condition.Holds) p.conditions().get(6)).tiles()).hasSize(7);
        assertThat(((Condition.NoGroups) p.conditions().get(7)).kind()).isEqualTo(GroupKind.KONG);
        assertThat(((Condition.NoTiles) p.conditions().get(8)).tiles().toString()).isEqualTo("[honours]");
        assertThat(p.conditions().get(9)).isInstanceOf(Condition.NoBonus.class);
    }

    @Test
    void selfDrawnAndClaimedNameTheirWays() {
        Condition.Win drawn = (Condition.Win) Pattern.parse("win by self-drawn").conditions().get(0);
        assertThat(drawn.methods()).containsExactlyInAnyOrder(WinMethod.WALL, WinMethod.LOOSE, WinMethod.LAST_WALL,
                WinMethod.DEAL);
        Condition.Win claimed = (Condition.Win) Pattern.parse("win by claimed").conditions().get(0);
        assertThat(claimed.methods()).containsExactlyInAnyOrder(WinMethod.DISCARD, WinMethod.LAST_DISCARD,
                WinMethod.ROBBED, WinMethod.FIRST_DISCARD);
    }

    @Test
    void irregularHandsAndGroupModifiers() {
        assertThat(Pattern.parse("7 pairs").shape()).isEqualTo(Pattern.Shape.TILES);
        assertThat(Pattern.parse("4 knitted triples; knitted pair").groups()).hasSize(5);
        Pattern nine = Pattern.parse("pungs 1x 9x; singles 2345678x; winning single x");
        assertThat(nine.groups().get(9).winning()).isTrue();
        Pattern p = Pattern.parse("concealed pung R; exposed chow 1b; winning pair");
        assertThat(p.groups()).extracting(Group::exposure).containsExactly(Group.Exposure.CONCEALED,
                Group.Exposure.EXPOSED, Group.Exposure.EITHER);
        assertThat(p.conditions()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # text (\\n a new line)              | problem                 | line | column
            ''                                   | EMPTY_PATTERN           | 1    | 1
            '# only a comment'                   | EMPTY_PATTERN           | 1    | 1
            'pung windz'                         | UNKNOWN_WORD            | 1    | 6
            'pungs R\\n4 pongs honour'           | KIND_EXPECTED           | 2    | 3
            'pnug R'                             | UNKNOWN_WORD            | 1    | 1
            'RRR'                                | TILES_WITHOUT_GROUP     | 1    | 1
            'pung 5d!'                           | UNEXPECTED_CHARACTER    | 1    | 8
            'pung 0b'                            | ZERO_RANK               | 1    | 6
            'pung 5q'                            | UNKNOWN_SUIT            | 1    | 7
            'pung 5'                             | NUMBER_WITHOUT_SUIT     | 1    | 6
            'pung n'                             | NUMBER_WITHOUT_SUIT     | 1    | 6
            'pung r'                             | SMALL_HONOUR            | 1    | 6
            'pung (n+9)x'                        | BAD_OFFSET              | 1    | 6
            'pung (n*1)x'                        | BAD_OFFSET              | 1    | 6
            'pung (n+1x'                         | UNCLOSED_PARENTHESIS    | 1    | 6
            'pung f1'                            | BONUS_TILE_OUT_OF_PLACE | 1    | 6
            'only'                               | TILE_EXPECTED           | 1    | 5
            'pair 2x or'                         | TILE_EXPECTED           | 1    | 11
            '4 honour'                           | KIND_EXPECTED           | 1    | 3
            'concealed exposed pung'             | MODIFIERS_CLASH         | 1    | 11
            'knitted pung'                       | KNITTED_WHAT            | 1    | 9
            'knitted pair 5'                     | KNITTED_TAKES_NO_TILES  | 1    | 14
            'pung 1x 9x'                         | ONE_TILE_FOR_SINGULAR   | 1    | 6
            'chow 123b'                          | CHOW_BY_LOWEST          | 1    | 6
            'pungs'                              | HOW_MANY                | 1    | 1
            '2 pungs R G'                        | COUNT_WITH_SEVERAL      | 1    | 1
            '0 pungs'                            | COUNT_OUT_OF_RANGE      | 1    | 1
            '15 singles'                         | COUNT_OUT_OF_RANGE      | 1    | 1
            'pung wind x'                        | CLASS_HAS_NO_SUIT       | 1    | 11
            'pair 25x or 8x'                     | OR_JOINS_SINGLE_TILES   | 1    | 10
            '4 pungs\\npair\\nchow 1b'           | TOO_MANY_SETS           | 3    | 1
            '6 pairs'                            | IRREGULAR_TILE_COUNT    | 1    | 1
            '6 pairs; set'                       | SET_IN_IRREGULAR        | 1    | 10
            '6 pairs; exposed pair'              | EXPOSED_IN_IRREGULAR    | 1    | 10
            'concealed\\nconcealed'              | PART_TWICE              | 2    | 1
            'win by wall\\nwin with 5d'          | PART_TWICE              | 2    | 1
            'winning pung; winning pair'         | WINNING_TWICE           | 1    | 15
            'win by wal'                         | UNKNOWN_METHOD          | 1    | 8
            'win by'                             | UNKNOWN_METHOD          | 1    | 7
            'win'                                | WIN_NEEDS_BY_OR_WITH    | 1    | 1
            'seat X'                             | WIND_EXPECTED           | 1    | 6
            'seat E S'                           | UNEXPECTED_WORD         | 1    | 8
            'bonus 4 flours'                     | BONUS_EXPECTED          | 1    | 9
            'concealed 5d'                       | KIND_EXPECTED           | 1    | 11
            'twofold-fortune twice'              | UNEXPECTED_WORD         | 1    | 17
            """)
    void everyMistakeIsRefusedWithItsLineAndColumn(String text, PatternProblem problem, int line, int column) {
        String pattern = text.replace("\\n", "\n");
        assertThatThrownBy(() -> Pattern.parse(pattern)).isInstanceOfSatisfying(PatternException.class, e -> {
            assertThat(e.problem().key()).as(e.problem().toString()).isEqualTo(problem);
            assertThat(List.of(e.line(), e.column())).as(e.problem().toString()).containsExactly(line, column);
            assertThat(e.errorCode()).isEqualTo(ErrorCode.INVALID_RULESET);
            assertThat(e.message().key()).isEqualTo(PatternProblem.AT);
        });
    }

    @Test
    void aTypoGetsTheNearestWord() {
        assertThatThrownBy(() -> Pattern.parse("pung winds x"))
                .isInstanceOfSatisfying(PatternException.class, e -> assertThat(e.problem().toString())
                        .isEqualTo("CLASS_HAS_NO_SUIT(word=winds)"));
        assertThatThrownBy(() -> Pattern.parse("pung windz"))
                .isInstanceOfSatisfying(PatternException.class, e -> assertThat(e.problem().value("nearest"))
                        .isEqualTo("wind"));
        assertThatThrownBy(() -> Pattern.parse("concealled"))
                .isInstanceOfSatisfying(PatternException.class, e -> assertThat(e.problem().value("nearest"))
                        .isEqualTo("concealed"));
        assertThatThrownBy(() -> Pattern.parse("zzzzzzzz"))
                .isInstanceOfSatisfying(PatternException.class, e -> assertThat(e.problem().value("nearest"))
                        .isEqualTo(""));
    }

    @Test
    void aTooLongTextIsRefusedBeforeItIsRead() {
        String text = "pung R\n".repeat(400);
        assertThatThrownBy(() -> Pattern.parse(text)).isInstanceOfSatisfying(PatternException.class,
                e -> assertThat(e.problem().key()).isEqualTo(PatternProblem.TOO_LONG));
    }
}
