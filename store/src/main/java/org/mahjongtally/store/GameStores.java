/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.SqlStatements;
import org.jdbi.v3.core.transaction.TransactionIsolationLevel;
import org.jdbi.v3.sqlobject.SqlObjectPlugin;

/**
 * Opens a {@link GameStore} by JDBC URL: {@code jdbc:h2:...} (an H2 database, usually a file)
 * or {@code jdbc:postgresql://host/db?user=...&password=...}. With no URL, the default H2 file
 * database in the user's data directory, created on first use: {@code
 * $XDG_DATA_HOME/mahjong-tally/games.mv.db} (else {@code ~/.local/share/mahjong-tally}) on
 * Linux, {@code ~/Library/Application Support/Mahjong Tally} on macOS, {@code %APPDATA%\Mahjong
 * Tally} on Windows. The schema is created or brought up to date (Flyway) when a store opens.
 *
 * <p>Connections come from a HikariCP pool: at most {@value #H2_CONNECTIONS} to an H2 file,
 * {@value #POSTGRESQL_CONNECTIONS} to PostgreSQL. A request waits at most
 * {@value #CONNECTION_TIMEOUT_MS} ms for a connection to PostgreSQL ({@value #H2_CONNECTION_TIMEOUT_MS} ms
 * to an H2 file, which only a busy machine opens slowly); when the database cannot be reached
 * the store answers {@link DatabaseUnavailableException} within that time, and once it is back
 * the pool replaces the broken connections by itself (each is checked before use). A statement
 * runs at most {@value #QUERY_TIMEOUT_S} seconds.
 *
 * <p>The store logs through SLF4J (Jdbi, and Flyway as told here): an application chooses
 * whether and where its messages go by the SLF4J provider it ships, or none.
 *
 * <p>An H2 file is used by one program at a time; for a database shared by several programs
 * at once (a server and the command line), use PostgreSQL.
 */
public final class GameStores {

    /** The environment variable the command line reads the database URL from. */
    public static final String ENV = "TALLY_DB";

    private static final Pattern H2_CREDENTIAL = Pattern.compile(";(USER|PASSWORD)=([^;]*)",
            Pattern.CASE_INSENSITIVE);
    /**
     * The H2 settings the store adds to a URL that does not set them itself. WRITE_DELAY=0: every
     * commit is written to the file at once (H2 otherwise writes up to half a second later, and a
     * game would lose its last hands if the program were killed). QUERY_CACHE_SIZE=64: each
     * connection keeps the statements it has parsed; H2 keeps 8 by default, fewer than the
     * store's statements, so the frequent ones were parsed again and again. QUERY_TIMEOUT: the
     * time limit of a statement, set once for the connection; given to each statement through
     * JDBC instead, H2 runs SET QUERY_TIMEOUT for every statement, and every SET empties every
     * connection's cache of parsed statements.
     */
    private static final Map<String, String> H2_SETTINGS = Map.of("WRITE_DELAY", "0", "QUERY_CACHE_SIZE", "64",
            "QUERY_TIMEOUT", String.valueOf(GameStores.QUERY_TIMEOUT_S * 1000));
    /** The longest a request waits for a database connection, in milliseconds. */
    public static final long CONNECTION_TIMEOUT_MS = 2_000;
    /**
     * The longest a request waits for a connection to an H2 file, in milliseconds: opening the
     * file runs in this program, and on a loaded machine (a club's small server, a laptop
     * running a build) it can take more than two seconds.
     */
    public static final long H2_CONNECTION_TIMEOUT_MS = 5_000;
    /** The longest one SQL statement may run, in seconds. */
    public static final int QUERY_TIMEOUT_S = 30;

    /** Connections to an H2 file, at most: H2 runs in this program and writes its commits one at a time. */
    static final int H2_CONNECTIONS = 8;
    /**
     * Connections to PostgreSQL, at most. A transaction there mostly waits (for the network,
     * and for its commit to reach the disk), and commits that wait together are flushed
     * together: more connections than cores let more hands share one flush of the log.
     */
    static final int POSTGRESQL_CONNECTIONS = 16;

    /** The isolation level of a connection as the pool hands it out. */
    static final TransactionIsolationLevel ISOLATION = TransactionIsolationLevel.READ_COMMITTED;

    private static final Pattern PASSWORD = Pattern.compile("((?:password|PASSWORD)=)[^;&]*");

    private GameStores() {
    }

    /** The JDBC URL of the default database, an H2 file in the user's data directory. */
    public static String defaultUrl() {
        return "jdbc:h2:file:" + DataDirectory.current().resolve("games").toAbsolutePath();
    }

    /**
     * Opens the store at a JDBC URL, creating or updating its schema.
     *
     * @param jdbcUrl {@code jdbc:h2:...} or {@code jdbc:postgresql://...}; null or blank: the
     *     default H2 file ({@link #defaultUrl()}), its directory created if need be
     * @throws StoreException if the URL is of another kind or the database cannot be opened
     */
    public static GameStore open(String jdbcUrl) {
        String url = jdbcUrl == null || jdbcUrl.isBlank() ? createdDefault() : jdbcUrl.strip();
        HikariDataSource pool = pool(url);
        try (Connection opened = openedWithoutTimeLimit(pool, url)) {
            Flyway.configure()
                    .loggers("slf4j")
                    .dataSource(pool)
                    .locations("classpath:db/migration")
                    .failOnMissingLocations(true)
                    .load()
                    .migrate();
        } catch (FlywayException | SQLException e) {
            pool.close();
            throw cannotOpen(url, e);
        }
        Jdbi jdbi = Jdbi.create(pool).installPlugin(new SqlObjectPlugin()).installPlugin(new StoreColumns());
        if (!isH2(url)) {   // H2 has it from its URL (H2_SETTINGS)
            jdbi.getConfig(SqlStatements.class).setQueryTimeout(QUERY_TIMEOUT_S);
        }
        JdbiGameStore store = new JdbiGameStore(jdbi, pool::close, redacted(url));
        try {
            store.completeOldGames();
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
        return store;
    }

    /**
     * An H2 database opened by a first connection of its own, held while the schema is brought up
     * to date, so that the pool's connections join a database already open. The pool gives up on
     * a connection after {@value #H2_CONNECTION_TIMEOUT_MS} ms, which is right for a request but
     * not for opening the file: on a slow or busy machine that alone took longer, and the program
     * would not start ("Connection is not available"). A file that cannot be opened (locked by
     * another program, a wrong password) is said at once. PostgreSQL: nothing (null) — its server
     * has the database open already.
     */
    private static Connection openedWithoutTimeLimit(HikariDataSource pool, String url) throws SQLException {
        if (!isH2(url)) {
            return null;
        }
        Properties credentials = new Properties();
        credentials.setProperty("user", pool.getUsername());
        credentials.setProperty("password", pool.getPassword());
        return new org.h2.Driver().connect(pool.getJdbcUrl(), credentials);
    }

    private static StoreException cannotOpen(String url, Exception e) {
        String cause = StoreException.cause(e);
        return new StoreException(cause.contains("file is locked") ? StoreProblem.CANNOT_OPEN_LOCKED
                : StoreProblem.CANNOT_OPEN, redacted(url), cause);
    }

    /** The URL with any password replaced by {@code ***}, for messages. */
    public static String redacted(String url) {
        return PASSWORD.matcher(url).replaceAll("$1***");
    }

    private static String createdDefault() {
        Path dir = DataDirectory.current();
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new StoreException(StoreProblem.CANNOT_CREATE_DATA_DIRECTORY, dir.toString(), String.valueOf(e.getMessage()), ENV);
        }
        return defaultUrl();
    }

    private static boolean isH2(String url) {
        return url.toLowerCase(Locale.ROOT).startsWith("jdbc:h2:");
    }

    private static HikariDataSource pool(String url) {
        HikariConfig config = new HikariConfig();
        if (isH2(url)) {
            h2(url, config);
        } else if (url.toLowerCase(Locale.ROOT).startsWith("jdbc:postgresql:")) {
            config.setJdbcUrl(url);
            config.setDriverClassName("org.postgresql.Driver");
            // A database that does not answer is given up on, not waited for.
            config.addDataSourceProperty("connectTimeout", "5");
            config.addDataSourceProperty("socketTimeout", String.valueOf(QUERY_TIMEOUT_S + 30));
        } else {
            throw new StoreException(StoreProblem.UNSUPPORTED_URL, redacted(url));
        }
        config.setPoolName("tally");
        config.setTransactionIsolation("TRANSACTION_READ_COMMITTED");
        config.setMaximumPoolSize(isH2(url) ? H2_CONNECTIONS : POSTGRESQL_CONNECTIONS);
        config.setMinimumIdle(0);
        config.setConnectionTimeout(isH2(url) ? H2_CONNECTION_TIMEOUT_MS : CONNECTION_TIMEOUT_MS);
        config.setValidationTimeout(1_000);
        config.setInitializationFailTimeout(-1);
        try {
            return new HikariDataSource(config);
        } catch (HikariPool.PoolInitializationException | IllegalArgumentException e) {
            throw new StoreException(StoreProblem.CANNOT_OPEN, redacted(url), StoreException.cause(e));
        }
    }

    /** H2 with the user and password taken out of the URL settings, and {@link #H2_SETTINGS} added. */
    private static void h2(String url, HikariConfig config) {
        String user = "sa";
        String password = "";
        Matcher m = H2_CREDENTIAL.matcher(url);
        while (m.find()) {
            if (m.group(1).equalsIgnoreCase("USER")) {
                user = m.group(2);
            } else {
                password = m.group(2);
            }
        }
        StringBuilder jdbcUrl = new StringBuilder(H2_CREDENTIAL.matcher(url).replaceAll(""));
        String upper = jdbcUrl.toString().toUpperCase(Locale.ROOT);
        new TreeMap<>(H2_SETTINGS).forEach((setting, value) -> {
            if (!upper.contains(";" + setting + "=")) {
                jdbcUrl.append(';').append(setting).append('=').append(value);
            }
        });
        config.setJdbcUrl(jdbcUrl.toString());
        config.setDriverClassName("org.h2.Driver");
        config.setUsername(user);
        config.setPassword(password);
    }
}
