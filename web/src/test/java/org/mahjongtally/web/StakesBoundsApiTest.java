/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A new game's stake per point is bounded: "1e999999999" is a short text
 * for a number of a billion digits, which ran the server out of memory once it was written out.
 * Each is refused at once, naming the limit and quoting what was sent, and no game is made.
 */
class StakesBoundsApiTest extends ServerFixture {

    @ParameterizedTest
    @ValueSource(strings = {"1e999999999", "1e-999999999", "1e70"})
    void anAbsurdStakeIsRefusedAndNoGameIsMade(String perPoint) {
        int games = store.list().size();
        ApiClient.Answer a = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"],"
                + " \"options\": {\"stakes\": {\"perPoint\": \"" + perPoint + "\"}}}");
        assertThat(a.status()).as(a.body()).isBetween(400, 499);
        assertThat(a.json().path("message").asText()).containsPattern("at most (1000000 a point|6 decimal places)")
                .contains("got 1E");
        assertThat(store.list().size()).isEqualTo(games);
    }
}
