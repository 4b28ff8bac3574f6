/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * How a {@link WebServer} runs: the administrator's password (without one, club
 * administration is switched off), how long a request may take, and how many connections one
 * address may hold open.
 *
 * @param admin the administrator's password, if administration is on
 * @param idleTimeout how long a connection may send or receive nothing before it is closed
 * @param bodyTimeout how long a request body may take to arrive in all (answered 408 after)
 * @param headerTimeout how long a connection may take to send a whole request header, counted
 *     from its opening or from the end of its previous answer (closed after)
 * @param connectionsPerAddress the most connections one address holds open; past it, that
 *     address's connection that has waited longest for its request is closed
 * @param clock the time the limit on administrator password guesses counts by
 */
public record ServerOptions(Optional<AdminPassword> admin, Duration idleTimeout, Duration bodyTimeout,
        Duration headerTimeout, int connectionsPerAddress, Clock clock) {

    /**
     * The connections one address may hold open by default. A club behind one router (one
     * address for every phone) needs a few per phone: 200 leave room for fifty phones and more,
     * and even past it no request is refused, only connections that sit waiting are closed.
     */
    public static final int CONNECTIONS_PER_ADDRESS = 200;

    /**
     * No administration; 30 seconds of silence, 30 seconds for a body, 10 seconds for a header,
     * {@value #CONNECTIONS_PER_ADDRESS} connections per address, the system's clock.
     */
    public static final ServerOptions DEFAULTS = new ServerOptions(Optional.empty(), Duration.ofSeconds(30),
            Duration.ofSeconds(30), Duration.ofSeconds(10), CONNECTIONS_PER_ADDRESS, Clock.systemUTC());

    /** Checks for null, for positive times and for at least one connection per address. */
    public ServerOptions {
        Objects.requireNonNull(admin, "admin");
        Objects.requireNonNull(clock, "clock");
        for (Duration d : new Duration[] {idleTimeout, bodyTimeout, headerTimeout}) {
            if (d.isNegative() || d.isZero()) {
                throw new IllegalArgumentException("timeouts must be positive");
            }
        }
        if (connectionsPerAddress < 1) {
            throw new IllegalArgumentException("an address needs at least one connection; got " + connectionsPerAddress);
        }
    }

    /** These options with administration on, by this password. */
    public ServerOptions withAdmin(AdminPassword password) {
        return new ServerOptions(Optional.of(password), idleTimeout, bodyTimeout, headerTimeout, connectionsPerAddress,
                clock);
    }

    /** These options with other idle and body timeouts. */
    public ServerOptions withTimeouts(Duration idle, Duration body) {
        return new ServerOptions(admin, idle, body, headerTimeout, connectionsPerAddress, clock);
    }

    /** These options with another time for a whole request header. */
    public ServerOptions withHeaderTimeout(Duration header) {
        return new ServerOptions(admin, idleTimeout, bodyTimeout, header, connectionsPerAddress, clock);
    }

    /** These options with another limit on the connections of one address. */
    public ServerOptions withConnectionsPerAddress(int perAddress) {
        return new ServerOptions(admin, idleTimeout, bodyTimeout, headerTimeout, perAddress, clock);
    }

    /** These options with another clock for the limit on password guesses (for tests). */
    public ServerOptions withClock(Clock time) {
        return new ServerOptions(admin, idleTimeout, bodyTimeout, headerTimeout, connectionsPerAddress, time);
    }
}
