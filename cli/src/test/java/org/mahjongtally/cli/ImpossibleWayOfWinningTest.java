/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tally score} and {@code tally game hand} refuse a way of winning that cannot have
 * happened, with exit code 3 and one line saying what to change, and book nothing
 * (docs/notation.md, context).
 */
class ImpossibleWayOfWinningTest {

    private static final Pattern ID = Pattern.compile("\"id\":\"([a-z2-7]{10})\"");

    @TempDir
    Path dir;

    @Test
    void scoreRefusesTheDealtHandForSouth() {
        CliRun run = CliRun.of("score", "[RRR] 123b 555c 777d 55d seat=S win=5d by=deal");
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().strip()).isEqualTo("tally: by=deal says East went out with his dealt tiles, but this"
                + " player sits South; give the way the winning tile really came, such as by=wall or"
                + " by=first-discard (East's first discard), or seat=E if this player is East");
    }

    @Test
    void scoreRefusesEastsOwnFirstDiscardAndAStreakOfAnotherSeat() {
        CliRun first = CliRun.of("score", "[RRR] 123b 555c 777d 55d seat=E win=5d by=first-discard");
        assertThat(first.exitCode()).isEqualTo(3);
        assertThat(first.err()).contains("by=first-discard says the winning tile was East's first discard");
        CliRun streak = CliRun.of("score", "[RRR] 123b 555c 777d 55d seat=W win=5d by=discard east-streak", "--json");
        assertThat(streak.exitCode()).isEqualTo(3);
        assertThat(streak.err()).contains("east-streak is East's run of wins, but this player sits West");
    }

    @Test
    void gameHandRefusesADiscarderForATileFromTheWall() {
        String db = "jdbc:h2:file:" + dir.resolve("games");
        CliRun started = CliRun.of("game", "new", "--players", "Ann,Bob,Cid,Dee", "--json", "--db", db);
        Matcher m = ID.matcher(started.out());
        assertThat(m.find()).as(started.err()).isTrue();
        String id = m.group(1);

        CliRun refused = CliRun.of("game", "hand", id, "--winner", "Ann", "--discarder", "Bob", "--scores",
                "Bob=0,Cid=0,Dee=0", "--hands", "Ann: [RRR] 123b 555c 777d 55d win=5d by=wall", "--db", db);
        assertThat(refused.exitCode()).isEqualTo(3);
        assertThat(refused.err().strip()).isEqualTo("tally: hand 1: Ann's tiles say by=wall, a winning tile nobody"
                + " discarded, but Bob is named as the discarder; remove the discarder, or say by=discard if Ann"
                + " went out on Bob's discard");
        assertThat(CliRun.of("game", "show", id, "--json", "--db", db).out()).contains("\"hands\":[]");

        CliRun booked = CliRun.of("game", "hand", id, "--winner", "Ann", "--discarder", "Bob", "--scores",
                "Bob=0,Cid=0,Dee=0", "--hands", "Ann: [RRR] 123b 555c 777d 55d win=5d by=discard", "--db", db);
        assertThat(booked.exitCode()).as(booked.err()).isZero();
        // (4 + 4 + 4 + 20) x2 for the red dragons = 64, and no 2 points for a tile from the wall
        assertThat(booked.out()).contains("Ann went Mah-Jong on Bob's discard.").containsPattern("Ann +East +64 ");
    }

    /**
     * A game file holding a hand booked before a discarder with a tile from the wall was refused
     * (as an export of that time wrote it) imports with the numbers it was booked with: 68, not
     * 64, and East's 3 x 136 (docs/notation.md, "Hands already booked").
     */
    @Test
    void gameImportTakesAHandBookedBeforeItsWayOfWinningWasRefused() throws Exception {
        String db = "jdbc:h2:file:" + dir.resolve("games");
        Matcher m = ID.matcher(CliRun.of("game", "new", "--players", "Ann,Bob,Cid,Dee", "--json", "--db", db).out());
        assertThat(m.find()).isTrue();
        CliRun booked = CliRun.of("game", "hand", m.group(1), "--winner", "Ann", "--discarder", "Bob", "--scores",
                "Bob=0,Cid=0,Dee=0", "--hands", "Ann: [RRR] 123b 555c 777d 55d win=5d by=discard", "--db", db);
        assertThat(booked.exitCode()).as(booked.err()).isZero();
        Path file = dir.resolve("game.json");
        assertThat(CliRun.of("game", "export", m.group(1), "--output", file.toString(), "--db", db).exitCode()).isZero();
        String export = java.nio.file.Files.readString(file);
        assertThat(export).contains("55d win=5d by=discard");
        java.nio.file.Files.writeString(file, export.replace("55d win=5d by=discard", "55d win=5d by=wall"));

        CliRun imported = CliRun.of("game", "import", file.toString(), "--json", "--db", db);

        assertThat(imported.exitCode()).as(imported.err()).isZero();
        Matcher copy = ID.matcher(imported.out());
        assertThat(copy.find()).isTrue();
        String shown = CliRun.of("game", "show", copy.group(1), "--json", "--db", db).out();
        assertThat(shown).contains("\"score\":68", "\"totals\":{\"Ann\":408,\"Bob\":-136,\"Cid\":-136,\"Dee\":-136}");
    }
}
