package org.mahjongtally.web;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * How a {@link WebServer} runs: the administrator's password (without one, club
 * administration is switched off) and how long a request may take.
 *
 * @param admin the administrator's password, if administration is on
 * @param idleTimeout how long a connection may send or receive nothing before it is closed
 * @param bodyTimeout how long a request body may take to arrive in all (answered 408 after)
 */
public record ServerOptions(Optional<AdminPassword> admin, Duration idleTimeout, Duration bodyTimeout) {

    /** No administration; 30 seconds of silence, 30 seconds for a body. */
    public static final ServerOptions DEFAULTS = new ServerOptions(Optional.empty(), Duration.ofSeconds(30),
            Duration.ofSeconds(30));

    /** Checks for null and for positive times. */
    public ServerOptions {
        Objects.requireNonNull(admin, "admin");
        if (idleTimeout.isNegative() || idleTimeout.isZero() || bodyTimeout.isNegative() || bodyTimeout.isZero()) {
            throw new IllegalArgumentException("timeouts must be positive");
        }
    }

    /** These options with administration on, by this password. */
    public ServerOptions withAdmin(AdminPassword password) {
        return new ServerOptions(Optional.of(password), idleTimeout, bodyTimeout);
    }

    /** These options with other timeouts. */
    public ServerOptions withTimeouts(Duration idle, Duration body) {
        return new ServerOptions(admin, idle, body);
    }
}
