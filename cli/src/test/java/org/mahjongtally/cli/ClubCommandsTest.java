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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The club's players and standings, and a whole database to a file and back, from the command line. */
class ClubCommandsTest {

    private static final Pattern ID = Pattern.compile("\"id\":\"([a-z2-7]{10})\"");

    @TempDir
    Path dir;

    @Test
    void playersAndStandingsComeFromTheGames() {
        String db = "jdbc:h2:file:" + dir.resolve("club");
        String id = newGame(db, "Ann,Bob,Cid,Dee");
        run("game", "hand", id, "--winner", "Bob", "--scores", "Ann=80,Bob=112,Cid=12,Dee=48", "--db", db);
        newGame(db, "ann,Eve,Fay,Gus");

        CliRun players = run("players", "--db", db);
        assertThat(players.exitCode()).as(players.err()).isZero();
        assertThat(players.out().lines()).hasSize(8).first().asString().contains("Id", "Name", "Since");
        assertThat(players.out()).contains("Ann", "Gus").doesNotContain(" ann ");

        CliRun standings = run("standings", "--db", db);
        assertThat(standings.exitCode()).as(standings.err()).isZero();
        assertThat(standings.out().lines().skip(2).findFirst().orElse(""))
                .matches("\\s+1  Bob\\s+1\\s+1\\s+1\\s+\\+\\d+\\s+\\+\\d+\\.\\d\\s+112\\s*");
        assertThat(standings.out()).doesNotContain("Eve");
        CliRun none = run("standings", "--from", "2001-01-01", "--to", "2001-12-31", "--db", db);
        assertThat(none.out()).contains("No games with hands in this period.");
        CliRun json = run("standings", "--json", "--db", db);
        assertThat(json.out()).startsWith("{\"from\":\"1970-01-01\"").contains("\"name\":\"Bob\",\"games\":1");
        CliRun bad = run("standings", "--from", "yesterday", "--db", db);
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).startsWith("tally: --from must be a day such as 2026-03-31");
    }

    @Test
    void aBackupIsRestoredIntoAnotherDatabase() throws Exception {
        String db = "jdbc:h2:file:" + dir.resolve("club");
        String id = newGame(db, "Ann,Bob,Cid,Dee");
        run("game", "hand", id, "--winner", "Bob", "--scores", "Ann=80,Bob=112,Cid=12,Dee=48", "--db", db);
        Path file = dir.resolve("backups/club.json.gz");
        CliRun backup = run("backup", file.toString(), "--db", db);
        assertThat(backup.exitCode()).as(backup.err()).isZero();
        assertThat(backup.out().strip()).isEqualTo("Wrote 4 players, 1 game, 1 hand, 2 audit entries of " + db + " to "
                + file + " (gzip).");
        byte[] head = Files.readAllBytes(file);
        assertThat(head[0] & 0xff).isEqualTo(0x1f);

        String copy = "jdbc:h2:file:" + dir.resolve("copy");
        CliRun restore = run("restore", file.toString(), "--db", copy);
        assertThat(restore.exitCode()).as(restore.err()).isZero();
        assertThat(restore.out().strip()).isEqualTo("Restored 4 players, 1 game, 1 hand, 2 audit entries from " + file
                + " into " + copy + ".");
        assertThat(run("game", "show", id, "--db", copy).out()).isEqualTo(run("game", "show", id, "--db", db).out());

        CliRun again = run("restore", file.toString(), "--db", copy);
        assertThat(again.exitCode()).isEqualTo(2);
        assertThat(again.err()).contains("is not empty");
        assertThat(run("restore", dir.resolve("nothing.json").toString(), "--db", copy).err())
                .startsWith("tally: cannot read");
    }

    private static String newGame(String db, String players) {
        CliRun run = run("game", "new", "--players", players, "--json", "--db", db);
        assertThat(run.exitCode()).as(run.err()).isZero();
        Matcher m = ID.matcher(run.out());
        assertThat(m.find()).isTrue();
        return m.group(1);
    }

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }
}
