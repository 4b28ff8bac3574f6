/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tomlj.Toml;
import org.tomlj.TomlArray;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlTable;

/**
 * Our ruleset reader reads TOML as a maintained TOML library (tomlj) does: on every ruleset file
 * in the repository and on thousands of seeded documents written in every form of key, string,
 * number and list that a ruleset may use, both give the same keys, tables and values; and what
 * tomlj refuses as TOML, our reader refuses too.
 */
class TomlLibraryAgreementTest {

    static Stream<Path> rulesetFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String folder : List.of("src/main/resources/rulesets", "src/test/resources/ruleset-files",
                "../words/src/test/resources/ruleset-files")) {
            try (Stream<Path> s = Files.list(Path.of(folder))) {
                s.filter(p -> p.toString().endsWith(".toml")).forEach(files::add);
            }
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(12);
        return files.stream().sorted();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesetFiles")
    void everyRulesetFileReadsAsTomljReadsIt(Path file) throws IOException {
        assertSameAsTomlj(Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void seededDocumentsInEveryFormReadAsTomljReadsThem() {
        Random random = new Random(20261201L);
        for (int i = 0; i < 3_000; i++) {
            assertSameAsTomlj(new DocumentWriter(random).document());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "a = 01", "a = 1__0", "a = _1", "a = 1_", "a = +0x1", "a = 0x", "a = 0b2", "a = 0o8",
        "a = \"x", "a = 'x", "a = \"\\q\"", "a = \"\\uD800\"", "a = 'a'b'",
        "a = \"\"\"x", "a = '''x", "a = 1 b = 2", "a = [\"x\" \"y\"]", "a = [\"x\",", "= 1",
        "a = 1\na = 2", "[t]\n[t]", "[[t]]\n[t]", "[t", "a =", "\"a = 1", "a = tru", "a = 9223372036854775808",
    })
    // ("a = \"\\u12\"", a short \\u escape, is left out: tomlj 1.1.1 fails on it with an
    // AssertionError rather than an error; TomlReaderTest has our reader's answer to it.)
    void whatTomljRefusesOurReaderRefusesToo(String text) {
        TomlParseResult library = Toml.parse(text);
        assertThat(library.hasErrors()).as("tomlj refuses %s", text).isTrue();
        Problems problems = new Problems("t.toml");
        TomlReader.read(text, problems);
        assertThat(problems.isEmpty()).as("our reader refuses %s", text).isFalse();
    }

    private static void assertSameAsTomlj(String text) {
        // A byte order mark is how a file was saved, not TOML; our reader skips it, tomlj does not.
        TomlParseResult library = Toml.parse(text.startsWith("\uFEFF") ? text.substring(1) : text);
        assertThat(library.errors()).as("tomlj on:\n%s", text).isEmpty();
        Problems problems = new Problems("t.toml");
        TomlDocument ours = TomlReader.read(text, problems);
        assertThat(problems.list()).as("our reader on:\n%s", text).isEmpty();
        assertThat(tree(ours)).as("the values of:\n%s", text).isEqualTo(tree(library));
    }

    /** Our document as nested maps: a [table] is a map, an [[array]] a list of maps. */
    private static Map<String, Object> tree(TomlDocument document) {
        Map<String, Object> tree = values(document.root());
        for (org.mahjongtally.rules.TomlTable table : document.tables()) {
            if (table.arrayEntry()) {
                @SuppressWarnings("unchecked")
                List<Object> entries = (List<Object>) tree.computeIfAbsent(table.name(), k -> new ArrayList<>());
                entries.add(values(table));
            } else {
                tree.put(table.name(), values(table));
            }
        }
        return tree;
    }

    private static Map<String, Object> values(org.mahjongtally.rules.TomlTable table) {
        Map<String, Object> values = new LinkedHashMap<>();
        table.entries().forEach((key, value) -> values.put(key, value.value()));
        return values;
    }

    /** Tomlj's document in the same shape. */
    private static Map<String, Object> tree(TomlTable table) {
        Map<String, Object> tree = new LinkedHashMap<>();
        for (String key : table.keySet()) {
            tree.put(key, plain(table.get(List.of(key))));
        }
        return tree;
    }

    private static Object plain(Object value) {
        if (value instanceof TomlTable t) {
            return tree(t);
        }
        if (value instanceof TomlArray a) {
            List<Object> items = new ArrayList<>();
            for (int i = 0; i < a.size(); i++) {
                items.add(plain(a.get(i)));
            }
            return items;
        }
        return value;
    }

    /** Writes a random TOML document in the forms a ruleset may use. */
    private static final class DocumentWriter {

        private static final String[] TEXT_PIECES = {
            "a", "Z", "0", " ", "-", "_", "#", "=", "[", "]", ",", "'", "\"", "\\", "é", "東", "🀄",
            "\t", "{", "}", ".", "x y",
        };

        private final Random random;
        private final StringBuilder out = new StringBuilder();
        private int keys;

        DocumentWriter(Random random) {
            this.random = random;
        }

        String document() {
            if (random.nextInt(10) == 0) {
                out.append('\uFEFF');
            }
            pairs();
            int tables = random.nextInt(4);
            for (int t = 0; t < tables; t++) {
                blankOrComment();
                boolean array = random.nextBoolean();
                String name = array ? "element" : "table" + t;
                out.append(array ? "[[" : "[").append(random.nextBoolean() ? " " : "").append(name)
                        .append(array ? "]]" : "]").append(comment()).append(lineEnd());
                pairs();
            }
            return out.toString();
        }

        private void pairs() {
            int count = random.nextInt(6);
            for (int i = 0; i < count; i++) {
                blankOrComment();
                out.append(key()).append(random.nextBoolean() ? " = " : "=").append(value())
                        .append(comment()).append(lineEnd());
            }
        }

        private String key() {
            String name = "k" + keys++;
            return switch (random.nextInt(4)) {
                case 0 -> "\"" + name + " q\"";
                case 1 -> "'" + name + "-lit'";
                default -> name;
            };
        }

        private String value() {
            return switch (random.nextInt(7)) {
                case 0 -> random.nextBoolean() ? "true" : "false";
                case 1, 2 -> number();
                case 3 -> list();
                default -> string();
            };
        }

        private String number() {
            long n = random.nextInt(3) == 0 ? random.nextLong() : random.nextInt(100_000);
            return switch (random.nextInt(6)) {
                case 0 -> "0x" + Long.toHexString(Math.abs(n % 1_000_000));
                case 1 -> "0o" + Long.toOctalString(Math.abs(n % 1_000_000));
                case 2 -> "0b" + Long.toBinaryString(Math.abs(n % 1_000));
                case 3 -> withUnderscores(Long.toString(Math.abs(n % 10_000_000)));
                case 4 -> (n >= 0 ? "+" : "") + n;
                default -> Long.toString(n);
            };
        }

        private String withUnderscores(String digits) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < digits.length(); i++) {
                if (i > 0 && random.nextInt(3) == 0) {
                    b.append('_');
                }
                b.append(digits.charAt(i));
            }
            return b.toString();
        }

        private String list() {
            int items = random.nextInt(4);
            boolean multiLine = random.nextBoolean();
            StringBuilder b = new StringBuilder("[");
            for (int i = 0; i < items; i++) {
                b.append(multiLine ? "\n  " : i > 0 ? " " : "").append(string()).append(i < items - 1 ? "," : "");
                if (multiLine && random.nextInt(3) == 0) {
                    b.append(" # item ").append(i);
                }
            }
            if (items > 0 && random.nextBoolean()) {
                b.append(',');
            }
            return b.append(multiLine ? "\n]" : "]").toString();
        }

        private String string() {
            String text = text();
            return switch (random.nextInt(4)) {
                case 0 -> "'" + text.replace("'", "").replace("\n", "") + "'";
                case 1 -> "'''" + (random.nextBoolean() ? "\n" : "") + text.replace("'", "") + "'''";
                case 2 -> "\"\"\"" + (random.nextBoolean() ? "\n" : "") + basicEscaped(text, true) + "\"\"\"";
                default -> "\"" + basicEscaped(text, false) + "\"";
            };
        }

        private String text() {
            StringBuilder b = new StringBuilder();
            int pieces = random.nextInt(6);
            for (int i = 0; i < pieces; i++) {
                b.append(TEXT_PIECES[random.nextInt(TEXT_PIECES.length)]);
            }
            return b.toString();
        }

        /** The text written inside double quotes, with each of TOML's escapes used some of the time. */
        private String basicEscaped(String text, boolean multiLine) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '"' || c == '\\') {
                    b.append('\\').append(c);
                } else if (c == '\t' && random.nextBoolean()) {
                    b.append("\\t");
                } else if (c > 127 && random.nextBoolean() && !Character.isSurrogate(c)) {
                    b.append(String.format("\\u%04X", (int) c));
                } else {
                    b.append(c);
                }
            }
            switch (random.nextInt(6)) {
                case 0 -> b.append("\\n\\r\\b\\f");
                case 1 -> b.append("\\U0001F004");
                case 2 -> {
                    if (multiLine) {
                        b.append("line \\\n    joined");
                    }
                }
                default -> {
                }
            }
            return b.toString();
        }

        private void blankOrComment() {
            switch (random.nextInt(5)) {
                case 0 -> out.append(lineEnd());
                case 1 -> out.append("# a comment with = and [brackets]").append(lineEnd());
                default -> {
                }
            }
        }

        private String comment() {
            return random.nextInt(4) == 0 ? "  # after" : "";
        }

        private String lineEnd() {
            return random.nextInt(5) == 0 ? "\r\n" : "\n";
        }
    }
}
