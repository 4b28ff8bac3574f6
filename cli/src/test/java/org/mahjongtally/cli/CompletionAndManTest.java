/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tally completion} in a real bash, and {@code tally man} read by the real man. */
class CompletionAndManTest {

    @TempDir
    Path dir;

    @Test
    void bashCompletesCommandsSubcommandsAndOptions() throws Exception {
        CliRun completion = CliRun.of("completion", "bash");
        assertThat(completion.exitCode()).isZero();
        Path script = Files.writeString(dir.resolve("tally-completion.bash"), completion.out());
        // The completion function is called as bash calls it on Tab, with the words typed so far;
        // compopt, which only works inside a real Tab press, is made to do nothing.
        String out = bash("source " + script + "\n"
                + "complete -p tally\n"
                + "compopt() { :; }\n"
                + "complete_words() { COMP_WORDS=(\"$@\"); COMP_CWORD=$(( $# - 1 )); COMP_LINE=\"$*\"; COMP_POINT=${#COMP_LINE};"
                + " COMPREPLY=(); _complete_tally; echo \"${COMPREPLY[*]}\"; }\n"
                + "complete_words tally se\n"
                + "complete_words tally game \"\"\n"
                + "complete_words tally settle --win\n"
                + "complete_words tally completion \"\"\n");
        List<String> lines = out.lines().toList();
        assertThat(lines.get(0)).isEqualTo("complete -o default -F _complete_tally tally");
        assertThat(lines.get(1).split(" ")).contains("settle");
        assertThat(lines.get(2).split(" ")).contains("new", "hand", "show", "list", "edit", "delete-hand", "export", "import");
        assertThat(lines.get(3)).isEqualTo("--winner");
        assertThat(lines.get(4).split(" ")).containsExactlyInAnyOrder("bash", "zsh");
    }

    @Test
    void anUnknownShellIsOneLineAndExitCode2() {
        CliRun fish = CliRun.of("completion", "fish");
        assertThat(fish.exitCode()).isEqualTo(2);
        assertThat(fish.err().lines().findFirst()).hasValueSatisfying(
                line -> assertThat(line).startsWith("tally: ").contains("bash, zsh", "fish"));
        assertThat(fish.out()).isEmpty();
    }

    @Test
    void theManPageDescribesEveryCommandAndManReadsItWithoutComplaint() throws Exception {
        CliRun man = CliRun.of("man");
        assertThat(man.exitCode()).isZero();
        assertThat(man.out()).startsWith(".TH TALLY 1 ").contains(".SH NAME\ntally \\- scores, settles",
                ".SS \"tally settle\"", ".SS \"tally game hand\"", ".SS \"tally rulesets check\"", ".SS \"tally completion\"",
                "\\fB\\-\\-winner\\fR=\\fISEAT\\fR");
        Path page = Files.writeString(dir.resolve("tally.1"), man.out());
        // groff, as man runs it (package groff-base; .ci/run installs it if missing), in plain ASCII.
        String rendered = run(List.of("groff", "-man", "-Tascii", "-P-bcou", "-ww", page.toString()), "");
        assertThat(rendered).contains("NAME", "tally settle", "--winner=SEAT", "EXIT STATUS");
    }

    private String bash(String script) throws IOException, InterruptedException {
        return run(List.of("bash", "--norc", "--noprofile", "-c", script), "");
    }

    /** Runs a program and returns its stdout; fails on any stderr or exit code but 0. */
    private String run(List<String> command, String stdin) throws IOException, InterruptedException {
        Path err = dir.resolve("stderr");
        Process p = new ProcessBuilder(command).redirectError(err.toFile()).start();
        p.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(Files.readString(err)).as("stderr of " + command).isEmpty();
        assertThat(p.exitValue()).as("exit code of " + command).isZero();
        return out;
    }
}
