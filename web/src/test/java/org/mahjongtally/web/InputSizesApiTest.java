/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.mahjongtally.store.GameStore;

/** {@link InputSizesContract} on H2, the database by default, with {@link ServerFixture}'s server. */
class InputSizesApiTest extends InputSizesContract {

    @BeforeAll
    static void startServer() {
        ServerFixture.startServer();
    }

    @AfterAll
    static void stopServer() {
        ServerFixture.stopServer();
    }

    @Override
    ApiClient api() {
        return ServerFixture.api;
    }

    @Override
    GameStore store() {
        return ServerFixture.store;
    }
}
