package org.mahjongtally.cli;

import org.mahjongtally.TallyException;
import org.mahjongtally.store.GameChangedException;
import org.mahjongtally.store.GameNotFoundException;
import org.mahjongtally.store.StoreException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * The one place where errors become exit codes and messages: a one-line message on stderr,
 * never a stack trace. 2: bad usage or input (notation, scores, options). 3: a hand or ruleset
 * that cannot be valid. 1: a fault of the program itself, reported as such.
 */
final class ExitCodes implements IParameterExceptionHandler, IExecutionExceptionHandler {

    static final int OK = 0;
    static final int BAD_INPUT = 2;
    static final int INVALID = 3;
    static final int FAULT = 1;

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        cmd.getErr().println("tally: " + ex.getMessage());
        cmd.getErr().println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for how to write it.");
        return BAD_INPUT;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parseResult) {
        if (ex instanceof TallyException tally) {
            cmd.getErr().println("tally: " + tally.getMessage());
            return codeFor(tally);
        }
        cmd.getErr().println("tally: internal error (" + ex + "); please report it with the"
                + " command you ran");
        return FAULT;
    }

    /**
     * The exit code for an input error: 3 for invalid hands and rulesets, else 2. The store's
     * errors are 2: no such game, a database that cannot be opened (the --db or TALLY_DB given),
     * a game changed by someone else meanwhile.
     */
    static int codeFor(TallyException e) {
        if (e instanceof GameNotFoundException || e instanceof StoreException || e instanceof GameChangedException) {
            return BAD_INPUT;
        }
        return e.code().startsWith("invalid") ? INVALID : BAD_INPUT;
    }
}
