/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.component.AbstractLifeCycle;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps slow and idle clients from holding the server's connections. Each
 * open connection is in one of three phases: <em>waiting</em> for a whole request header (from
 * its opening, or from the end of its previous answer), <em>reading</em> a request body
 * ({@link BodyFirst}), or <em>answering</em> a request. Then:
 *
 * <ul>
 *   <li>a connection silent for the idle time is closed, from its opening on;</li>
 *   <li>a connection waiting longer than the header time is closed, however often it sends a
 *       byte; a body reading longer than the body time is answered 408 ({@link BodyFirst});</li>
 *   <li>when one address holds more connections than its limit, its connection that has
 *       waited longest for its first request, if it has waited longer than {@link #PATIENCE}
 *       (a stalled header: a client sends its request as soon as it connects), is closed to make
 *       room; if there is none, the new connection is kept and its request answered 503 with
 *       {@code Retry-After} ({@link #isOverLimit}). A connection that has been answered and waits
 *       for its next request (kept alive) is not closed for the limit of its address: its client
 *       may be sending that request at this very moment, and would get no answer at all. So
 *       every reader behind one address (a club's phones behind one router) is answered, or
 *       told when to come back;</li>
 *   <li>when the server holds more than {@link #maxConnections}, the connection that has waited
 *       longest (waiting or reading) of the address holding the most is closed to make room, so
 *       a new request is taken up at once; a connection being answered is never closed.</li>
 * </ul>
 * Each connection closed to make room is one line of the log at WARN, saying from where, in
 * which phase and for how long ({@link #closedToMakeRoom}); never a stack trace (its request,
 * if one was being read, ends quietly: {@link BodyFirst}).
 */
final class ConnectionGuard extends AbstractLifeCycle implements Connection.Listener {

    /** The phase of a connection; only one being answered is never closed to make room. */
    enum Phase { WAITING, READING, ANSWERING }

    /** How often the deadlines are checked. */
    private static final long SWEEP_MILLIS = 100;

    private static final Logger LOG = LoggerFactory.getLogger(ConnectionGuard.class);

    /**
     * How long a new connection of an address over its limit may wait for its first request
     * before it may be closed to make room: a client sends its request as soon as it connects.
     */
    static final long PATIENCE = 2_000;

    /** The seconds an answer for a connection over its address's limit asks its client to wait. */
    static final int RETRY_AFTER_SECONDS = 2;

    private final Server server;
    private final int maxConnections;
    private final int maxPerAddress;
    private final long headerNanos;
    private final long bodyNanos;
    private final long idleMillis;
    private final Map<Connection, Tracked> open = new HashMap<>();
    private final Map<InetAddress, Set<Tracked>> byAddress = new HashMap<>();
    private ScheduledExecutorService sweeper;

    /**
     * @param server the server whose connectors are guarded
     * @param maxConnections the most connections held open before waiting ones are closed
     * @param options the header and body times and the limit per address
     */
    ConnectionGuard(Server server, int maxConnections, ServerOptions options) {
        this.server = server;
        this.maxConnections = maxConnections;
        this.maxPerAddress = options.connectionsPerAddress();
        this.headerNanos = options.headerTimeout().toNanos();
        this.bodyNanos = options.bodyTimeout().toNanos();
        this.idleMillis = options.idleTimeout().toMillis();
    }

    @Override
    protected void doStart() {
        for (Connector connector : server.getConnectors()) {
            connector.addEventListener(this);
        }
        sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "tally-connection-guard");
            t.setDaemon(true);
            return t;
        });
        sweeper.scheduleWithFixedDelay(this::sweep, SWEEP_MILLIS, SWEEP_MILLIS, TimeUnit.MILLISECONDS);
    }

    @Override
    protected void doStop() {
        sweeper.shutdownNow();
        for (Connector connector : server.getConnectors()) {
            connector.removeEventListener(this);
        }
        synchronized (this) {
            open.clear();
            byAddress.clear();
        }
    }

    @Override
    public void onOpened(Connection connection) {
        // The idle time of the server's options counts from the connection's first byte, not only
        // once a request has begun.
        connection.getEndPoint().setIdleTimeout(idleMillis);
        List<Tracked> victims = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        synchronized (this) {
            Tracked t = new Tracked(connection, address(connection));
            open.put(connection, t);
            Set<Tracked> same = byAddress.computeIfAbsent(t.address, a -> new LinkedHashSet<>());
            same.add(t);
            if (same.size() > maxPerAddress) {
                Tracked victim = longestStalled(same, System.nanoTime());
                if (victim != null) {
                    victims.add(forget(victim));
                } else {
                    t.overLimit = true;
                }
            }
            if (open.size() > maxConnections) {
                Tracked victim = longestWaitingOfTheBusiestAddress();
                if (victim != null) {
                    victims.add(forget(victim));
                }
            }
            long now = System.nanoTime();
            victims.forEach(v -> lines.add(closedToMakeRoom(v, now)));
        }
        lines.forEach(LOG::warn);
        victims.forEach(Tracked::close);
    }

    /**
     * The log line of a connection closed to make room (already forgotten): one line, of the
     * server's own words and numbers only (nothing the client sent but its address).
     */
    private String closedToMakeRoom(Tracked t, long now) {
        String phase = switch (t.phase) {
            case WAITING -> t.served ? "waiting for its next request" : "sending its request header";
            case READING -> "reading its request body";
            case ANSWERING -> "being answered";
        };
        return String.format("closed a connection from %s to make room: %s for %.1f s (%d others held; at most"
                + " %d in all, %d an address)", t.address.getHostAddress(), phase, (now - t.since) / 1e9, open.size(),
                maxConnections, maxPerAddress);
    }

    @Override
    public void onClosed(Connection connection) {
        synchronized (this) {
            Tracked t = open.get(connection);
            if (t != null) {
                forget(t);
            }
        }
    }

    /** The connection waits for its next request header: the header time starts now. */
    void waiting(Connection connection) {
        enter(connection, Phase.WAITING, null);
    }

    /** The connection's request body is being read; {@code onTimeout} runs if it takes longer than the body time. */
    void reading(Connection connection, Runnable onTimeout) {
        enter(connection, Phase.READING, onTimeout);
    }

    /** The connection's request is being answered: it is not closed to make room. */
    void answering(Connection connection) {
        enter(connection, Phase.ANSWERING, null);
    }

    /**
     * Whether this connection came when its address held more than its limit and none of its
     * connections could make room: its request is to be answered 503, and the connection closed.
     */
    synchronized boolean isOverLimit(Connection connection) {
        Tracked t = open.get(connection);
        return t != null && t.overLimit;
    }

    /** How many connections are held open now. */
    synchronized int openConnections() {
        return open.size();
    }

    private synchronized void enter(Connection connection, Phase phase, Runnable onTimeout) {
        Tracked t = open.get(connection);
        if (t != null) {
            t.phase = phase;
            t.since = System.nanoTime();
            t.served |= phase == Phase.ANSWERING;
            t.onTimeout = onTimeout;
        }
    }

    /** Closes the connections past the header time and times out the bodies past the body time. */
    private void sweep() {
        List<Tracked> late = new ArrayList<>();
        List<Tracked> makingRoom = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        List<Runnable> timeouts = new ArrayList<>();
        long now = System.nanoTime();
        synchronized (this) {
            for (Tracked t : open.values()) {
                if (t.phase == Phase.WAITING && now - t.since > headerNanos) {
                    late.add(t);
                } else if (t.phase == Phase.READING && now - t.since > bodyNanos && t.onTimeout != null) {
                    timeouts.add(t.onTimeout);
                    t.onTimeout = null;
                }
            }
            for (Set<Tracked> same : byAddress.values()) {
                int over = same.size() - maxPerAddress;
                if (over > 0) {
                    same.stream().filter(t -> isStalled(t, now) && !late.contains(t))
                            .sorted((a, b) -> Long.compare(a.since - b.since, 0)).limit(over).forEach(makingRoom::add);
                }
            }
            late.forEach(this::forget);
            makingRoom.forEach(this::forget);
            makingRoom.forEach(t -> lines.add(closedToMakeRoom(t, now)));
        }
        late.forEach(Tracked::close);
        lines.forEach(LOG::warn);
        makingRoom.forEach(Tracked::close);
        timeouts.forEach(Runnable::run);
    }

    /** The connection of these, other than {@code except}, that has waited longest and may be closed, or null. */
    private static Tracked longestWaiting(Iterable<Tracked> among, Tracked except) {
        Tracked best = null;
        for (Tracked t : among) {
            if (t != except && t.phase != Phase.ANSWERING && (best == null || t.since - best.since < 0)) {
                best = t;
            }
        }
        return best;
    }

    /**
     * Of these, the connection that has waited longest for its first request, if longer than
     * {@link #PATIENCE}; or null.
     */
    private static Tracked longestStalled(Iterable<Tracked> among, long now) {
        Tracked best = null;
        for (Tracked t : among) {
            if (isStalled(t, now) && (best == null || t.since - best.since < 0)) {
                best = t;
            }
        }
        return best;
    }

    /** Whether a connection has waited for its first request longer than {@link #PATIENCE}. */
    private static boolean isStalled(Tracked t, long now) {
        return t.phase == Phase.WAITING && !t.served && now - t.since > PATIENCE * 1_000_000;
    }

    /** Of the addresses holding the most connections, the connection that has waited longest, or null. */
    private Tracked longestWaitingOfTheBusiestAddress() {
        List<Set<Tracked>> addresses = new ArrayList<>(byAddress.values());
        addresses.sort((a, b) -> Integer.compare(b.size(), a.size()));
        for (Set<Tracked> same : addresses) {
            Tracked victim = longestWaiting(same, null);
            if (victim != null) {
                return victim;
            }
        }
        return null;
    }

    /** Stops tracking a connection (about to be closed, or closed); returns it. */
    private Tracked forget(Tracked t) {
        open.remove(t.connection);
        Set<Tracked> same = byAddress.get(t.address);
        if (same != null) {
            same.remove(t);
            if (same.isEmpty()) {
                byAddress.remove(t.address);
            }
        }
        return t;
    }

    private static InetAddress address(Connection connection) {
        SocketAddress remote = connection.getEndPoint().getRemoteSocketAddress();
        return remote instanceof InetSocketAddress inet && inet.getAddress() != null ? inet.getAddress()
                : InetAddress.getLoopbackAddress();
    }

    /** One open connection: where from, its phase and since when. */
    private static final class Tracked {
        final Connection connection;
        final InetAddress address;
        Phase phase = Phase.WAITING;
        long since = System.nanoTime();
        Runnable onTimeout;
        /** Whether a request of it has been answered (it is kept alive for the next). */
        boolean served;
        /** Whether it came over its address's limit: its request is answered 503. */
        boolean overLimit;

        Tracked(Connection connection, InetAddress address) {
            this.connection = connection;
            this.address = address;
        }

        void close() {
            connection.getEndPoint().close();
        }
    }
}
