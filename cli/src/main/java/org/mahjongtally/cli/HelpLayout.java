/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.IHelpSectionRenderer;

/**
 * The layout of every command's help, {@value #WIDTH} columns wide, broken at spaces only.
 * picocli breaks a long line wherever Java's line breaker allows, which is inside a path
 * ({@code ~/.|local}) or a URL ({@code jdbc:postgresql:|//HOST}). So picocli lays out each
 * section on lines as long as they come, and this wraps them: at a space, a continued option
 * or command description indented under its first line as picocli would, a word longer than a
 * line left whole on a line of its own.
 */
public final class HelpLayout {

    /** The width of the help, in characters. */
    public static final int WIDTH = 80;

    /** A width picocli never reaches, so that it breaks no line itself. */
    private static final int UNBROKEN = 10_000;

    /** A row of a two-column list: its indent, its first column, then two or more spaces. */
    private static final Pattern LIST_ROW = Pattern.compile("^( +\\S.*?  +)\\S");

    private HelpLayout() {
    }

    /**
     * Lays out the help of this command and of every subcommand it has now (a subcommand added
     * later needs its own call).
     */
    public static void apply(CommandLine cli) {
        Map<String, IHelpSectionRenderer> sections = new LinkedHashMap<>();
        Map<String, IHelpSectionRenderer> picocli = cli.getHelpSectionMap();
        picocli.forEach((key, renderer) -> sections.put(key, help -> wrap(renderer.render(help), -1)));
        // "Usage: " and the synopsis are one line, continued under the first option.
        IHelpSectionRenderer heading = picocli.get(CommandLine.Model.UsageMessageSpec.SECTION_KEY_SYNOPSIS_HEADING);
        IHelpSectionRenderer synopsis = picocli.get(CommandLine.Model.UsageMessageSpec.SECTION_KEY_SYNOPSIS);
        sections.put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_SYNOPSIS_HEADING, help -> "");
        sections.put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_SYNOPSIS, help -> {
            String usage = heading.render(help);
            return wrap(usage + synopsis.render(help), usage.length() + help.commandSpec().qualifiedName().length() + 1);
        });
        cli.setHelpSectionMap(sections);
        cli.setUsageHelpWidth(UNBROKEN);
    }

    /**
     * Wraps every line of this text at spaces to {@value #WIDTH} columns.
     *
     * @param indent where broken lines go on, or -1 to tell from each line
     */
    static String wrap(String text, int indent) {
        String[] lines = text.split("\n", -1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            // A line is ended by the next section, when it is the last: its spaces may be needed.
            String line = i < lines.length - 1 ? lines[i].stripTrailing() : lines[i];
            out.append(i == 0 ? "" : "\n").append(String.join("\n",
                    wrapLine(line, WIDTH, indent < 0 ? continuationIndent(line) : indent)));
        }
        return out.toString();
    }

    private static List<String> wrapLine(String line, int width, int indent) {
        List<String> lines = new ArrayList<>();
        if (line.length() <= width) {
            lines.add(line);
            return lines;
        }
        // The line's first columns stay as picocli laid them out; only its text is wrapped.
        int keep = firstColumns(line);
        StringBuilder current = new StringBuilder(line.substring(0, keep));
        boolean firstWord = true;
        for (String word : line.substring(keep).strip().split(" +")) {
            if (!firstWord && current.length() + 1 + word.length() > width) {
                lines.add(current.toString());
                current.setLength(0);
                current.append(" ".repeat(indent)).append(word);
                continue;
            }
            current.append(firstWord ? "" : " ").append(word);
            firstWord = false;
        }
        lines.add(current.toString());
        return lines;
    }

    /** Where a line's text starts: after the name column of a list row, else after its indent. */
    private static int firstColumns(String line) {
        Matcher row = LIST_ROW.matcher(line);
        if (row.find() && row.group(1).length() < WIDTH / 2) {
            return row.group(1).length();
        }
        int leading = 0;
        while (leading < line.length() && line.charAt(leading) == ' ') {
            leading++;
        }
        return leading;
    }

    /**
     * Where a broken line goes on: under its description, two further in, for a row of options
     * or commands; under itself for a paragraph; two further in for an indented example.
     */
    private static int continuationIndent(String line) {
        int text = firstColumns(line);
        return text == 0 ? 0 : text + 2;
    }
}
