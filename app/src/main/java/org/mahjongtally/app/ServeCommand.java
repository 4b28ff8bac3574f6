package org.mahjongtally.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.TallyException;
import org.mahjongtally.cli.CommandLineMessages;
import org.mahjongtally.web.AdminPassword;
import org.mahjongtally.web.PortInUseException;
import org.mahjongtally.web.ServerOptions;
import org.mahjongtally.words.Language;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tally serve}: the page for the table and the HTTP API, from one process, until Ctrl-C.
 * A bad port or one in use is one line on stderr and exit code 2.
 */
@Command(
        name = "serve",
        sortOptions = false,
        mixinStandardHelpOptions = true,
        description = {
            "Serve the page for the table and the HTTP API, until Ctrl-C.",
            "Open the address it prints in a browser, on this computer or on a phone on the same network.",
            "",
            "Games are kept in the database given by --db, else by the environment variable",
            "TALLY_DB, else in an H2 file in your data directory (~/.local/share/mahjong-tally).",
            "",
            "Club administration over HTTP (players, deleting games, new edit keys) needs an",
            "administrator password: --admin-password-file FILE (its first line), else the",
            "environment variable TALLY_ADMIN_PASSWORD; without one it is switched off. The",
            "server keeps only a PBKDF2 hash of it."},
        footer = {"", "Examples:", "  tally serve", "  tally serve --port 8080 --db jdbc:postgresql://localhost/tally?user=tally"
            + " --admin-password-file /etc/tally/admin-password"})
final class ServeCommand implements Callable<Integer> {

    /** The port when none is given. */
    static final int DEFAULT_PORT = 7070;

    @Option(names = "--port", paramLabel = "PORT",
            description = "The port to listen on, 1-65535, or 0 for any free port (default: 7070).")
    String port = String.valueOf(DEFAULT_PORT);

    @Option(names = "--db", paramLabel = "URL",
            description = "The database: jdbc:h2:file:PATH or jdbc:postgresql://HOST/DB?user=...&password=...")
    String db;

    @Option(names = "--admin-password-file", paramLabel = "FILE",
            description = "A file whose first line is the club administrator's password (at least 8 characters).")
    Path adminPasswordFile;

    /** The environment variable of the administrator's password. */
    static final String ADMIN_ENV = "TALLY_ADMIN_PASSWORD";

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        ServerOptions options = ServerOptions.DEFAULTS;
        char[] password = adminPassword();
        if (password != null) {
            try {
                options = options.withAdmin(AdminPassword.of(password));
            } catch (IllegalArgumentException e) {
                throw new TallyException(ErrorCode.BAD_ADMIN_PASSWORD, CommandLineMessages.english(e.getMessage()));
            }
        }
        RunningServer server;
        try {
            server = RunningServer.start(port(port), database(), options);
        } catch (TallyException e) {
            // Not "catch (PortInUseException e)": a catch type is loaded with the command, and
            // the other commands must not load the server's classes (ProgramProcessTest).
            if (e.errorCode() != ErrorCode.PORT_IN_USE) {
                throw e;
            }
            throw new TallyException(e.errorCode(), CommandLineMessages.english(PortInUseException.in(e, Language.ENGLISH)));
        }
        PrintWriter out = spec.commandLine().getOut();
        server.banner().forEach(out::println);
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            out.println("Mahjong Tally stopped.");
            out.flush();
            stopped.countDown();
        }, "tally-serve-shutdown"));
        stopped.await();
        return 0;
    }

    /** The administrator's password: the file's first line, else the environment's, else null. */
    private char[] adminPassword() {
        if (adminPasswordFile != null) {
            byte[] bytes;
            try {
                bytes = Files.readAllBytes(adminPasswordFile);
            } catch (IOException e) {
                throw new TallyException(ErrorCode.BAD_ADMIN_PASSWORD, CommandLineMessages.english(
                        "cannot read the administrator password file " + adminPasswordFile + " ("
                                + e.getClass().getSimpleName() + "); give a readable file"));
            }
            CharBuffer chars = StandardCharsets.UTF_8.decode(ByteBuffer.wrap(bytes));
            Arrays.fill(bytes, (byte) 0);
            int end = 0;
            while (end < chars.limit() && chars.get(end) != '\n' && chars.get(end) != '\r') {
                end++;
            }
            char[] line = new char[end];
            chars.get(line);
            Arrays.fill(chars.array(), '\0');
            return line;
        }
        String env = System.getenv(ADMIN_ENV);
        return env == null || env.isEmpty() ? null : env.toCharArray();
    }

    /** The database URL: --db, else TALLY_DB, else null for the default file. */
    private String database() {
        if (db != null && !db.isBlank()) {
            return db;
        }
        String env = System.getenv("TALLY_DB");
        return env == null || env.isBlank() ? null : env;
    }

    /**
     * Reads a port.
     *
     * @throws TallyException unless it is a whole number from 0 to 65535
     */
    static int port(String text) {
        String t = text.strip();
        if (t.matches("\\d{1,5}") && Integer.parseInt(t) <= 65535) {
            return Integer.parseInt(t);
        }
        throw new TallyException(ErrorCode.BAD_PORT, CommandLineMessages.english("--port must be a port number from 1 to 65535,"
                + " or 0 for any free port; got '" + text + "' (e.g. --port " + DEFAULT_PORT + ")"));
    }
}
