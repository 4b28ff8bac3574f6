/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mahjongtally.store.Fixtures.SETUP;
import static org.mahjongtally.store.Fixtures.bobWins;
import static org.mahjongtally.store.Fixtures.drawWithPenalty;
import static org.mahjongtally.store.Fixtures.tiledWin;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.Standings;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * A whole database to one file and back, from an H2 file to PostgreSQL and from PostgreSQL back
 * to an H2 file: the same players, games, hands, versions, keys, share ids and audit trails,
 * so that a backup of the copy is the backup of the original.
 */
class BackupTest {

    private static final Words ENGLISH = Words.in(Language.ENGLISH).with(StorePhrasebooks.of(Language.ENGLISH));

    private static EmbeddedPostgres postgres;

    @TempDir
    Path dir;

    @BeforeAll
    static void startPostgres() throws Exception {
        postgres = EmbeddedPostgres.builder().start();
    }

    @AfterAll
    static void stopPostgres() throws Exception {
        postgres.close();
    }

    @Test
    void aDatabaseGoesFromH2ToPostgresAndBackUnchanged() throws Exception {
        String h2 = "jdbc:h2:file:" + dir.resolve("club");
        NewGame first;
        String original;
        try (GameStore store = GameStores.open(h2)) {
            first = store.start(SETUP);
            String id = first.game().id();
            store.addHand(id, bobWins());
            store.addHand(id, tiledWin());
            store.editHand(id, 1, drawWithPenalty());
            store.addHand(id, bobWins());
            store.deleteHand(id, 2);
            NewGame second = store.start(new GameSetup(List.of("Eve", "ann", "Fay", "<b>Gus</b>"), Rulesets.preset("dmjl"),
                    GameOptions.DEFAULTS.withRounds(1)));
            store.addHand(second.game().id(), drawWithPenalty().withPenalties(List.of()));
            store.addPlayer("Hal");
            store.renamePlayer(store.players().stream().filter(p -> p.name().equals("Ann")).findFirst().orElseThrow().id(),
                    "Annie");
            original = backup(store);
        }
        assertThat(original).contains("\"format\" : \"mahjong-tally-backup\"", "Annie", "<b>Gus</b>", "Hal")
                .doesNotContain(first.editKey());

        String pg = freshPostgres("copy_of_h2");
        try (GameStore store = GameStores.open(pg)) {
            BackupSummary restored = store.restore(new ByteArrayInputStream(original.getBytes(StandardCharsets.UTF_8)));
            assertThat(restored.describe()).isEqualTo("8 players, 2 games, 3 hands, 8 audit entries");
            assertThat(withoutTime(backup(store))).isEqualTo(withoutTime(original));
            String id = first.game().id();
            assertThat(store.get(first.game().shareId()).id()).isEqualTo(id);
            assertThat(store.addHand(id, bobWins(), Expect.version(6).withEditKey(first.editKey())).version()).isEqualTo(7);
            assertThat(store.addPlayer("Ivy").id()).as("new ids follow the restored ones").isEqualTo(9);
            LocalDate today = LocalDate.now(java.time.ZoneOffset.UTC);
            assertThat(Standings.of(store.results(today, today))).extracting(Standings.Line::player)
                    .contains("Annie", "Bob", "<b>Gus</b>");
            original = backup(store);
        }

        String back = "jdbc:h2:file:" + dir.resolve("back");
        try (GameStore store = GameStores.open(back)) {
            store.restore(new ByteArrayInputStream(original.getBytes(StandardCharsets.UTF_8)));
            assertThat(withoutTime(backup(store))).isEqualTo(withoutTime(original));
            assertThat(store.get(first.game().id()).hands()).hasSize(3);
        }
    }

    @Test
    void aNotationErrorInARestoredHandIsNestedAndReadsInEachLanguage() throws Exception {
        String copy;
        try (GameStore store = GameStores.open("jdbc:h2:file:" + dir.resolve("n"))) {
            store.addHand(store.create(SETUP).id(), tiledWin());
            copy = backup(store);
        }
        String broken = copy.replace("12345b", "12x45b");
        assertThat(broken).isNotEqualTo(copy);
        try (GameStore store = GameStores.open("jdbc:h2:file:" + dir.resolve("n2"))) {
            assertThatThrownBy(() -> store.restore(new ByteArrayInputStream(broken.getBytes(StandardCharsets.UTF_8))))
                    .isInstanceOfSatisfying(GameException.class, e -> {
                        assertThat(e.message().value("detail")).isInstanceOf(Message.class);
                        assertThat(ENGLISH.render(e)).matches("game \\w+ in the backup( does not replay)?: .*"
                                + "at position \\d+: unknown suit 'x'; suits are b, c, d.*");
                        assertThat(Words.in(Language.POLISH).with(StorePhrasebooks.of(Language.POLISH)).render(e))
                                .matches("gr[ay] \\w+ (w kopii zapasowej|z kopii zapasowej nie da się odtworzyć): .*"
                                        + "na pozycji \\d+: .*").doesNotContain("position", "suit");
                    });
            assertThat(store.list()).isEmpty();
        }
    }

    @Test
    void aRestoreGoesOnlyIntoAnEmptyDatabaseAndABrokenBackupRestoresNothing() throws Exception {
        String a = "jdbc:h2:file:" + dir.resolve("a");
        String copy;
        try (GameStore store = GameStores.open(a)) {
            store.addHand(store.create(SETUP).id(), bobWins());
            copy = backup(store);
            assertThat(Fixtures.englishOf(StoreException.class, () -> store.restore(new ByteArrayInputStream(copy.getBytes(StandardCharsets.UTF_8))))).contains("is not empty");
        }
        try (GameStore store = GameStores.open("jdbc:h2:file:" + dir.resolve("b"))) {
            String broken = copy.replace("\"winner\\\":\\\"Bob\\\"", "\"winner\\\":\\\"Zed\\\"");
            assertThat(broken).isNotEqualTo(copy);
            assertThatThrownBy(() -> store.restore(new ByteArrayInputStream(broken.getBytes(StandardCharsets.UTF_8))))
                    .isInstanceOfSatisfying(GameException.class, e -> assertThat(ENGLISH.render(e)).contains("does not replay"));
            assertThatThrownBy(() -> store.restore(new ByteArrayInputStream("{\"format\": \"other\"}".getBytes(
                    StandardCharsets.UTF_8)))).isInstanceOfSatisfying(GameException.class,
                    e -> assertThat(ENGLISH.render(e)).contains("not a Mahjong Tally backup"));
            assertThat(store.list()).isEmpty();
            assertThat(store.players()).isEmpty();
        }
    }

    private static String backup(GameStore store) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        store.backup(out);
        return out.toString(StandardCharsets.UTF_8);
    }

    private static String withoutTime(String backup) {
        return backup.replaceFirst("\"written\" : \"[^\"]+\"", "");
    }

    private static String freshPostgres(String name) throws Exception {
        try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        return postgres.getJdbcUrl("postgres", name);
    }
}
