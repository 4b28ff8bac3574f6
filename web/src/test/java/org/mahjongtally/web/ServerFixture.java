/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/** A real server on a free port with its own in-memory H2 database, for one test class. */
abstract class ServerFixture {

    static GameStore store;
    static WebServer server;
    static ApiClient api;

    @BeforeAll
    static void startServer() {
        store = GameStores.open("jdbc:h2:mem:web-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store);
        api = new ApiClient(server.port());
    }

    @AfterAll
    static void stopServer() {
        server.stop();
        store.close();
    }
}
