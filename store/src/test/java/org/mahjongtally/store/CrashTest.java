/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An H2 file and other processes. A game survives a crash: another Java process records hands
 * and dies at once (no close, no shutdown hooks, as if killed), and this process then opens the
 * same file, finds every committed hand, and can go on recording. While another process holds
 * the file, opening it is one clear error.
 */
class CrashTest {

    @TempDir
    Path dir;

    @Test
    void committedHandsSurviveAProcessThatDiesWithoutClosing() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("games");

        Process writer = new ProcessBuilder(javaCommand(), "-cp", System.getProperty("java.class.path"),
                CrashingWriter.class.getName(), url)
                .redirectErrorStream(true).start();
        assertThat(writer.waitFor(60, TimeUnit.SECONDS)).as("the writer ends").isTrue();
        String output = new String(writer.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(writer.exitValue()).as(output).isEqualTo(CrashingWriter.CRASH_EXIT);
        String id = output.lines().filter(l -> l.startsWith("game ")).findFirst().orElseThrow().substring(5);

        try (GameStore store = GameStores.open(url)) {
            StoredGame game = store.get(id);
            assertThat(game.hands()).isEqualTo(Fixtures.fourHands());
            assertThat(game.version()).isEqualTo(5);
            assertThat(store.addHand(id, Fixtures.bobWins()).hands()).hasSize(5);
        }
    }

    @Test
    void aFileHeldByAnotherProgramIsOneClearError() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("games");
        Process holder = new ProcessBuilder(javaCommand(), "-cp", System.getProperty("java.class.path"),
                Holder.class.getName(), url).redirectErrorStream(true).start();
        try {
            String first = new BufferedReader(new InputStreamReader(holder.getInputStream(),
                    StandardCharsets.UTF_8)).readLine();
            assertThat(first).isEqualTo("holding");

            assertThat(Fixtures.englishOf(StoreException.class, () -> GameStores.open(url)))
                    .startsWith("cannot open the database " + url + ": The file is locked")
                    .endsWith("another program has it open (an H2 file serves one program at a time:"
                            + " close the other, or share a PostgreSQL database)");
        } finally {
            holder.getOutputStream().close();
            assertThat(holder.waitFor(60, TimeUnit.SECONDS)).isTrue();
        }
        try (GameStore store = GameStores.open(url)) {
            assertThat(store.list()).isEmpty();
        }
    }

    private static String javaCommand() throws IOException {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The process that crashes: records four hands, prints the game's id, and halts. */
    static final class CrashingWriter {

        static final int CRASH_EXIT = 77;

        public static void main(String[] args) {
            GameStore store = GameStores.open(args[0]);
            String id = store.create(Fixtures.SETUP).id();
            List.copyOf(Fixtures.fourHands()).forEach(h -> store.addHand(id, h));
            System.out.println("game " + id);
            System.out.flush();
            Runtime.getRuntime().halt(CRASH_EXIT);
        }
    }

    /** A process that holds the file open until its standard input is closed. */
    static final class Holder {

        public static void main(String[] args) throws IOException {
            try (GameStore store = GameStores.open(args[0])) {
                store.list();
                System.out.println("holding");
                System.out.flush();
                System.in.readAllBytes();
            }
        }
    }
}
