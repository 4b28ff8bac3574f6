/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * A server in a JVM of its own, for the tests that kill it: opens the database given as the
 * first argument, starts on a free port, prints {@code port N} and serves until it is killed.
 */
public final class ServerProcess {

    private ServerProcess() {
    }

    public static void main(String[] args) throws InterruptedException {
        GameStore store = GameStores.open(args[0]);
        WebServer server = WebServer.start(0, store);
        System.out.println("port " + server.port());
        System.out.flush();
        Thread.currentThread().join();
    }
}
