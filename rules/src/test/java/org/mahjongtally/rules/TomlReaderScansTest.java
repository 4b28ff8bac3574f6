/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * TomlReader's scans of numbers and statement starts, held to the regular expressions they
 * replace (which the engine compiled to JavaScript no longer carries) on every word of a
 * corpus of edge cases, and to the answers TOML gives for the cases it names.
 */
class TomlReaderScansTest {

    private static final Pattern DECIMAL = Pattern.compile("[+-]?(0|[1-9](_?[0-9])*)");
    private static final Pattern HEXADECIMAL = Pattern.compile("0x[0-9A-Fa-f](_?[0-9A-Fa-f])*");
    private static final Pattern OCTAL = Pattern.compile("0o[0-7](_?[0-7])*");
    private static final Pattern BINARY = Pattern.compile("0b[01](_?[01])*");
    private static final Pattern FRACTION =
            Pattern.compile("[+-]?([0-9_]+(\\.[0-9_]+)?[eE][+-]?[0-9_]+|[0-9_]+\\.[0-9_]+|inf|nan)");
    private static final Pattern STATEMENT_START =
            Pattern.compile("^(\\[|[A-Za-z0-9_-]+\\s*=|\"[^\"\n]*\"\\s*=|'[^'\n]*'\\s*=)");

    /** Numbers TOML writes and almost-numbers, each also with a sign and a prefix. */
    private static final List<String> NUMBER_CORE = List.of("0", "1", "9", "10", "00", "01", "007", "1_000",
            "1_0_0", "_1", "1_", "1__0", "_", "12_345_678", "9223372036854775807", "9223372036854775808",
            "1e5", "1E5", "1e+5", "1e-5", "1e", "e5", "1.5", "1.", ".5", "1.5e3", "1.5E-3", "1._5", "1_.5",
            "1e5.5", "1e5e5", "1e5E5", "1.5.5", "1..5", "_._", "_e_", "inf", "nan", "Inf", "NaN", "infinity",
            "1F", "ff", "FF_ff", "a", "f_", "8", "2", "17", "101", "1_1", "12", "1__1", "x", "٣", "1٣",
            "1979-05-27", "07:32:00", "true", "");

    private static List<String> numberWords() {
        List<String> words = new ArrayList<>();
        for (String core : NUMBER_CORE) {
            for (String prefix : List.of("", "+", "-", "0x", "0o", "0b", "0X", "+0x", "0x_", "0", "++")) {
                words.add(prefix + core);
            }
        }
        return words;
    }

    @Test
    void decimalIsTheDecimalPattern() {
        for (String word : numberWords()) {
            assertThat(TomlReader.isDecimal(word)).as("[%s]", word).isEqualTo(DECIMAL.matcher(word).matches());
        }
    }

    @Test
    void prefixedBaseIsThatOfTheMatchingPattern() {
        for (String word : numberWords()) {
            int base = HEXADECIMAL.matcher(word).matches() ? 16
                    : OCTAL.matcher(word).matches() ? 8
                    : BINARY.matcher(word).matches() ? 2 : 0;
            assertThat(TomlReader.prefixedBase(word)).as("[%s]", word).isEqualTo(base);
        }
    }

    @Test
    void fractionIsTheFractionPattern() {
        for (String word : numberWords()) {
            assertThat(TomlReader.isFraction(word)).as("[%s]", word).isEqualTo(FRACTION.matcher(word).matches());
        }
    }

    @Test
    void wholeNumbersAreReadAsTomlWritesThem() {
        assertThat(List.of("1_000", "+0", "-0", "0", "-17", "+5")).allMatch(TomlReader::isDecimal);
        assertThat(List.of("_1", "1__0", "1_", "00", "01", "1e5", "1.5", "inf", "nan", "+", "")).noneMatch(TomlReader::isDecimal);
        assertThat(TomlReader.prefixedBase("0x1F_ff")).isEqualTo(16);
        assertThat(TomlReader.prefixedBase("0o17")).isEqualTo(8);
        assertThat(TomlReader.prefixedBase("0b1_01")).isEqualTo(2);
        assertThat(List.of("0x_1", "0x1_", "0x", "0X1", "+0x1", "0o8", "0b2", "0xg")).allMatch(w -> TomlReader.prefixedBase(w) == 0);
        assertThat(List.of("1e5", "1.5", "inf", "nan", "-inf", "+nan", "1_0.5_0", "1.5E-3", "_e_")).allMatch(TomlReader::isFraction);
        assertThat(List.of("1.", ".5", "1e", "e5", "1e5.5", "1.5.5", "Inf", "0x1.5", "1")).noneMatch(TomlReader::isFraction);
    }

    @Test
    void aStatementStartsAsThePatternSays() {
        List<String> starts = List.of("[", "[[x]]", "[ x ]", "key = 1", "key=1", "key\t= 1", "key \u000B\f= 1",
                "key\r= 1", "key\n= 1", "bare-key_09 = 1", "key", "key = ", "= 1", "key 1 = 2", "key.x = 1",
                "\"quoted key\" = 1", "\"\" = 1", "\"a\\\"b\" = 1", "\"a\\\" = 1", "\"open = 1", "\"a\nb\" = 1",
                "'literal' = 1", "'' = 1", "'it''s' = 1", "'open = 1", "'a\nb' = 1", "\"mixed' = 1", "\"a\" b = 1",
                "\"a\" \n= 1", "ключ = 1", " key = 1", "# key = 1", "\"x\"", "'x' =", "", "\n", " ", "]");
        for (String line : starts) {
            int end = line.indexOf('\n');
            String rest = end < 0 ? line : line.substring(0, end);
            for (String before : List.of("", "x = [\n", "\"a\",\n  ")) {
                String text = before + line + "\nnext = 2";
                assertThat(TomlReader.startsStatement(text, before.length())).as("[%s]", line)
                        .isEqualTo(STATEMENT_START.matcher(rest).find());
            }
        }
    }

    @Test
    void aListNotClosedEndsAtTheNextStatement() {
        Problems problems = new Problems("t.toml");
        TomlDocument document = TomlReader.read("list = [ \"a\",\n\"key\"\t= 1\n", problems);

        assertThat(problems.list()).extracting(p -> p.message().key()).containsExactly(RulesetIssue.LIST_NOT_CLOSED);
        assertThat(document.root().entries()).containsKey("key");
    }
}
