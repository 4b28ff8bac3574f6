/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/** {@link InputSizesContract} on a real PostgreSQL: what is accepted fits its columns too. */
class InputSizesOnPostgresTest extends InputSizesContract {

    private static EmbeddedPostgres postgres;
    private static GameStore store;
    private static WebServer server;
    private static ApiClient api;

    @BeforeAll
    static void startServer() throws IOException {
        postgres = EmbeddedPostgres.builder().start();
        store = GameStores.open(postgres.getJdbcUrl("postgres", "postgres"));
        server = WebServer.start(0, store);
        api = new ApiClient(server.port());
    }

    @AfterAll
    static void stopServer() throws IOException {
        server.stop();
        store.close();
        postgres.close();
    }

    @Override
    ApiClient api() {
        return api;
    }

    @Override
    GameStore store() {
        return store;
    }
}
