/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code tally man}: the manual page of every command, in the man program's own format. */
@Command(
        name = "man",
        mixinStandardHelpOptions = true,
        description = {
            "Print the manual page of tally, made from its commands, for the man program.",
            "Read it with: tally man > tally.1 && man ./tally.1"},
        footer = {"", "Example:", "  tally man | gzip > /usr/local/share/man/man1/tally.1.gz"})
final class ManCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        out.print(ManPage.of(spec.root()));
        out.flush();
        return 0;
    }
}
