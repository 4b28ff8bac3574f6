/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link Text} does what the regular expressions and {@code String.format} it replaced did: each
 * case is held to the JDK's own answer for the same text.
 */
class TextTest {

    /** Texts with every kind of white space, Unicode spaces that are not {@code \s}, and separators at the ends. */
    private static final List<String> TEXTS = List.of("", " ", "a", " a ", "a  b", "\ta\t\tb\n",
            "a\u000Bb\fc\rd", "\n\n", "x \t\n\u000B\f\ry", "a\u00A0b", "a\u2003b \u2028c", "seat=E  round=S\t",
            ",", ",,", "a,b", "a,,b,,", ",a", " , ", "a, b ,c", "Harmony=2,Man=10,", ".", "a.b.", ".a..b",
            "Ann\nBob\n", "\nAnn", "en;q=0.5,pl;", ";", "a  b  ", ", , ,");

    @Test
    void asciiSpaceIsWhatBackslashSMatches() {
        assertEveryCharAgrees(Text::isAsciiSpace, "\\s");
    }

    @Test
    void asciiDigitIsWhatBackslashDMatches() {
        assertEveryCharAgrees(Text::isAsciiDigit, "\\d");
    }

    /** The test answers as the regular expression does, for every char. */
    private static void assertEveryCharAgrees(CharTest test, String regex) {
        Pattern pattern = Pattern.compile(regex);
        for (char c = 0; c < Character.MAX_VALUE; c++) {
            assertThat(test.test(c)).as("U+%04X against %s", (int) c, regex)
                    .isEqualTo(pattern.matcher(String.valueOf(c)).matches());
        }
    }

    /** A test of one char, as Text's are. */
    private interface CharTest {
        boolean test(char c);
    }

    @Test
    void collapseSpacesIsReplaceAllOfWhiteSpaceRuns() {
        for (String text : TEXTS) {
            assertThat(Text.collapseSpaces(text)).as("[%s]", text).isEqualTo(text.replaceAll("\\s+", " "));
        }
        assertThat(Text.collapseSpaces("\ta \n\r b\u00A0c ")).isEqualTo(" a b\u00A0c ");
    }

    @Test
    void wordsAreTheNonEmptyPiecesBetweenWhiteSpaceRuns() {
        for (String text : TEXTS) {
            List<String> pieces = Arrays.stream(text.split("\\s+")).filter(p -> !p.isEmpty()).toList();
            assertThat(Text.words(text)).as("[%s]", text).isEqualTo(pieces);
        }
        assertThat(Text.words(" seat=E\t\tround=S\n")).containsExactly("seat=E", "round=S");
        assertThat(Text.words("a\u2003b")).containsExactly("a\u2003b");
    }

    @Test
    void splitIsStringSplitAtTheSeparatorAsItIs() {
        for (String text : TEXTS) {
            for (String separator : List.of(",", ";", ".", "\n", "=", "  ", ", ")) {
                assertThat(Text.split(text, separator)).as("[%s] at [%s]", text, separator)
                        .isEqualTo(List.of(text.split(Pattern.quote(separator))));
            }
        }
        assertThat(Text.split("", ",")).containsExactly("");
        assertThat(Text.split(",,", ",")).isEmpty();
        assertThat(Text.split(",a,,b,,", ",")).containsExactly("", "a", "", "b");
        assertThat(Text.split("a.b", ".")).containsExactly("a", "b");
    }

    @Test
    void anEmptySeparatorIsRefused() {
        assertThatThrownBy(() -> Text.split("ab", "")).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 0x9, 0x41, 0xE9, 0xFFF, 0x1000, 0x1F000, 0x1F02A, 0x10FFFF, -1})
    void codePointNameIsFormattedAsUnicodeWritesIt(int codePoint) {
        assertThat(Text.codePointName(codePoint)).isEqualTo(String.format("U+%04X", codePoint));
    }

    @Test
    void codePointNameHasAtLeastFourUpperCaseDigits() {
        assertThat(Text.codePointName(0xE9)).isEqualTo("U+00E9");
        assertThat(Text.codePointName(0x1F02A)).isEqualTo("U+1F02A");
    }

    @Test
    void editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        assertThat(Text.editDistance("wind", "wind")).isZero();
        assertThat(Text.editDistance("windz", "wind")).isEqualTo(1);
        assertThat(Text.editDistance("wnd", "wind")).isEqualTo(1);
        assertThat(Text.editDistance("kitten", "sitting")).isEqualTo(3);
        assertThat(Text.editDistance("", "pung")).isEqualTo(4);
        assertThat(Text.editDistance("Pung", "pung")).as("case counts").isEqualTo(1);
    }
}
