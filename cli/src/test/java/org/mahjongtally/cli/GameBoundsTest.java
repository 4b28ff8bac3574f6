/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The {@code game} commands bound the numbers a table gives as the API does, with the same
 * refusal: the bound named, the value as typed quoted, however long; exit
 * code 2, and nothing stored.
 */
class GameBoundsTest {

    private static final Pattern ID = Pattern.compile("\"id\":\"([a-z2-7]{10})\"");

    @TempDir
    static Path dir;

    private static String db;
    private static String id;

    @BeforeAll
    static void aGame() {
        db = "jdbc:h2:file:" + dir.resolve("club");
        Matcher m = ID.matcher(CliRun.of("game", "new", "--players", "Ann,Bob,Cid,Dee", "--json", "--db", db).out());
        assertThat(m.find()).isTrue();
        id = m.group(1);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--rounds|2147483648|a game has 1 to 16 rounds (4 is East to North), got 2147483648",
        "--rounds|99999999999999999999999|a game has 1 to 16 rounds (4 is East to North), got 99999999999999999999999",
        "--rounds|0|a game has 1 to 16 rounds (4 is East to North), got 0",
        "--tallies|1e999999999|the starting tallies must be 0 to 1,000,000,000 points, got 1e999999999",
        "--tallies|-1|the starting tallies must be 0 to 1,000,000,000 points, got -1",
    })
    void aGameOptionOutOfItsBoundIsRefused(String option, String value, String said) {
        String before = CliRun.of("game", "list", "--db", db).out();
        CliRun run = CliRun.of("game", "new", "--players", "Eve,Fay,Gus,Hal", option, value, "--db", db);
        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tally: " + said + System.lineSeparator());
        assertThat(CliRun.of("game", "list", "--db", db).out()).isEqualTo(before);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--scores|Ann=99999999999999999999,Bob=0,Cid=0,Dee=0|a typed score is a whole number of points from 0 to"
                + " 1,000,000,000, got 99999999999999999999",
        "--penalty|Ann pays Bob 99999999999999999999 late|a penalty is a whole number of points from 1 to 1,000,000,"
                + " got 99999999999999999999",
        "--penalty|Ann pays Bob 0 late|a penalty is a whole number of points from 1 to 1,000,000, got 0",
    })
    void aHandNumberOutOfItsBoundIsRefused(String option, String value, String said) {
        String before = CliRun.of("game", "show", id, "--db", db).out();
        CliRun run = option.equals("--scores")
                ? CliRun.of("game", "hand", id, "--winner", "Ann", option, value, "--db", db)
                : CliRun.of("game", "hand", id, "--draw", option, value, "--db", db);
        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains(said);
        assertThat(CliRun.of("game", "show", id, "--db", db).out()).isEqualTo(before);
    }
}
