/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * How a {@link WebServer} runs: the administrator's password (without one, club
 * administration is switched off), how long a request may take, how many connections one
 * address may hold open, the host names it answers to, how many games strangers may start, and
 * what of the club it shows to anyone ({@link Publish}).
 *
 * @param admin the administrator's password, if administration is on
 * @param idleTimeout how long a connection may send or receive nothing before it is closed
 * @param bodyTimeout how long a request body may take to arrive in all (answered 408 after)
 * @param headerTimeout how long a connection may take to send a whole request header, counted
 *     from its opening or from the end of its previous answer (closed after)
 * @param connectionsPerAddress the most connections one address holds open; past it, that
 *     address's connection stalled longest before its first request is closed, or else the new
 *     connection's request is answered 503 with {@code Retry-After} ({@link ConnectionGuard})
 * @param clock the time the limits on password guesses and new games count by
 * @param allowedHosts host names (or addresses) the server answers to besides its own
 *     ({@link AllowedHosts}); {@code *} for any name
 * @param newGames how many games may be started or imported per hour, from one address and from
 *     all together ({@link NewGameLimits})
 * @param publish what of the club anyone may read without the administrator's password
 */
public record ServerOptions(Optional<AdminPassword> admin, Duration idleTimeout, Duration bodyTimeout,
        Duration headerTimeout, int connectionsPerAddress, Clock clock, Set<String> allowedHosts,
        NewGameLimits newGames, Publish publish) {

    /**
     * What of the club anyone on the network may read without the administrator's password. A
     * game itself is read only with its id (from its edit link) or its share id (its read-only
     * link), whatever is published; the administrator reads everything.
     */
    public enum Publish {
        /** Nothing: the players, a player's page and the standings need the administrator's password. */
        NOTHING,
        /**
         * The players, the standings and each player's results game by game (date, place, points),
         * but no link to any game: the default.
         */
        STANDINGS,
        /** As {@link #STANDINGS}, and each of those games by its read-only link (share id). */
        GAMES;

        /** Its name in settings: {@code nothing}, {@code standings}, {@code games}. */
        public String setting() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        /**
         * The one of this setting's name.
         *
         * @throws IllegalArgumentException naming the three if it is none of them
         */
        public static Publish of(String setting) {
            for (Publish p : values()) {
                if (p.setting().equals(setting.strip().toLowerCase(java.util.Locale.ROOT))) {
                    return p;
                }
            }
            throw new IllegalArgumentException("publish must be nothing, standings or games; got '" + setting + "'");
        }
    }

    /**
     * The connections one address may hold open by default. A club behind one router (one
     * address for every phone) needs a few per phone: 200 leave room for fifty phones and more,
     * and past it every request is still answered, if only with 503 and when to come back.
     */
    public static final int CONNECTIONS_PER_ADDRESS = 200;

    /**
     * No administration; 30 seconds of silence, 30 seconds for a body, 10 seconds for a header,
     * {@value #CONNECTIONS_PER_ADDRESS} connections per address, the system's clock, no host
     * names but the server's own, {@link NewGameLimits#DEFAULTS}, the standings published.
     */
    public static final ServerOptions DEFAULTS = new ServerOptions(Optional.empty(), Duration.ofSeconds(30),
            Duration.ofSeconds(30), Duration.ofSeconds(10), CONNECTIONS_PER_ADDRESS, Clock.systemUTC(), Set.of(),
            NewGameLimits.DEFAULTS, Publish.STANDINGS);

    /** Checks for null, for positive times and for at least one connection per address. */
    public ServerOptions {
        Objects.requireNonNull(admin, "admin");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(newGames, "newGames");
        Objects.requireNonNull(publish, "publish");
        allowedHosts = Set.copyOf(allowedHosts);
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
                clock, allowedHosts, newGames, publish);
    }

    /** These options with other idle and body timeouts. */
    public ServerOptions withTimeouts(Duration idle, Duration body) {
        return new ServerOptions(admin, idle, body, headerTimeout, connectionsPerAddress, clock, allowedHosts, newGames,
                publish);
    }

    /** These options with another time for a whole request header. */
    public ServerOptions withHeaderTimeout(Duration header) {
        return new ServerOptions(admin, idleTimeout, bodyTimeout, header, connectionsPerAddress, clock, allowedHosts,
                newGames, publish);
    }

    /** These options with another limit on the connections of one address. */
    public ServerOptions withConnectionsPerAddress(int perAddress) {
        return new ServerOptions(admin, idleTimeout, bodyTimeout, headerTimeout, perAddress, clock, allowedHosts,
                newGames, publish);
    }

    /** These options with another clock for the limits on password guesses and new games (for tests). */
    public ServerOptions withClock(Clock time) {
        return new ServerOptions(admin, idleTimeout, bodyTimeout, headerTimeout, connectionsPerAddress, time,
                allowedHosts, newGames, publish);
    }

    /** These options with these host names allowed besides the server's own ({@code *}: any). */
    public ServerOptions withAllowedHosts(Set<String> names) {
        return new ServerOptions(admin, idleTimeout, bodyTimeout, headerTimeout, connectionsPerAddress, clock, names,
                newGames, publish);
    }

    /** These options with other limits on new games. */
    public ServerOptions withNewGames(NewGameLimits limits) {
        return new ServerOptions(admin, idleTimeout, bodyTimeout, headerTimeout, connectionsPerAddress, clock,
                allowedHosts, limits, publish);
    }

    /** These options publishing this much of the club. */
    public ServerOptions withPublish(Publish what) {
        return new ServerOptions(admin, idleTimeout, bodyTimeout, headerTimeout, connectionsPerAddress, clock,
                allowedHosts, newGames, what);
    }
}
