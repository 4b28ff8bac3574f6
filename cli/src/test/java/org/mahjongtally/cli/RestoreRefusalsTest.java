/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An edited or broken backup is refused by {@code tally restore} with a message about the file,
 * never the database's SQL text, and the database it was to go into is left as it was.
 * The backup is a real one of a game of three hands and a second game; each case
 * edits one thing in it.
 */
class RestoreRefusalsTest {

    private static final Pattern ID = Pattern.compile("\"id\":\"([a-z2-7]{10})\"");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static String backup;
    private static int n;

    /** Each case: what is changed in the backup, and what the refusal must say. */
    private static final Map<String, Case> CASES = Map.ofEntries(
            Map.entry("version -5", new Case(b -> game(b).put("version", -5),
                    "\"version\" must be a whole number from 1 to 2147483647, got -5")),
            Map.entry("version beyond an int", new Case(b -> game(b).put("version", 99999999999L),
                    "\"version\" must be a whole number from 1 to 2147483647, got 99999999999")),
            Map.entry("version 1 with 3 hands", new Case(b -> game(b).put("version", 1),
                    "the game is at version 1 with 3 hands")),
            Map.entry("hands 1, 2, 5", new Case(b -> hand(b, 2).put("number", 5),
                    "numbered 1, 2, 3... in order; hand 5 is where hand 3 should be")),
            Map.entry("hands 1, 2, 2", new Case(b -> hand(b, 2).put("number", 2),
                    "numbered 1, 2, 3... in order; hand 2 is where hand 3 should be")),
            Map.entry("non-hex key hash", new Case(b -> game(b).put("editKeyHash", "zz" + "0".repeat(62)),
                    "\"editKeyHash\" must be 64 hexadecimal digits")),
            Map.entry("unknown audit action", new Case(b -> audit(b, 0).put("action", "explode"),
                    "unknown action 'explode'; the actions are create, import, record, edit, delete, new-key")),
            Map.entry("audit hand beyond an int", new Case(b -> audit(b, 1).put("hand", 99999999999L),
                    "\"hand\" must be a whole number from 1 to 2147483647, got 99999999999")),
            // The six that showed H2's own text: a game, a share id, a player id, a player's name, a
            // hand twice, and a column overflowing; and a player the backup does not hold.
            Map.entry("a game twice", new Case(b -> b.withArray("games").add(game(b).deepCopy()),
                    "in the backup: the game is in the backup twice")),
            Map.entry("a share id twice", new Case(b -> ((ObjectNode) b.withArray("games").get(1))
                    .put("shareId", game(b).path("shareId").asText()), "another game has the share id")),
            Map.entry("a player id twice", new Case(b -> player(b, 1).put("id", player(b, 0).path("id").asLong()),
                    "two players have the id 1")),
            Map.entry("a player's name twice", new Case(b -> player(b, 1).put("name", "ann"),
                    "the players 'Ann' and 'ann' have the same name")),
            Map.entry("a column overflowing", new Case(b -> ((ObjectNode) game(b).path("ruleset")).put("id", "x".repeat(60)),
                    "\"ruleset.id\" has at most 40 characters, got 60")),
            Map.entry("an action overflowing", new Case(b -> audit(b, 0).put("action", "x".repeat(40)),
                    "unknown action 'xxxxxxxx")),
            Map.entry("a game id too long", new Case(b -> game(b).put("id", "x".repeat(30)),
                    "\"id\" must be 10 letters a-z and digits 2-7")),
            Map.entry("an unknown player", new Case(b -> game(b).withArray("playerIds").set(0, 999),
                    "\"playerIds\" names player 999, who is not among the backup's players")));

    record Case(Consumer<ObjectNode> edit, String said) {
    }

    @BeforeAll
    static void aRealBackup() throws Exception {
        String db = "jdbc:h2:file:" + dir.resolve("club");
        CliRun g = CliRun.of("game", "new", "--players", "Ann,Bob,Cid,Dee", "--json", "--db", db);
        Matcher m = ID.matcher(g.out());
        assertThat(m.find()).as(g.err()).isTrue();
        for (int i = 0; i < 3; i++) {
            CliRun hand = CliRun.of("game", "hand", m.group(1), "--winner", "Bob", "--scores", "Ann=8,Bob=12,Cid=0,Dee=4",
                    "--db", db);
            assertThat(hand.exitCode()).as(hand.err()).isZero();
        }
        CliRun.of("game", "new", "--players", "Eve,Fay,Gus,Hal", "--db", db);
        Path file = dir.resolve("club.json");
        assertThat(CliRun.of("backup", file.toString(), "--db", db).exitCode()).isZero();
        backup = Files.readString(file);
    }

    @Test
    void theBackupAsWrittenRestores() throws Exception {
        CliRun run = restore(Files.writeString(dir.resolve("whole.json"), backup), freshDatabase());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Restored 8 players, 2 games, 3 hands");
    }

    @ParameterizedTest
    @ValueSource(strings = {"version -5", "version beyond an int", "version 1 with 3 hands", "hands 1, 2, 5",
        "hands 1, 2, 2", "non-hex key hash", "unknown audit action", "audit hand beyond an int", "a game twice",
        "a share id twice", "a player id twice", "a player's name twice", "a column overflowing",
        "an action overflowing", "a game id too long", "an unknown player"})
    void anEditedBackupIsRefusedAndNothingIsRestored(String what) throws Exception {
        Case c = CASES.get(what);
        ObjectNode b = (ObjectNode) JSON.readTree(backup);
        c.edit().accept(b);
        String db = freshDatabase();
        CliRun run = restore(Files.writeString(dir.resolve("edited" + n + ".json"), JSON.writeValueAsString(b)), db);
        assertRefused(run, c.said(), db);
    }

    @Test
    void textAfterTheBackupIsRefused() throws Exception {
        String db = freshDatabase();
        assertRefused(restore(Files.writeString(dir.resolve("trailing.json"), backup + "\n{}"), db),
                "the backup goes on after its end", db);
        assertRefused(restore(Files.writeString(dir.resolve("trailing2.json"), backup + " xyz"), db),
                "the backup goes on after its end", db);
    }

    @Test
    void bytesAfterTheGzipStreamAreRefused() throws Exception {
        ByteArrayOutputStream zipped = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(zipped)) {
            out.write(backup.getBytes(StandardCharsets.UTF_8));
        }
        String db = freshDatabase();
        Path whole = Files.write(dir.resolve("whole.json.gz"), zipped.toByteArray());
        zipped.write("garbage".getBytes(StandardCharsets.UTF_8));
        Path trailing = Files.write(dir.resolve("trailing.json.gz"), zipped.toByteArray());
        assertRefused(restore(trailing, db), "the gzipped backup has other bytes after its gzip stream", db);
        CliRun ok = restore(whole, db);
        assertThat(ok.exitCode()).as(ok.err()).isZero();
    }

    private static void assertRefused(CliRun run, String said, String db) {
        assertThat(run.exitCode()).as(run.out()).isEqualTo(2);
        assertThat(run.err()).startsWith("tally: ").contains(said)
                .doesNotContainIgnoringCase("sql").doesNotContain("PUBLIC.").doesNotContain("Exception");
        CliRun players = CliRun.of("players", "--db", db);
        assertThat(players.out().lines()).as("no player restored").hasSize(1);
        assertThat(CliRun.of("game", "list", "--db", db).out()).as("no game restored").startsWith("No games yet.");
    }

    private static CliRun restore(Path file, String db) {
        return CliRun.of("restore", file.toString(), "--db", db);
    }

    private static String freshDatabase() {
        return "jdbc:h2:file:" + dir.resolve("target" + ++n);
    }

    private static ObjectNode game(ObjectNode b) {
        return (ObjectNode) b.withArray("games").get(0);
    }

    private static ObjectNode hand(ObjectNode b, int i) {
        return (ObjectNode) game(b).withArray("hands").get(i);
    }

    private static ObjectNode audit(ObjectNode b, int i) {
        return (ObjectNode) game(b).withArray("audit").get(i);
    }

    private static ObjectNode player(ObjectNode b, int i) {
        return (ObjectNode) b.withArray("players").get(i);
    }
}
