/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Opening stores: URLs, the default place, and databases that cannot be used. */
class GameStoresTest {

    @TempDir
    Path dir;

    @Test
    void theDataDirectoryFollowsEachSystemsConvention() {
        Path home = Path.of("/home/ann");

        assertThat(DataDirectory.of("Linux", home, Map.of()))
                .isEqualTo(Path.of("/home/ann/.local/share/mahjong-tally"));
        assertThat(DataDirectory.of("Linux", home, Map.of("XDG_DATA_HOME", "/data")))
                .isEqualTo(Path.of("/data/mahjong-tally"));
        assertThat(DataDirectory.of("Linux", home, Map.of("XDG_DATA_HOME", "relative")))
                .isEqualTo(Path.of("/home/ann/.local/share/mahjong-tally"));
        assertThat(DataDirectory.of("Mac OS X", home, Map.of()))
                .isEqualTo(Path.of("/home/ann/Library/Application Support/Mahjong Tally"));
        assertThat(DataDirectory.of("Windows 11", home, Map.of("APPDATA", "/appdata")))
                .isEqualTo(Path.of("/appdata/Mahjong Tally"));
    }

    @Test
    void theDefaultDatabaseIsAnH2FileInTheDataDirectory() {
        assertThat(GameStores.defaultUrl())
                .isEqualTo("jdbc:h2:file:" + DataDirectory.current().resolve("games").toAbsolutePath());
    }

    @Test
    void credentialsInAnH2UrlAreUsed() {
        String url = "jdbc:h2:file:" + dir.resolve("locked") + ";USER=ann;PASSWORD=secret";
        try (GameStore store = GameStores.open(url)) {
            store.create(Fixtures.SETUP);
        }

        assertThat(Fixtures.englishOf(StoreException.class,
                () -> GameStores.open("jdbc:h2:file:" + dir.resolve("locked") + ";USER=ann;PASSWORD=wrong")))
                .startsWith("cannot open the database jdbc:h2:file:")
                .contains("PASSWORD=***")
                .doesNotContain("wrong");
        try (GameStore store = GameStores.open(url)) {
            assertThat(store.list()).hasSize(1);
        }
    }

    @Test
    void otherDatabasesAreRefusedWithTheKindsThatWork() {
        assertThat(Fixtures.englishOf(StoreException.class, () -> GameStores.open("jdbc:mysql://localhost/tally?password=x")))
                .isEqualTo("unsupported database URL 'jdbc:mysql://localhost/tally?password=***'; use an H2"
                        + " file such as jdbc:h2:file:/path/to/games or PostgreSQL such as"
                        + " jdbc:postgresql://localhost/tally?user=tally&password=secret");
    }

    @Test
    void anUnreachableServerIsOneClearError() {
        assertThat(Fixtures.englishOf(StoreException.class,
                () -> GameStores.open("jdbc:postgresql://127.0.0.1:1/tally?user=u&password=p&connectTimeout=2")))
                .startsWith("cannot open the database jdbc:postgresql://127.0.0.1:1/tally?user=u&password=***");
    }

    @Test
    void aStoredRulesetThatNoLongerReadsIsReportedWithItsProblemInEnglish() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("games");
        String id;
        try (GameStore store = GameStores.open(url)) {
            id = store.create(Fixtures.SETUP).id();
        }
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE games SET ruleset_toml = REPLACE(ruleset_toml, 'limit = 1000', 'limit = 1001')");
        }

        try (GameStore store = GameStores.open(url)) {
            assertThat(Fixtures.englishOf(StoreException.class, () -> store.get(id)))
                    .startsWith("the stored ruleset of game '" + id + "' cannot be read: the ruleset of game "
                            + id + ":")
                    .contains(": option 'limit' must be \"none\" or a positive even number of points");
        }
    }

    @Test
    void aStoredRulesetThatWasAlteredIsNoticed() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("games");
        String id;
        try (GameStore store = GameStores.open(url)) {
            id = store.create(Fixtures.SETUP).id();
        }
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE games SET ruleset_toml = REPLACE(ruleset_toml, 'limit = 1000', 'limit = 500')");
        }

        try (GameStore store = GameStores.open(url)) {
            assertThat(Fixtures.englishOf(StoreException.class, () -> store.get(id)))
                    .contains("the stored ruleset of game '" + id + "' has hash")
                    .endsWith("it has been altered");
        }
    }

    @Test
    void theSchemaIsCreatedOnFirstUse() {
        Path file = dir.resolve("sub").resolve("games");
        try (GameStore store = GameStores.open("jdbc:h2:file:" + file)) {
            assertThat(store.list()).isEmpty();
        }
        assertThat(Files.exists(dir.resolve("sub").resolve("games.mv.db"))).isTrue();
    }
}
