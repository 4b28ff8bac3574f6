/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code tally completion bash|zsh}: a script that completes this program's commands, options
 * and their values in the shell, made from the commands themselves (picocli's
 * {@link AutoComplete}), so it never falls behind them. One script serves both shells: under
 * zsh it loads zsh's bash completion first.
 */
@Command(
        name = "completion",
        mixinStandardHelpOptions = true,
        description = {
            "Print a script that completes tally's commands and options when you press Tab in bash or zsh.",
            "To use it in the shell you are in: source <(tally completion bash)",
            "To have it in every new shell, add that line to ~/.bashrc (for zsh: source <(tally completion zsh)"
                + " in ~/.zshrc). A package installs it for bash by itself."},
        footer = {"", "Examples:", "  source <(tally completion bash)", "  tally completion zsh > ~/.zsh/tally-completion.zsh"})
final class CompletionCommand implements Callable<Integer> {

    /** The shells the script is for. */
    enum Shell { bash, zsh }

    @Parameters(index = "0", paramLabel = "SHELL", description = "The shell: ${COMPLETION-CANDIDATES}.")
    Shell shell;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        out.print(AutoComplete.bash("tally", spec.root().commandLine()));
        out.flush();
        return 0;
    }
}
