/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/** The TOML subset: what it reads, and every syntax problem with its line. */
class TomlReaderTest {

    private final Problems problems = new Problems("t.toml");

    private TomlDocument read(String text) {
        return TomlReader.read(text, problems);
    }

    private List<String> problemLines() {
        return problems.list().stream().map(p -> p.line() + ": " + Words.in(Language.ENGLISH).render(p.message())).toList();
    }

    @Test
    void readsEveryKindOfValue() {
        TomlDocument doc = read("""
                # a comment
                text = "say \\"hi\\" \\\\ there\\nnext"   # comment after a value
                count = -12
                zero = 0
                on = true
                off = false
                empty = []
                list = [
                    "a",      # first
                    # a comment line inside the list
                    "b, c",
                ]
                """);

        assertThat(problems.isEmpty()).as("%s", problemLines()).isTrue();
        var root = doc.root().entries();
        assertThat(root.get("text").value()).isEqualTo("say \"hi\" \\ there\nnext");
        assertThat(root.get("text").line()).isEqualTo(2);
        assertThat(root.get("count").value()).isEqualTo(-12L);
        assertThat(root.get("zero").value()).isEqualTo(0L);
        assertThat(root.get("on").value()).isEqualTo(true);
        assertThat(root.get("off").value()).isEqualTo(false);
        assertThat(root.get("empty").value()).isEqualTo(List.of());
        assertThat(root.get("list").value()).isEqualTo(List.of("a", "b, c"));
        assertThat(root.get("list").line()).isEqualTo(8);
        assertThat(root.keySet()).containsExactly("text", "count", "zero", "on", "off", "empty",
                "list");
    }

    @Test
    void readsEveryFormOfStringAndNumberThatTomlHas() {
        TomlDocument doc = read("""
                literal = 'C:\\no\\escapes "here"'
                "quoted key" = 1_000
                'literal key' = +5
                hex = 0xdead_BEEF
                octal = 0o17
                binary = 0b1010
                negative = -1_2
                escapes = "\\b\\t\\n\\f\\r\\"\\\\ \\u00E9 \\U0001F004"
                basic = \"\"\"
                first line
                  second "with" quotes\"\"\"
                joined = \"\"\"one \\
                         two \\
                   three\"\"\"
                verbatim = '''
                a \\n stays ''quoted'''''
                list = ['one', "two", '''three''', \"\"\"four\"\"\"]
                after = true
                """);

        assertThat(problemLines()).isEmpty();
        var root = doc.root().entries();
        assertThat(root.get("literal").value()).isEqualTo("C:\\no\\escapes \"here\"");
        assertThat(root.get("quoted key").value()).isEqualTo(1000L);
        assertThat(root.get("literal key").value()).isEqualTo(5L);
        assertThat(root.get("hex").value()).isEqualTo(0xdeadbeefL);
        assertThat(root.get("octal").value()).isEqualTo(15L);
        assertThat(root.get("binary").value()).isEqualTo(10L);
        assertThat(root.get("negative").value()).isEqualTo(-12L);
        assertThat(root.get("escapes").value()).isEqualTo("\b\t\n\f\r\"\\ \u00E9 \uD83C\uDC04");
        assertThat(root.get("basic").value()).isEqualTo("first line\n  second \"with\" quotes");
        assertThat(root.get("joined").value()).isEqualTo("one two three");
        assertThat(root.get("verbatim").value()).isEqualTo("a \\n stays ''quoted''");
        assertThat(root.get("list").value()).isEqualTo(List.of("one", "two", "three", "four"));
        assertThat(root.get("list").line()).isEqualTo(17);
        assertThat(root.get("after").line()).isEqualTo(18);
    }

    @Test
    void readsTablesAndArraysOfTablesInOrder() {
        TomlDocument doc = read("\uFEFFid = \"x\"\r\n\r\n[options]\r\nlimit = 500\r\n"
                + "[[element]]\r\nid = \"a\"\r\n[[ element ]]\r\nid = \"b\"\r\n");

        assertThat(problemLines()).isEmpty();
        assertThat(doc.root().entries().get("id").value()).isEqualTo("x");
        assertThat(doc.tables()).extracting(TomlTable::name, TomlTable::line,
                TomlTable::arrayEntry).containsExactly(
                        org.assertj.core.groups.Tuple.tuple("options", 3, false),
                        org.assertj.core.groups.Tuple.tuple("element", 5, true),
                        org.assertj.core.groups.Tuple.tuple("element", 7, true));
        assertThat(doc.tables().get(2).entries().get("id").line()).isEqualTo(8);
    }

    static Stream<Arguments> syntaxErrors() {
        return Stream.of(
                arguments("name = \"abc", 1, "the string is not closed"),
                arguments("a = 1\nb = [\"x\" \"y\"]", 2, "expected ',' or ']' after an item"),
                arguments("b = [\"x\", 3]", 1, "a list may hold only strings in quotes"),
                arguments("a = 1\nb = [\"x\",\n  \"y\"\nc = 1", 2,
                        "the list opened on this line is not closed; add ']'"),
                arguments("a = 1\nb = [\n  \"x\",\n", 2, "the list opened on this line is not"),
                arguments("b = [\"x\",\n \"y]", 2, "the string is not closed"),
                arguments("a = 1.5", 1, "'1.5' is not a whole number"),
                arguments("a = 2024-01-01", 1, "'2024-01-01' is not a whole number"),
                arguments("a = yes", 1, "'yes' is not a value"),
                arguments("a = 99999999999999999999", 1, "the number 99999999999999999999 is"),
                arguments("a = {x = 1}", 1, "inline tables"),
                arguments("a = \"x\\qy\"", 1, "the escape \\q is not TOML; write"),
                arguments("a = \"x\\u12y\"", 1, "the escape \\u12y\" is not TOML"),
                arguments("a = \"\\uD800\"", 1, "the escape \\uD800 is not TOML"),
                arguments("a = \"\\U00110000\"", 1, "the escape \\U00110000 is not TOML"),
                arguments("a = 'x", 1, "the string is not closed"),
                arguments("a = 1\nb = \"\"\"x\n\ny", 2, "the string is not closed"),
                arguments("a = 01", 1, "'01' is not a number as TOML writes it"),
                arguments("a = 1__000", 1, "'1__000' is not a number as TOML writes it"),
                arguments("a = 1_", 1, "'1_' is not a number as TOML writes it"),
                arguments("a = -0x1F", 1, "'-0x1F' is not a number as TOML writes it"),
                arguments("a = 1e3", 1, "'1e3' is not a whole number"),
                arguments("a = inf", 1, "'inf' is not a whole number"),
                arguments("a = 0x8000000000000000", 1, "the number 0x8000000000000000 is too large"),
                arguments("a 1", 1, "expected '=' after the key 'a'"),
                arguments("a =", 1, "a value is missing after '='"),
                arguments("a = # nothing", 1, "a value is missing after '='"),
                arguments("= 1", 1, "expected a key (such as name = \"...\"), found '= 1'"),
                arguments("a = 1 b = 2", 1, "unexpected 'b = 2' after the end of the statement"),
                arguments("\n\na = 1\na = 2", 4, "the key 'a' is set twice here (first on line 3)"),
                arguments("a.b = 1", 1, "dotted keys"),
                arguments("[a.b]", 1, "dotted table names"),
                arguments("[options", 1, "expected ']' after the table name 'options'"),
                arguments("[[element]", 1, "expected ']]' after the table name 'element'"),
                arguments("[options]\n[options]", 2, "the table [options] appears twice"),
                arguments("[[element]]\n[element]", 2, "[element] and [[element]] cannot both"),
                arguments("[options]\n[[options]]", 2, "[options] and [[options]] cannot both"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("syntaxErrors")
    void syntaxErrorsAreReportedWithTheirLine(String text, int line, String message) {
        read(text);

        assertThat(problemLines()).singleElement().asString().startsWith(line + ": " + message);
    }

    @Test
    void oneBadLineDoesNotHideTheNextOnes() {
        TomlDocument doc = read("""
                id = "unclosed
                version = 1
                list = ["a" "b",
                   "c"]
                after = [
                  "x",
                [[element]]
                id = 'single'
                name = "\\q"
                """);

        assertThat(problemLines()).containsExactly(
                "1: the string is not closed; add the closing \"",
                "3: expected ',' or ']' after an item of the list",
                "5: the list opened on this line is not closed; add ']'",
                "9: the escape \\q is not TOML; write \\\", \\\\, \\b, \\t, \\n, \\f, \\r, \\uXXXX or"
                        + " \\UXXXXXXXX (a Unicode character in hex digits)");
        assertThat(doc.root().entries()).containsOnlyKeys("version");
        assertThat(doc.tables()).singleElement()
                .satisfies(t -> assertThat(t.entries()).containsOnlyKeys("id"));
    }
}
