/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import org.mahjongtally.ErrorCategory;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;
import org.mahjongtally.json.QuotedValues;
import org.mahjongtally.store.StorePhrasebooks;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.OneLine;
import org.mahjongtally.words.Words;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * The one place where errors become exit codes and messages: a one-line message on stderr, in
 * English (via the words module), never a stack trace. The exit code is the error category's
 * ({@link ErrorCategory#exitCode()}): 2 for bad usage or input (notation, scores, options), a
 * missing game, a store that cannot be used; 3 for a hand or ruleset that cannot be valid; 1 for
 * a fault of the program itself, reported as such.
 */
final class ExitCodes implements IParameterExceptionHandler, IExecutionExceptionHandler {

    static final int OK = 0;
    static final int BAD_INPUT = ErrorCategory.USAGE.exitCode();
    static final int INVALID = ErrorCategory.INVALID.exitCode();
    static final int FAULT = ErrorCategory.FAULT.exitCode();

    /** The words of the command line's messages: core's, the store's and its own, in English. */
    static final Words ENGLISH = Words.in(Language.ENGLISH).with(StorePhrasebooks.of(Language.ENGLISH))
            .with(new CommandLineEnglish());

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        // One line: what is wrong, then where to see how to write it.
        cmd.getErr().println("tally: " + OneLine.of(String.valueOf(ex.getMessage())) + "; try '"
                + cmd.getCommandSpec().qualifiedName() + " --help' for how to write it");
        return BAD_INPUT;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parseResult) {
        if (ex instanceof TallyException tally) {
            cmd.getErr().println("tally: " + say(tally.message()));
            return codeFor(tally);
        }
        cmd.getErr().println("tally: internal error (" + ex + "); please report it with the"
                + " command you ran");
        return FAULT;
    }

    /**
     * A message in the command line's words, each value the user gave in it shortened
     * ({@link QuotedValues}): a 100 KB reason or name is not printed whole.
     */
    static String say(Message message) {
        return ENGLISH.render(QuotedValues.shortened(message, Language.ENGLISH));
    }

    /** The exit code for an input error: its category's, 3 for invalid hands and rulesets, else 2. */
    static int codeFor(TallyException e) {
        return e.category().exitCode();
    }
}
