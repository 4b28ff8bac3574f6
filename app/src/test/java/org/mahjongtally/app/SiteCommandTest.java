/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mahjongtally.web.PageFiles;

class SiteCommandTest {

    @TempDir
    Path temp;

    /** Every path the folder should hold: the page's files, the list and the worker. */
    private static List<String> expectedPaths() {
        List<String> paths = new ArrayList<>();
        PageFiles.onClasspath().files().forEach(f -> paths.add(f.path()));
        paths.add(PageFiles.LIST);
        paths.add(PageFiles.WORKER);
        return paths;
    }

    private static List<String> filesIn(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString().replace('\\', '/')).sorted().toList();
        }
    }

    @Test
    void itWritesTheBytesTheServerServesAndSaysWhatItWrote() throws Exception {
        Path dir = temp.resolve("site");
        Cli cli = Cli.run("site", dir.toString());
        assertThat(cli.err()).isEmpty();
        assertThat(cli.exitCode()).isZero();
        List<String> paths = expectedPaths();
        assertThat(filesIn(dir)).containsExactlyInAnyOrderElementsOf(paths);
        assertThat(paths).contains("index.html", "sw.js", "manifest.webmanifest", "js/main.js");
        List<String> lines = cli.out().lines().toList();
        assertThat(lines).hasSize(paths.size() + 1);
        long total = 0;
        try (RunningServer server = RunningServer.start(0, "jdbc:h2:mem:" + UUID.randomUUID())) {
            HttpClient http = HttpClient.newHttpClient();
            for (int i = 0; i < paths.size(); i++) {
                String path = paths.get(i);
                byte[] written = Files.readAllBytes(dir.resolve(path));
                assertThat(lines.get(i).strip()).isEqualTo(written.length + "  " + path);
                total += written.length;
                HttpResponse<byte[]> served = http.send(HttpRequest.newBuilder(
                        URI.create("http://localhost:" + server.port() + "/" + path)).build(), HttpResponse.BodyHandlers.ofByteArray());
                assertThat(served.statusCode()).as(path).isEqualTo(200);
                assertThat(written).as(path).isEqualTo(served.body());
            }
        }
        assertThat(lines.get(paths.size())).isEqualTo("Wrote " + paths.size() + " files, " + total + " bytes, into " + dir
                + ": upload them to any static web host.");
    }

    @Test
    void aFolderThatIsNotEmptyIsRefusedAndLeftAlone() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("club-web"));
        Files.writeString(dir.resolve("index.html"), "the club's own page");
        Cli cli = Cli.run("site", dir.toString());
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err().lines()).singleElement().asString()
                .isEqualTo("tally: " + dir + " is not empty; give an empty or new folder, or add --force to write"
                        + " the page's files over those of the same names");
        assertThat(cli.out()).isEmpty();
        assertThat(filesIn(dir)).containsExactly("index.html");
        assertThat(Files.readString(dir.resolve("index.html"))).isEqualTo("the club's own page");
    }

    @Test
    void withForceItWritesOverFilesOfTheSameNamesAndLeavesOthers() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("club-web"));
        Files.writeString(dir.resolve("index.html"), "an old page");
        Files.writeString(dir.resolve("notes.txt"), "the club's notes");
        Cli cli = Cli.run("site", dir.toString(), "--force");
        assertThat(cli.exitCode()).isZero();
        assertThat(Files.readAllBytes(dir.resolve("index.html"))).isEqualTo(PageFiles.read("index.html"));
        assertThat(Files.readString(dir.resolve("notes.txt"))).isEqualTo("the club's notes");
    }

    @Test
    void aFileInPlaceOfTheFolderIsRefused() throws IOException {
        Path file = Files.writeString(temp.resolve("site"), "not a folder");
        Cli cli = Cli.run("site", file.toString(), "--force");
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err().lines()).singleElement().asString()
                .isEqualTo("tally: " + file + " is a file, not a folder; give a folder to write the page into");
    }

    @Test
    void theHelpListsSite() {
        assertThat(Cli.run("--help").out()).containsPattern("\n  site +Write the page for the table as plain files into DIR");
        assertThat(Cli.run("site", "--help").out()).contains("static web host").contains("--force");
    }
}
