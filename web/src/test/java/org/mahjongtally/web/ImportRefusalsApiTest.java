/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code POST /api/games/import} refuses a game file that is not whole or not what this program
 * writes with 4xx and a message about the file, and no game is made.
 * The file is a real export of a game of two hands; each case edits it.
 */
class ImportRefusalsApiTest extends ServerFixture {

    private static String export;

    @BeforeAll
    static void aRealExport() {
        ApiClient.Answer g = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}");
        String id = g.json().path("id").asText();
        String key = g.json().path("editKey").asText();
        for (int i = 0; i < 2; i++) {
            api.write("POST", "/api/games/" + id + "/hands",
                    "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 8, \"Bob\": 12, \"Cid\": 0, \"Dee\": 4}}", key);
        }
        export = api.get("/api/games/" + id + "/export.json").body();
        assertThat(export).contains("\"version\" : 1", "\"rounds\" : 4", "\"Ann\" : 8");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\"version\" : 1|\"version\" : -5|422|the game file has version -5, but this program reads version 1",
        "\"rounds\" : 4|\"rounds\" : 1e999999999|400|a game has 1 to 16 rounds (4 is East to North), got 1E+999999999",
        "\"rounds\" : 4|\"rounds\" : 2147483648|400|a game has 1 to 16 rounds (4 is East to North), got 2147483648",
        "\"rounds\" : 4|\"rounds\" : 4, \"rounds\" : 5|400|Duplicate field 'rounds'",
        "\"Ann\" : 8|\"Ann\" : 9223372036854775808|400|from 0 to 1,000,000,000, got 9223372036854775808",
    })
    void anEditedGameFileIsRefusedAndNoGameIsMade(String from, String to, int status, String said) {
        assertThat(export).contains(from);
        assertRefused(export.replaceFirst(Pattern.quote(from), to), status, said);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"{}", "xyz", "]"})
    void textAfterTheGameFileIsRefused(String trailing) {
        assertRefused(export + "\n" + trailing, 400, "");
    }

    private static void assertRefused(String body, int status, String said) {
        int games = store.list().size();
        ApiClient.Answer a = api.post("/api/games/import", body);
        assertThat(a.status()).as(a.body()).isEqualTo(status);
        assertThat(a.json().path("message").asText()).contains(said).doesNotContain("Exception");
        assertThat(store.list().size()).isEqualTo(games);
    }
}
