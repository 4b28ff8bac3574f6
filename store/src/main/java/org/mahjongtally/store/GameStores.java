package org.mahjongtally.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.ConnectionPoolDataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.h2.jdbcx.JdbcConnectionPool;
import org.h2.jdbcx.JdbcDataSource;
import org.jdbi.v3.core.Jdbi;
import org.postgresql.ds.PGConnectionPoolDataSource;

/**
 * Opens a {@link GameStore} by JDBC URL: {@code jdbc:h2:...} (an H2 database, usually a file)
 * or {@code jdbc:postgresql://host/db?user=...&password=...}. With no URL, the default H2 file
 * database in the user's data directory, created on first use: {@code
 * $XDG_DATA_HOME/mahjong-tally/games.mv.db} (else {@code ~/.local/share/mahjong-tally}) on
 * Linux, {@code ~/Library/Application Support/Mahjong Tally} on macOS, {@code %APPDATA%\Mahjong
 * Tally} on Windows. The schema is created or brought up to date (Flyway) when a store opens.
 *
 * <p>Connections come from H2's small built-in pool ({@link JdbcConnectionPool}), which pools
 * PostgreSQL's connection source as well, at most 8 at a time.
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
    private static final Pattern WRITE_DELAY = Pattern.compile(";WRITE_DELAY=", Pattern.CASE_INSENSITIVE);
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
        JdbcConnectionPool pool = pool(url);
        try {
            Flyway.configure()
                    .loggers("slf4j")
                    .dataSource(pool)
                    .locations("classpath:db/migration")
                    .failOnMissingLocations(true)
                    .load()
                    .migrate();
        } catch (FlywayException e) {
            pool.dispose();
            String cause = StoreException.cause(e);
            throw new StoreException("cannot open the database " + redacted(url) + ": " + cause
                    + (cause.contains("file is locked") ? "; another program has it open (an H2 file serves"
                            + " one program at a time: close the other, or share a PostgreSQL database)" : ""));
        }
        return new JdbiGameStore(Jdbi.create(pool), pool::dispose, redacted(url));
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
            throw new StoreException("cannot create the data directory " + dir + " for the default"
                    + " database (" + e.getMessage() + "); give a database with --db or " + ENV);
        }
        return defaultUrl();
    }

    private static JdbcConnectionPool pool(String url) {
        String lower = url.toLowerCase(Locale.ROOT);
        if (lower.startsWith("jdbc:h2:")) {
            return h2(url);
        }
        if (lower.startsWith("jdbc:postgresql:")) {
            PGConnectionPoolDataSource source = new PGConnectionPoolDataSource();
            try {
                source.setURL(url);
            } catch (IllegalArgumentException e) {
                throw new StoreException("cannot read the database URL " + redacted(url) + ": "
                        + e.getMessage());
            }
            return pool(source);
        }
        throw new StoreException("unsupported database URL '" + redacted(url) + "'; use an H2 file"
                + " such as jdbc:h2:file:/path/to/games or PostgreSQL such as"
                + " jdbc:postgresql://localhost/tally?user=tally&password=secret");
    }

    /**
     * H2 with the user and password taken out of the URL settings, and every commit written to
     * the file at once: H2 otherwise writes up to half a second later, and a game would lose
     * its last hands if the program were killed (unless the URL sets its own WRITE_DELAY).
     */
    private static JdbcConnectionPool h2(String url) {
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
        JdbcDataSource source = new JdbcDataSource();
        String plain = H2_CREDENTIAL.matcher(url).replaceAll("");
        source.setURL(WRITE_DELAY.matcher(plain).find() ? plain : plain + ";WRITE_DELAY=0");
        source.setUser(user);
        source.setPassword(password);
        return pool(source);
    }

    private static JdbcConnectionPool pool(ConnectionPoolDataSource source) {
        JdbcConnectionPool pool = JdbcConnectionPool.create(source);
        pool.setMaxConnections(8);
        return pool;
    }
}
