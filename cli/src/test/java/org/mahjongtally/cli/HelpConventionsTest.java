/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/** The help of every command: full first sentences, at most 80 columns, broken at spaces only. */
class HelpConventionsTest {

    /** Every command and subcommand but picocli's help, by its words after "tally". */
    static Stream<List<String>> commands() {
        List<List<String>> all = new ArrayList<>();
        collect(TallyCommand.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())),
                new ArrayList<>(), all);
        return all.stream();
    }

    private static void collect(CommandLine cli, List<String> path, List<List<String>> all) {
        all.add(path);
        cli.getSubcommands().forEach((name, sub) -> {
            if (!name.equals("help")) {
                List<String> deeper = new ArrayList<>(path);
                deeper.add(name);
                collect(sub, deeper, all);
            }
        });
    }

    @ParameterizedTest
    @MethodSource("commands")
    void theFirstLineOfEveryDescriptionIsAWholeSentenceAndIsListedWhole(List<String> command) {
        CommandLine cli = TallyCommand.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        for (String name : command) {
            cli = cli.getSubcommands().get(name);
        }
        String first = cli.getCommandSpec().usageMessage().description()[0];
        assertThat(first).as(command.toString()).matches("[A-Z].*\\.");
        if (!command.isEmpty()) {
            String parentHelp = help(command.subList(0, command.size() - 1));
            assertThat(oneLine(parentHelp)).as("the list of commands in the parent's help")
                    .contains(command.get(command.size() - 1) + " " + first);
        }
    }

    @ParameterizedTest
    @MethodSource("commands")
    void theHelpIsAtMost80ColumnsAndBrokenAtSpacesOnly(List<String> command) {
        String help = help(command);
        assertThat(help.lines()).as(help).allSatisfy(line -> assertThat(line.length() <= HelpLayout.WIDTH
                || line.strip().indexOf(' ') < 0).as(line).isTrue());
        assertThat(words(help)).as("the words of the help, as picocli writes them on unbroken lines")
                .isEqualTo(words(unbrokenHelp(command)));
    }

    @ParameterizedTest
    @MethodSource("commands")
    void theDescriptionsOfOptionsAndCommandsStartInOneColumn(List<String> command) {
        String help = help(command);
        assertThat(descriptionColumns(help, "^(  -\\S, |      )--\\S+ {2,}(\\S)")).as(help).hasSize(1);
        int commands = help.indexOf("\nCommands:\n");
        if (commands >= 0) {
            String list = help.substring(commands + 11).split("\n\n")[0];
            assertThat(descriptionColumns(list, "^  ()\\S+ {2,}(\\S)")).as(help).hasSize(1);
        }
    }

    /** The columns where the descriptions of rows like this start. */
    private static java.util.Set<Integer> descriptionColumns(String text, String row) {
        java.util.regex.Pattern pattern = java.util.regex.Pattern.compile(row);
        java.util.Set<Integer> columns = new java.util.TreeSet<>();
        text.lines().map(pattern::matcher).filter(java.util.regex.Matcher::find).forEach(m -> columns.add(m.start(2)));
        return columns;
    }

    @ParameterizedTest
    @MethodSource("commands")
    void aPathOrUrlInTheHelpIsNeverBroken(List<String> command) {
        String help = help(command);
        assertThat(help).doesNotContainPattern("~/\\.\\s*\\n").doesNotContainPattern("jdbc:[a-z0-9]+:\\s*\\n");
    }

    /** {@code tally COMMAND --help} as the program prints it. */
    static String help(List<String> command) {
        List<String> args = new ArrayList<>(command);
        args.add("--help");
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.exitCode()).isZero();
        return run.out();
    }

    /** The same help laid out by picocli alone, on lines so long that it breaks none. */
    private static String unbrokenHelp(List<String> command) {
        CommandLine cli = new CommandLine(new TallyCommand());
        for (String name : command) {
            cli = cli.getSubcommands().get(name);
        }
        cli.setUsageHelpWidth(100_000);
        return cli.getUsageMessage(CommandLine.Help.Ansi.OFF);
    }

    private static List<String> words(String text) {
        return Arrays.asList(text.strip().split("\\s+"));
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\s+", " ");
    }
}
