/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.TallyException;
import org.mahjongtally.cli.CommandLineMessages;
import org.mahjongtally.web.StaticSite;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code tally site DIR}: the page as plain files for any static web host ({@link StaticSite}),
 * the same bytes {@code tally serve} serves. A folder that is not empty is refused unless
 * {@code --force} is given. Prints each file written with its size, then the total.
 */
@Command(
        name = "site",
        sortOptions = false,
        mixinStandardHelpOptions = true,
        description = {
            "Write the page for the table as plain files into DIR, for any static web host.",
            "Upload DIR's contents to the host (GitHub Pages, Netlify, a club's own web space,",
            "any folder a web server shows) and open its address on a phone: the page needs no",
            "server of its own, and after one visit it opens and works without a network.",
            "It must be reached over https:// (or http://localhost), or phones will not keep it.",
            "",
            "DIR is created if need be; a DIR that is not empty is refused unless --force is",
            "given, which replaces files of the same names and leaves other files alone."},
        footer = {"", "Examples:", "  tally site public-site", "  tally site ~/club-web/tally --force"})
final class SiteCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "DIR", description = "The folder to write the page into.")
    Path dir;

    @Option(names = "--force", description = "Write into DIR even if it is not empty.")
    boolean force;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw refused(dir + " is a file, not a folder; give a folder to write the page into");
        }
        if (!force && !isEmpty(dir)) {
            throw refused(dir + " is not empty; give an empty or new folder, or add --force to write"
                    + " the page's files over those of the same names");
        }
        List<StaticSite.Written> written;
        try {
            written = StaticSite.write(dir);
        } catch (IOException e) {
            throw refused("cannot write into " + dir + " (" + e.getClass().getSimpleName() + ": " + e.getMessage()
                    + "); give a folder you may write to");
        }
        PrintWriter out = spec.commandLine().getOut();
        long total = 0;
        for (StaticSite.Written file : written) {
            out.printf("%9d  %s%n", file.bytes(), file.path());
            total += file.bytes();
        }
        out.printf("Wrote %d files, %d bytes, into %s: upload them to any static web host.%n", written.size(), total, dir);
        out.flush();
        return 0;
    }

    private static boolean isEmpty(Path dir) {
        if (!Files.exists(dir)) {
            return true;
        }
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        } catch (IOException e) {
            throw refused("cannot read the folder " + dir + " (" + e.getClass().getSimpleName() + "); give a folder you may read");
        }
    }

    private static TallyException refused(String message) {
        return new TallyException(ErrorCode.BAD_USAGE, CommandLineMessages.english(message));
    }
}
