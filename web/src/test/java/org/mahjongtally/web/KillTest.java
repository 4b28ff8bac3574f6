/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;
import org.mahjongtally.store.StoredGame;

/**
 * A server in its own JVM takes a stream of hands and is killed with SIGKILL
 * ({@link Process#destroyForcibly}) in the middle of it, several times over; every hand it
 * acknowledged (2xx) is in the database afterwards, exactly once, on an H2 file and on
 * PostgreSQL. Its log has one structured line for every change it acknowledged.
 */
class KillTest {

    static final int KILLS = 3;

    @TempDir
    Path dir;

    @Test
    void acknowledgedHandsSurviveKillsOnAnH2File() throws Exception {
        killRepeatedly("jdbc:h2:file:" + dir.resolve("games"), "H2 file");
    }

    @Test
    void acknowledgedHandsSurviveKillsOnPostgres() throws Exception {
        try (EmbeddedPostgres postgres = EmbeddedPostgres.builder().start()) {
            try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
                s.execute("CREATE DATABASE killed");
            }
            killRepeatedly(postgres.getJdbcUrl("postgres", "killed"), "PostgreSQL");
        }
    }

    private void killRepeatedly(String url, String what) throws Exception {
        Random random = new Random(20_261_129L);
        List<String> acknowledged = new ArrayList<>();
        String id = null;
        String key = null;
        for (int kill = 1; kill <= KILLS; kill++) {
            Path log = dir.resolve("server-" + kill + ".log");
            Process server = start(url, log);
            try {
                ApiClient api = new ApiClient(port(server, log));
                if (id == null) {
                    var created = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").json();
                    id = created.path("id").asText();
                    key = created.path("editKey").asText();
                }
                int target = 15 + random.nextInt(25);
                Writer writer = new Writer(api, id, key, "k" + kill + "-");
                Thread thread = new Thread(writer, "writer");
                thread.start();
                while (writer.acknowledged.size() < target && thread.isAlive()) {
                    Thread.onSpinWait();
                }
                server.destroyForcibly();
                assertThat(server.waitFor(30, TimeUnit.SECONDS)).isTrue();
                thread.join(30_000);
                assertThat(writer.failure).as("the writer stops only because the server is gone").isNull();
                acknowledged.addAll(writer.acknowledged);
                java.util.regex.Pattern logged = java.util.regex.Pattern.compile(".* \\[INFO\\] org\\.mahjongtally\\.changes - time=\\d{4}-\\d\\d-\\d\\dT\\S+Z"
                        + " action=record game=" + id + " hand=\\d+ version=\\d+ remote=\\S+$");
                assertThat(Files.readAllLines(log)).as("the log of server " + kill)
                        .filteredOn(l -> logged.matcher(l).matches()).hasSizeGreaterThanOrEqualTo(
                                writer.acknowledged.size());
            } finally {
                server.destroyForcibly();
                server.waitFor(30, TimeUnit.SECONDS);
            }
            try (GameStore store = GameStores.open(url)) {
                StoredGame game = store.get(id);
                List<String> stored = game.hands().stream().map(h -> h.penalties().get(0).reason()).toList();
                assertThat(stored).as("after kill %d on %s", kill, what).containsAll(acknowledged).doesNotHaveDuplicates();
                assertThat(game.version()).isEqualTo(game.hands().size() + 1);
            }
        }
        System.out.printf("Kill test on %s: %d kills (SIGKILL) survived, %d writes acknowledged, every one stored%n",
                what, KILLS, acknowledged.size());
    }

    /** Sends hands one after another until the server stops answering. */
    private static final class Writer implements Runnable {

        final ConcurrentLinkedQueue<String> acknowledged = new ConcurrentLinkedQueue<>();
        final ApiClient api;
        final String id;
        final String key;
        final String prefix;
        volatile Throwable failure;
        private final AtomicBoolean stopped = new AtomicBoolean();

        Writer(ApiClient api, String id, String key, String prefix) {
            this.api = api;
            this.id = id;
            this.key = key;
            this.prefix = prefix;
        }

        @Override
        public void run() {
            try {
                int version = api.get("/api/games/" + id).json().path("version").asInt();
                for (int i = 0; !stopped.get(); i++) {
                    String tag = prefix + i;
                    ApiClient.Answer a = api.send("POST", "/api/games/" + id + "/hands", "{\"winner\": null,"
                            + " \"penalties\": [{\"amount\": 2, \"payers\": [\"Ann\"], \"payees\": [\"Bob\"], \"reason\": \""
                            + tag + "\"}]}", "Authorization", "Bearer " + key, "If-Match", "\"" + version + "\"");
                    if (a.status() != 201) {
                        throw new AssertionError(a.toString());
                    }
                    version = a.json().path("version").asInt();
                    acknowledged.add(tag);
                }
            } catch (UncheckedIOException e) {
                // the server was killed: no answer, so nothing is acknowledged
            } catch (Throwable e) {
                failure = e;
            }
        }
    }

    private static Process start(String url, Path log) throws IOException {
        return new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), ServerProcess.class.getName(), url)
                .redirectError(log.toFile()).start();
    }

    /** The port the server process says it listens on; if it ends first, what it wrote to its log says why. */
    private static int port(Process server, Path log) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        assertThat(line).as(() -> "the server says its port; its log: " + logOf(log)).startsWith("port ");
        return Integer.parseInt(line.substring(5));
    }

    private static String logOf(Path log) {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return "(unreadable: " + e + ")";
        }
    }
}
