/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.TallyException;
import org.mahjongtally.app.ServeSettings.Setting;
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
 * A bad port or one in use is one line on stderr and exit code 2. Its settings come from flags,
 * environment variables and a config file alike ({@link ServeSettings}).
 */
@Command(
        name = "serve",
        sortOptions = false,
        mixinStandardHelpOptions = true,
        description = {
            "Serve the page for the table and the HTTP API, until Ctrl-C.",
            "Open the address it prints in a browser. It listens on this computer alone (127.0.0.1) unless told"
                + " otherwise: --bind 0.0.0.0 lets in phones on the same network.",
            "",
            "Each setting is taken from its flag, else its environment variable (TALLY_PORT, TALLY_BIND, TALLY_DB,"
                + " TALLY_ADMIN_PASSWORD_FILE, TALLY_ADMIN_PASSWORD, TALLY_ALLOWED_HOSTS, TALLY_PUBLISH,"
                + " TALLY_NEW_GAMES_PER_HOUR), else the config file (--config FILE or TALLY_CONFIG, one 'name = value'"
                + " a line: port, bind, db, admin-password-file, admin-password, allowed-hosts, publish,"
                + " new-games-per-hour), else its default. --print-config shows what it would run with.",
            "",
            "Games are kept in the database given by db, else in an H2 file in your data directory"
                + " (~/.local/share/mahjong-tally).",
            "",
            "Club administration over HTTP (players, deleting games, new edit keys) needs an administrator password"
                + " (admin-password-file, whose first line it is, else admin-password); without one it is switched"
                + " off. The server keeps only a PBKDF2 hash of it."},
        footer = {"", "Examples:", "  tally serve", "  tally serve --bind 0.0.0.0 --port 8080",
            "  TALLY_DB=jdbc:postgresql://localhost/tally?user=tally tally serve --config /etc/tally/serve.conf",
            "  tally serve --print-config"})
final class ServeCommand implements Callable<Integer> {

    /** The port when none is given. */
    static final int DEFAULT_PORT = 7070;

    @Option(names = "--port", paramLabel = "PORT",
            description = "The port to listen on, 1-65535, or 0 for any free port (default: 7070).")
    String port;

    @Option(names = "--bind", paramLabel = "ADDRESS",
            description = "The address to listen on: 127.0.0.1 for this computer alone (the default), 0.0.0.0 for"
                    + " every network it is on, or one of its addresses.")
    String bind;

    @Option(names = "--db", paramLabel = "URL",
            description = "The database: jdbc:h2:file:PATH or jdbc:postgresql://HOST/DB?user=...&password=...")
    String db;

    @Option(names = "--admin-password-file", paramLabel = "FILE",
            description = "A file whose first line is the club administrator's password (at least 8 characters).")
    String adminPasswordFile;

    @Option(names = "--allowed-hosts", paramLabel = "NAMES",
            description = "Host names the server answers to besides its own addresses and localhost, comma-separated"
                    + " (e.g. mahjong.club.lan, or the name of a reverse proxy); * for any. Requests for other names are"
                    + " refused (DNS rebinding).")
    String allowedHosts;

    @Option(names = "--publish", paramLabel = "WHAT",
            description = "What of the club anyone may read without the administrator password: nothing, standings"
                    + " (the players, standings and each player's results; the default) or games (also every game,"
                    + " read-only). A game is otherwise read only by its edit or read-only link.")
    String publish;

    @Option(names = "--new-games-per-hour", paramLabel = "ADDRESS,ALL",
            description = "How many games may be started or imported in an hour from one address, and from all"
                    + " together (default: 120,600); past it, 429 with Retry-After.")
    String newGamesPerHour;

    @Option(names = "--config", paramLabel = "FILE",
            description = "A config file of settings, one 'name = value' a line (default: $TALLY_CONFIG, else none).")
    Path config;

    @Option(names = "--print-config",
            description = "Print the settings it would run with, and where each came from, with secrets masked;"
                    + " then exit without serving.")
    boolean printConfig;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        ServeSettings settings = settings(System.getenv());
        PrintWriter out = spec.commandLine().getOut();
        if (printConfig) {
            settings.describe().forEach(out::println);
            out.flush();
            return 0;
        }
        int portNumber = port(settings.get(Setting.PORT));
        InetAddress address = bindAddress(settings.get(Setting.BIND));
        ServerOptions options = ServerOptions.DEFAULTS.withAllowedHosts(allowedHosts(settings.get(Setting.ALLOWED_HOSTS)))
                .withPublish(ClubSettings.publish(settings.get(Setting.PUBLISH)))
                .withNewGames(ClubSettings.newGames(settings.get(Setting.NEW_GAMES_PER_HOUR)));
        char[] password = adminPassword(settings);
        if (password != null) {
            try {
                options = options.withAdmin(AdminPassword.of(password));
            } catch (IllegalArgumentException e) {
                throw new TallyException(ErrorCode.BAD_ADMIN_PASSWORD, CommandLineMessages.english(e.getMessage()));
            }
        }
        RunningServer server;
        try {
            server = RunningServer.start(address, portNumber, settings.text(Setting.DB), options);
        } catch (TallyException e) {
            // Not "catch (PortInUseException e)": a catch type is loaded with the command, and
            // the other commands must not load the server's classes (ProgramProcessTest).
            if (e.errorCode() != ErrorCode.PORT_IN_USE) {
                throw e;
            }
            throw new TallyException(e.errorCode(), CommandLineMessages.english(PortInUseException.in(e, Language.ENGLISH)));
        }
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

    /** The settings from these flags, this environment and the config file. */
    ServeSettings settings(Map<String, String> env) {
        Map<Setting, String> flags = new EnumMap<>(Setting.class);
        flags.put(Setting.PORT, port);
        flags.put(Setting.BIND, bind);
        flags.put(Setting.DB, db);
        flags.put(Setting.ADMIN_PASSWORD_FILE, adminPasswordFile);
        flags.put(Setting.ALLOWED_HOSTS, allowedHosts);
        flags.put(Setting.PUBLISH, publish);
        flags.put(Setting.NEW_GAMES_PER_HOUR, newGamesPerHour);
        return ServeSettings.resolve(flags, env, config);
    }

    /** The administrator's password: the file's first line, else the password set, else null. */
    private static char[] adminPassword(ServeSettings settings) {
        String adminPasswordFile = settings.text(Setting.ADMIN_PASSWORD_FILE);
        if (adminPasswordFile != null) {
            byte[] bytes;
            try {
                bytes = Files.readAllBytes(Path.of(adminPasswordFile));
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
        String password = settings.text(Setting.ADMIN_PASSWORD);
        return password == null ? null : password.toCharArray();
    }

    /** The host names of {@code allowed-hosts}, comma-separated; none if it is not set. */
    static Set<String> allowedHosts(ServeSettings.Value names) {
        if (names.text() == null) {
            return Set.of();
        }
        Set<String> hosts = new LinkedHashSet<>();
        for (String name : names.text().split(",")) {
            String n = name.strip();
            if (!n.isEmpty() && !n.matches("\\*|\\[?[A-Za-z0-9.:_-]+\\]?")) {
                throw new TallyException(ErrorCode.BAD_USAGE, CommandLineMessages.english(names.source() + " must be"
                        + " host names or addresses separated by commas, such as mahjong.club.lan,192.168.1.20, or *;"
                        + " got '" + n + "'"));
            }
            if (!n.isEmpty()) {
                hosts.add(n);
            }
        }
        return hosts;
    }

    /**
     * Reads a port.
     *
     * @throws TallyException unless it is a whole number from 0 to 65535
     */
    static int port(ServeSettings.Value port) {
        String t = port.text().strip();
        if (t.matches("\\d{1,5}") && Integer.parseInt(t) <= 65535) {
            return Integer.parseInt(t);
        }
        throw new TallyException(ErrorCode.BAD_PORT, CommandLineMessages.english(port.source() + " must be a port number"
                + " from 1 to 65535, or 0 for any free port; got '" + port.text() + "' (e.g. --port " + DEFAULT_PORT + ")"));
    }

    /**
     * Reads the address to listen on: an IP address of this computer, or the wildcard address.
     *
     * @throws TallyException unless it is one
     */
    static InetAddress bindAddress(ServeSettings.Value bind) {
        String t = bind.text().strip();
        String hint = " (127.0.0.1 for this computer alone, 0.0.0.0 for every network it is on)";
        if (!t.matches("[0-9.]+|[0-9a-fA-F:]*:[0-9a-fA-F:.]*|localhost")) {
            throw new TallyException(ErrorCode.BAD_USAGE, CommandLineMessages.english(bind.source()
                    + " must be an IP address of this computer" + hint + "; got '" + bind.text() + "'"));
        }
        try {
            InetAddress address = InetAddress.getByName(t);
            if (address.isAnyLocalAddress() || address.isLoopbackAddress() || NetworkInterface.getByInetAddress(address) != null) {
                return address;
            }
        } catch (IOException e) {
            // refused below
        }
        throw new TallyException(ErrorCode.BAD_USAGE, CommandLineMessages.english(bind.source() + " must be an IP address"
                + " of this computer" + hint + "; '" + bind.text() + "' is not one of its addresses"));
    }
}
