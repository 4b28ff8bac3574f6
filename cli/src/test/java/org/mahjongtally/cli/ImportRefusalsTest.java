/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A game file that is not whole or not what this program writes is refused by {@code tally game
 * import} with a message about the file, and the database keeps the games it had (a file
 * with absurd numbers or a broken version is refused). The file is a real export of a game of two hands; each case edits it.
 */
class ImportRefusalsTest {

    private static final Pattern ID = Pattern.compile("\"id\":\"([a-z2-7]{10})\"");

    @TempDir
    static Path dir;

    private static String db;
    private static String export;

    @BeforeAll
    static void aRealExport() throws Exception {
        db = "jdbc:h2:file:" + dir.resolve("club");
        CliRun g = CliRun.of("game", "new", "--players", "Ann,Bob,Cid,Dee", "--json", "--db", db);
        Matcher m = ID.matcher(g.out());
        assertThat(m.find()).as(g.err()).isTrue();
        for (int i = 0; i < 2; i++) {
            CliRun.of("game", "hand", m.group(1), "--winner", "Bob", "--scores", "Ann=8,Bob=12,Cid=0,Dee=4", "--db", db);
        }
        Path file = dir.resolve("game.json");
        CliRun out = CliRun.of("game", "export", m.group(1), "--output", file.toString(), "--db", db);
        assertThat(out.exitCode()).as(out.err()).isZero();
        export = Files.readString(file);
        assertThat(export).contains("\"version\" : 1", "\"rounds\" : 4");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\"version\" : 1|\"version\" : -5|the game file has version -5, but this program reads version 1",
        "\"rounds\" : 4|\"rounds\" : 1e999999999|a game has 1 to 16 rounds (4 is East to North), got 1E+999999999",
        "\"rounds\" : 4|\"rounds\" : 9223372036854775808|a game has 1 to 16 rounds (4 is East to North), got 9223372036854775808",
        "\"rounds\" : 4|\"rounds\" : 4, \"rounds\" : 5|Duplicate field 'rounds'",
        "\"Ann\" : 8|\"Ann\" : 1e400|a typed score is a whole number of points from 0 to 1,000,000,000, got 1E+400",
    })
    void anEditedGameFileIsRefusedAndNothingIsImported(String from, String to, String said) throws Exception {
        assertThat(export).contains(from);
        assertRefused(export.replaceFirst(java.util.regex.Pattern.quote(from), to), said);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"{}", "xyz", "]"})
    void textAfterTheGameFileIsRefused(String trailing) throws Exception {
        assertRefused(export + "\n" + trailing, "game file");
    }

    @org.junit.jupiter.api.Test
    void aLongValueInTheFileIsQuotedByItsFirstFortyCharactersAndItsLength() throws Exception {
        String field = "z".repeat(40_000);
        String said = "unknown field '" + "z".repeat(40) + "… (40000 characters)'";
        assertRefused(export.replaceFirst("\"version\" : 1", "\"version\" : 1, \"" + field + "\" : 1"), said);
        String err = CliRun.of("game", "import", dir.resolve("edited.json").toString(), "--db", db).err();
        assertThat(err).doesNotContain("z".repeat(41)).hasSizeLessThan(400);
    }

    private static void assertRefused(String text, String said) throws Exception {
        String before = CliRun.of("game", "list", "--db", db).out();
        Path file = Files.writeString(dir.resolve("edited.json"), text);
        CliRun run = CliRun.of("game", "import", file.toString(), "--db", db);
        assertThat(run.exitCode()).as(run.out()).isEqualTo(2);
        assertThat(run.err()).startsWith("tally: ").contains(said).doesNotContain("Exception");
        assertThat(CliRun.of("game", "list", "--db", db).out()).isEqualTo(before);
    }
}
