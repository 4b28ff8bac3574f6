/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.app;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;
import org.mahjongtally.web.ServerOptions;
import org.mahjongtally.web.WebServer;

/** The web server and the game store it serves, started and stopped together. */
final class RunningServer implements AutoCloseable {

    private final WebServer server;
    private final GameStore store;
    private final String database;
    private final InetAddress bind;

    private RunningServer(WebServer server, GameStore store, String database, InetAddress bind) {
        this.server = server;
        this.store = store;
        this.database = database;
        this.bind = bind;
    }

    /**
     * Opens the store and starts the server on it.
     *
     * @param port the port, 0 for any free one
     * @param databaseUrl a JDBC URL, or null for the default H2 file
     * @throws org.mahjongtally.TallyException if the database cannot be opened or the port is in use
     */
    static RunningServer start(int port, String databaseUrl) {
        return start(loopback(), port, databaseUrl, ServerOptions.DEFAULTS);
    }

    /**
     * Opens the store, reads and writes a made-up game to warm the server's code
     * ({@link WebServer#warmUp}), and starts the server on the store.
     *
     * @param bind the address to listen on: loopback for this computer alone, the wildcard
     *     address for every network
     * @param options the administrator's password and time limits
     * @throws org.mahjongtally.TallyException if the database cannot be opened or the port is in use
     */
    static RunningServer start(InetAddress bind, int port, String databaseUrl, ServerOptions options) {
        GameStore store = GameStores.open(databaseUrl);
        try {
            WebServer.warmUp(store);
            return new RunningServer(WebServer.start(bind.getHostAddress(), port, store, options), store,
                    shown(databaseUrl == null ? GameStores.defaultUrl() : databaseUrl), bind);
        } catch (RuntimeException e) {
            store.close();
            throw e;
        }
    }

    /** The port the server listens on. */
    int port() {
        return server.port();
    }

    /** What {@code tally serve} prints once it is running: where to open it, and from a phone. */
    List<String> banner() {
        List<String> lines = new ArrayList<>();
        boolean everyNetwork = bind.isAnyLocalAddress();
        String host = everyNetwork || bind.isLoopbackAddress() ? "localhost" : urlHost(bind);
        lines.add("Mahjong Tally is running at http://" + host + ":" + port() + "/ (database: " + database + ")");
        if (everyNetwork) {
            networkAddress().ifPresent(a -> lines.add("On a phone on the same network: http://" + a + ":" + port() + "/"));
        } else if (bind.isLoopbackAddress()) {
            lines.add("Only this computer can open it; to let phones on the same network in, add --bind 0.0.0.0.");
        }
        lines.add("Press Ctrl-C to stop.");
        return lines;
    }

    /** The loopback address, 127.0.0.1. */
    static InetAddress loopback() {
        return InetAddress.getLoopbackAddress();
    }

    private static String urlHost(InetAddress a) {
        return a instanceof Inet6Address ? "[" + a.getHostAddress() + "]" : a.getHostAddress();
    }

    /** Stops the server, then closes the store. */
    @Override
    public void close() {
        try {
            server.stop();
        } finally {
            store.close();
        }
    }

    /** A database URL as shown: no password, and the home folder as {@code ~}, as H2 writes it too. */
    static String shown(String url) {
        String home = System.getProperty("user.home");
        String redacted = GameStores.redacted(url);
        return home == null || home.length() < 2 ? redacted : redacted.replace("jdbc:h2:file:" + home + "/", "jdbc:h2:file:~/");
    }

    /** This computer's address on the local network, if it has one. */
    private static Optional<String> networkAddress() {
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nic.isUp() || nic.isLoopback() || nic.isVirtual()) {
                    continue;
                }
                for (InetAddress a : Collections.list(nic.getInetAddresses())) {
                    if (a instanceof Inet4Address && a.isSiteLocalAddress()) {
                        return Optional.of(a.getHostAddress());
                    }
                }
            }
        } catch (SocketException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }
}
