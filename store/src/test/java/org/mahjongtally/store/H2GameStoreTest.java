/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The store contract on an H2 file database in a temporary directory. */
class H2GameStoreTest extends GameStoreContract {

    @TempDir
    Path dir;

    private int databases;

    @Override
    String freshDatabaseUrl() {
        databases++;
        return "jdbc:h2:file:" + dir.resolve(databases == 1 ? "games" : "games" + databases);
    }

    @Test
    void gamesKeptBeforeTheClubSchemaGetAShareIdAndTheirPlayersWhenTheStoreOpens() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("old");
        String id;
        try (GameStore store = GameStores.open(url)) {
            id = store.create(Fixtures.SETUP).id();
            store.addHand(id, Fixtures.bobWins());
        }
        // As a game of schema version 1 was: no share id, no edit key, no players of the club.
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement s = c.createStatement()) {
            s.execute("UPDATE games SET share_id = NULL, edit_key_hash = NULL");
            s.execute("DELETE FROM game_players");
            s.execute("DELETE FROM players");
        }
        try (GameStore store = GameStores.open(url)) {
            StoredGame game = store.get(id);
            assertThat(game.shareId()).matches("[a-z2-7]{16}");
            assertThat(store.get(game.shareId()).id()).isEqualTo(id);
            assertThat(store.players()).extracting(Player::name).containsExactly("Ann", "Bob", "Cid", "Dee");
            assertThat(store.history(store.players().get(1).id())).singleElement()
                    .extracting(PlayerGame::won).isEqualTo(1);
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> store.addHand(id, Fixtures.bobWins(),
                    Expect.version(2).withEditKey("k".repeat(32)))).isInstanceOfSatisfying(EditKeyException.class,
                            e -> assertThat(e.code()).isEqualTo("no-edit-key"));
            String key = store.newEditKey(id);
            assertThat(store.addHand(id, Fixtures.bobWins(), Expect.version(2).withEditKey(key)).version()).isEqualTo(3);
        }
    }

    @Test
    void gamesInTheStoredFormBeforeItHadAVersionReadAsTheSameGame() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("unversioned");
        StoredGame written;
        try (GameStore store = GameStores.open(url)) {
            String id = store.create(Fixtures.SETUP).id();
            for (org.mahjongtally.game.HandRecord hand : Fixtures.fourHands()) {
                store.addHand(id, hand);
            }
            written = store.get(id);
        }
        // The texts the store wrote at 4c12a06, the last commit before the stored form had a version.
        java.util.List<String> old = StoredGameCodecTest.lines("v1-4c12a06-bmja.jsonl");
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                java.sql.PreparedStatement options = c.prepareStatement("UPDATE games SET options_json = ?");
                java.sql.PreparedStatement hand = c.prepareStatement("UPDATE hands SET record_json = ? WHERE seq = ?")) {
            options.setString(1, old.get(0));
            options.executeUpdate();
            for (int n = 1; n <= 4; n++) {
                hand.setString(1, old.get(n));
                hand.setInt(2, n);
                assertThat(hand.executeUpdate()).isEqualTo(1);
            }
        }
        try (GameStore store = GameStores.open(url)) {
            StoredGame read = store.get(written.id());
            assertThat(read.setup()).isEqualTo(written.setup());
            assertThat(read.hands()).isEqualTo(written.hands());
            assertThat(read.sheet()).isEqualTo(written.sheet());
            // A hand recorded now is in the current form; the old ones stay readable beside it.
            store.addHand(read.id(), Fixtures.bobWins());
            assertThat(store.get(read.id()).hands()).hasSize(5).startsWith(written.hands().toArray(
                    new org.mahjongtally.game.HandRecord[0]));
        }
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement();
                java.sql.ResultSet rows = s.executeQuery("SELECT record_json FROM hands WHERE seq = 5")) {
            assertThat(rows.next()).isTrue();
            assertThat(rows.getString(1)).startsWith("{\"format\":" + StoredGameCodec.VERSION + ",\"hand\":{");
        }
    }
}
