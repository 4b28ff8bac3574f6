/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The program in a JVM of its own, as {@code ./tally} runs it. */
class ProgramProcessTest {

    @Test
    void settleLoadsNoServerOrDatabaseClasses() throws Exception {
        Process p = java(List.of("-verbose:class"), "settle", "E=80", "S=12", "W=48", "N=112", "--winner", "N", "--json");
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isZero();
        assertThat(out).contains("{\"winner\":\"N\",\"limit\":1000", "org.mahjongtally.settlement.Settlement ");
        List<String> loaded = out.lines().filter(l -> l.startsWith("[")).toList();
        assertThat(loaded).as("classes loaded by settle").isNotEmpty()
                .noneMatch(l -> l.contains(" io.javalin.") || l.contains(" org.eclipse.jetty.")
                        || l.contains(" org.h2.") || l.contains(" org.flywaydb.") || l.contains(" com.zaxxer.") || l.contains(" kotlin.")
                        || l.contains(" org.mahjongtally.web."));
    }

    @Test
    void serveRunsUntilStoppedAndStopsCleanly() throws Exception {
        Process p = java(List.of(), "serve", "--port", "0", "--db", "jdbc:h2:mem:process");
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        try {
            String first = out.readLine();
            Matcher m = Pattern.compile("Mahjong Tally is running at http://localhost:(\\d+)/ \\(database: jdbc:h2:mem:process\\)")
                    .matcher(String.valueOf(first));
            assertThat(m.matches()).as(first).isTrue();
            HttpResponse<String> health = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://localhost:" + m.group(1) + "/health")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(health.body()).isEqualTo("{\"status\":\"ok\",\"database\":\"ok\",\"version\":\""
                    + System.getProperty("tally.version") + "\"}");
        } finally {
            p.toHandle().destroy();
        }
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        List<String> rest = new ArrayList<>();
        out.lines().forEach(rest::add);
        assertThat(rest).last().isEqualTo("Mahjong Tally stopped.");
    }

    /** Starts {@code java [jvmOptions] org.mahjongtally.app.Main args} on the test class path. */
    private static Process java(List<String> jvmOptions, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }
}
