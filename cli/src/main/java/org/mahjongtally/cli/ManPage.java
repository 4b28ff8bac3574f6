/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The manual page of a command and all its subcommands, in roff (man's {@code -man} macros),
 * made from the commands themselves: their descriptions, synopses, options and footers.
 */
final class ManPage {

    private final StringBuilder roff = new StringBuilder();

    private ManPage() {
    }

    /** The manual page of this command, section 1. */
    static String of(CommandSpec root) {
        ManPage page = new ManPage();
        String name = root.name();
        String version = String.join(" ", root.version());
        page.line(".TH " + name.toUpperCase(java.util.Locale.ROOT) + " 1 \"\" \"" + escape(version) + "\" \"User Commands\"");
        // No hyphenation and a ragged right edge: an option or path is never split or stretched.
        page.line(".nh");
        page.line(".ad l");
        page.line(".SH NAME");
        page.line(escape(name) + " \\- " + escape(lowerFirst(stripDot(root.usageMessage().description()[0]))));
        page.line(".SH SYNOPSIS");
        page.line(".B " + escape(name));
        page.line(".I COMMAND");
        page.line("[\\fIOPTIONS\\fR] [\\fIARGUMENTS\\fR]");
        page.line(".SH DESCRIPTION");
        page.paragraphs(List.of(root.usageMessage().description()));
        page.line("Each command is described below; \\fB" + escape(name) + " help\\fR \\fICOMMAND\\fR says the same.");
        page.line(".SH COMMANDS");
        root.subcommands().values().forEach(sub -> page.command(sub.getCommandSpec()));
        page.line(".SH EXIT STATUS");
        page.line("0 done; 2 bad usage or input (one line on standard error says what and how to fix it);"
                + " 3 a hand or ruleset that cannot be valid; 1 a fault of the program itself.");
        page.line(".SH ENVIRONMENT");
        page.line(".TP");
        page.line(".B TALLY_DB");
        page.line("The database of the game commands and of \\fBserve\\fR when \\fB\\-\\-db\\fR is not given.");
        page.line(".SH SEE ALSO");
        page.line("\\fB" + escape(name) + " completion\\fR for shell completion in bash and zsh.");
        return page.roff.toString();
    }

    private void command(CommandSpec spec) {
        if (spec.usageMessage().hidden() || spec.name().equals("help")) {
            return;
        }
        line(".SS \"" + escape(spec.qualifiedName()) + "\"");
        line(escape(new CommandLine.Help(spec, CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF))
                .synopsis(0).strip()));
        line(".PP");
        paragraphs(List.of(spec.usageMessage().description()));
        for (PositionalParamSpec p : spec.positionalParameters()) {
            if (!p.hidden()) {
                item("\\fI" + escape(p.paramLabel()) + "\\fR", p.description());
            }
        }
        for (OptionSpec o : spec.options()) {
            if (!o.hidden() && !o.usageHelp() && !o.versionHelp()) {
                item(optionLabel(spec, o), o.description());
            }
        }
        List<String> footer = List.of(spec.usageMessage().footer());
        if (footer.stream().anyMatch(l -> !l.isBlank())) {
            line(".PP");
            line(".nf");
            footer.stream().dropWhile(String::isBlank).forEach(l -> line(escape(l)));
            line(".fi");
        }
        spec.subcommands().values().forEach(sub -> command(sub.getCommandSpec()));
    }

    private static String optionLabel(CommandSpec spec, OptionSpec o) {
        StringBuilder label = new StringBuilder();
        for (String name : o.names()) {
            label.append(label.length() == 0 ? "" : ", ").append("\\fB").append(escape(name)).append("\\fR");
            if (o.negatable()) {
                String negated = spec.negatableOptionTransformer().makeNegative(name, spec);
                label.append(", \\fB").append(escape(negated)).append("\\fR");
            }
        }
        if (o.typeInfo().isBoolean() || o.arity().max() == 0) {
            return label.toString();
        }
        return label + "=\\fI" + escape(o.paramLabel()) + "\\fR";
    }

    private void item(String label, String[] description) {
        line(".TP");
        line(label);
        line(escape(String.join(" ", description)));
    }

    private void paragraphs(List<String> lines) {
        for (String l : lines) {
            line(l.isBlank() ? ".PP" : escape(l));
        }
    }

    private void line(String text) {
        roff.append(text).append('\n');
    }

    /** Text as roff shows it: backslashes and hyphens escaped, no line taken for a request. */
    static String escape(String text) {
        String s = text.replace("\\", "\\e").replace("-", "\\-");
        return s.startsWith(".") || s.startsWith("'") ? "\\&" + s : s;
    }

    private static String stripDot(String s) {
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    private static String lowerFirst(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
