/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.TallyException;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.InvalidHandException;
import org.mahjongtally.hand.Notation;
import org.mahjongtally.hand.NotationException;

/**
 * Every error of docs/notation.md: the position it is reported at, what is wrong, the hint, as
 * the English words render them (moved here from core with the words).
 */
class NotationErrorsTest {

    private static final String JOKER = new String(Character.toChars(0x1F02A));
    private static final String RED = new String(Character.toChars(0x1F004));

    static Stream<Arguments> errors() {
        return Stream.of(
                // unknown letters and suits
                Arguments.of("1s", 1, "unknown suit 's'", "suits are b, c, d; seasons are s1-s4"),
                Arguments.of("123b 45x", 7, "unknown suit 'x'", "suits are b, c, d"),
                Arguments.of("55B", 2, "unknown suit 'B'", "small letters"),
                Arguments.of("12f1", 2, "unknown suit 'f'", "flowers are f1-f4"),
                Arguments.of("123b X", 5, "unknown tile letter 'X'", "tiles are 1b-9b, 1c-9c, 1d-9d"),
                Arguments.of("e", 0, "unknown tile letter 'e'", "honours are capitals"),
                Arguments.of("f5", 0, "'f' is not followed by a number 1-4", "flowers are f1-f4, seasons are s1-s4"),
                Arguments.of("1b s", 3, "'s' is not followed by a number 1-4", "the South wind is S"),
                Arguments.of("0b", 0, "there is no tile 0", "ranks are 1-9"),
                Arguments.of("1b, 2b", 2, "unexpected character ','", "separate items with spaces"),
                Arguments.of("1b " + JOKER, 3, "(U+1F02A) is not a tile of this game", "jokers"),
                Arguments.of(RED + RED + " 1x", 6, "unknown suit 'x'", "suits are b, c, d"),
                // digits without a suit letter
                Arguments.of("123b 55", 5, "digits '55' without a suit letter", "after the ranks, like 55b"),
                Arguments.of("55E", 0, "digits '55' without a suit letter", "a suit letter b, c or d"),
                Arguments.of("5" + RED, 0, "digits '5' without a suit letter", "a suit letter b, c or d"),
                Arguments.of("[555] 1b", 1, "digits '555' without a suit letter", "a suit letter b, c or d"),
                Arguments.of("b", 0, "suit letter 'b' without ranks", "like 123b"),
                // brackets and braces
                Arguments.of("123b [12b]", 5, "[12b] is not a chow, pung or kong", "brackets hold an exposed set"),
                Arguments.of("[55d] 1b", 0, "[55d] is not a chow, pung or kong", "a pung like [555d]"),
                Arguments.of("[]", 0, "[] is not a chow, pung or kong", "brackets hold an exposed set"),
                Arguments.of("{555d}", 0, "{555d} is not a kong of four equal tiles", "braces hold a concealed kong"),
                Arguments.of("1b {1234b}", 3, "{1234b} is not a kong of four equal tiles", "like {5555d}"),
                Arguments.of("[RRf1]", 3, "bonus tile f1 inside brackets", "bonus tiles are written on their own"),
                Arguments.of("{s2s2s2s2}", 1, "bonus tile s2 inside brackets", "bonus tiles are written on their own"),
                Arguments.of("1b [RRR", 3, "unclosed '['", "close the set with ']'"),
                Arguments.of("1b [RR R]", 3, "unclosed '['", "without spaces"),
                Arguments.of("1b {5555d 1c", 3, "unclosed '{'", "close the set with '}'"),
                Arguments.of("[RRR}", 4, "'[' closed by '}'", "an exposed set is written like [RRR]"),
                Arguments.of("RRR]", 3, "']' without an opening '['", "an exposed set is written like [RRR]"),
                Arguments.of("[[RRR]]", 1, "'[' inside a set", "close each set"),
                // the winning tile
                Arguments.of("123b 456b 789b 55d [RRR] win=55d", 29, "win= takes one tile, found 2", "like win=5d"),
                Arguments.of("123b 456b 789b 55d [RRR] win=", 29, "win= takes one tile, found 0", "like win=5d"),
                Arguments.of("123b 456b 789b 55d [RRR] win=f1", 29, "the bonus tile f1 cannot be the winning tile",
                        "the winning tile is a playing tile"),
                Arguments.of("123b 456b 789b 55d [RRR] win=5q", 30, "unknown suit 'q'", "suits are b, c, d"),
                Arguments.of("1b by=discard", 3, "by= needs win=", "add win="),
                // keys and flags
                Arguments.of("1b seat=S seat=W", 10, "key 'seat=' given twice", "give each key once"),
                Arguments.of("1b wind=E", 3, "unknown key 'wind='", "keys are seat=, round=, win=, by="),
                Arguments.of("1b Seat=E", 3, "unknown key 'Seat='", "keys are seat=, round=, win=, by="),
                Arguments.of("1b seat=X", 8, "bad value 'X' for seat=", "seat= takes E, S, W or N"),
                Arguments.of("1b round=", 9, "bad value '' for round=", "round= takes E, S, W or N"),
                Arguments.of("123b 456b 789b 55d [RRR] win=5d by=self", 35, "bad value 'self' for by=",
                        "by= takes wall, discard, loose, last-wall, last-discard, robbed, deal or first-discard"),
                Arguments.of("1b original-call original-call", 17, "flag 'original-call' given twice",
                        "give each flag once"),
                Arguments.of("1b orginal-call", 3, "unknown word 'orginal-call'",
                        "flags are original-call, twofold-fortune"),
                Arguments.of("1b seat", 3, "unknown word 'seat'", "like seat=S"),
                // nothing there
                Arguments.of("", 0, "empty input", "write the tiles"),
                Arguments.of("   # just a comment", 0, "empty input", "write the tiles"));
    }

    @ParameterizedTest(name = "[{0}] at {1}: {2}")
    @MethodSource("errors")
    void reportsPositionProblemAndHint(String text, int position, String problem, String hint) {
        assertThatThrownBy(() -> Notation.parse(text))
                .isInstanceOfSatisfying(NotationException.class, e -> assertReported(e.position(), e,
                        "bad-notation", position, problem, hint));
    }

    /**
     * Notation that reads, for a hand that cannot exist: an invalid hand (code
     * {@code invalid-hand}, exit 3, HTTP 422 {@code invalid-hand}), still with the position.
     */
    static Stream<Arguments> invalidHands() {
        return Stream.of(
                // a fifth copy; a bonus tile twice
                Arguments.of("5555d 5d", 6, "a fifth 5d", "only four of each tile"),
                Arguments.of("[5555d] 12345d", 12, "a fifth 5d", "only four of each tile"),
                Arguments.of("RR [RRR]", 6, "a fifth R", "only four of each tile"),
                Arguments.of("1b f1 f1", 6, "the bonus tile f1 is given twice", "one of each flower and season"),
                // tile counts
                Arguments.of("123b 456b 789b 55d RR win=5d", 22, "a winning hand has 14 tiles, found 13",
                        "four sets and a pair make 14"),
                Arguments.of("123b 456b 789b 55d RRR R win=R", 25, "a winning hand has 14 tiles, found 15",
                        "four sets and a pair make 14"),
                Arguments.of("win=R by=discard [RRR] [1111b] {2222b}", 0, "a winning hand has 14 tiles, found 9",
                        "leave out win="),
                Arguments.of("123b 456b 789b 55d RRR   # forgot win=", 22,
                        "a hand without win= has at most 13 tiles, found 14", "add win="),
                // the winning tile
                Arguments.of("123b 456b 789b 55d [RRR] win=6d", 29, "the winning tile 6d is not in the hand",
                        "win= names a concealed tile or a tile of an exposed set"),
                Arguments.of("{5555d} 123b 456b 789b 55c win=5d", 31, "the winning tile 5d is only in a concealed kong",
                        "a concealed kong is made of drawn tiles"),
                Arguments.of("[111c] 123b 456b 789b 22d win=1c by=wall", 30,
                        "the winning tile 1c was drawn (by=wall) but is only in an exposed set",
                        "write the set the drawn tile completed among the concealed tiles"),
                Arguments.of("[111c] 123b 456b 789b 22d win=1c by=loose", 30,
                        "the winning tile 1c was drawn (by=loose) but is only in an exposed set", "or give by=discard"),
                // a loose tile with neither a kong nor a bonus tile to replace
                Arguments.of("123b 456b 789b 111c 22d win=2d by=loose", 31,
                        "by=loose says the winning tile was a loose tile, but the hand has no kong and no flower or season",
                        "write the kong as [5555c] or {5555c}"));
    }

    @ParameterizedTest(name = "[{0}] at {1}: {2}")
    @MethodSource("invalidHands")
    void reportsAnInvalidHandWithItsPosition(String text, int position, String problem, String hint) {
        assertThatThrownBy(() -> Notation.parse(text))
                .isInstanceOfSatisfying(InvalidHandException.class, e -> assertReported(e.position().orElse(-1),
                        e, "invalid-hand", position, problem, hint));
    }

    private static void assertReported(int position, TallyException e, String code, int expectedPosition,
            String expectedProblem, String expectedHint) {
        String text = Words.in(Language.ENGLISH).render(e);
        assertThat(position).as("position").isEqualTo(expectedPosition);
        assertThat(text).startsWith("at position " + position + ": ");
        assertThat(text).contains(expectedProblem);
        assertThat(text.substring(text.indexOf(expectedProblem) + expectedProblem.length())).contains("; ")
                .contains(expectedHint);
        assertThat(e.code()).isEqualTo(code);
    }

    @ParameterizedTest(name = "[{0}]")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"f1", "f3 s3 seat=W", "f1 f2 f3 f4 seat=S", "[RRR] f1",
        "123b 456b 789b 111c 22d f2 win=2d by=loose", "[5555c] 123b 456b 789b 22d win=2d by=loose"})
    void acceptsWhatAPlayerReallyHolds(String text) {
        Hand hand = Notation.parse(text);
        assertThat(Notation.parse(Notation.format(hand))).isEqualTo(hand);
    }
}
