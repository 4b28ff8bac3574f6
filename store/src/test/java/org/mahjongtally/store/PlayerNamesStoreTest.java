/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.PlayerEntry;
import org.mahjongtally.rules.Rulesets;

/**
 * Player names in the store: kept trimmed and in NFC, refused when nothing
 * of them can be read, counted in characters (code points, so 21 emoji fit where 40 letters do),
 * and look-alikes are one name, for a game's four players and for the club's.
 */
class PlayerNamesStoreTest {

    private static final String EMOJI = "\uD83D\uDE00";
    private static final String JOSE = "Jos\u00e9";
    private static final String JOSE_DECOMPOSED = "Jose\u0301";

    private GameStore store;

    @BeforeEach
    void open() {
        store = GameStores.open("jdbc:h2:mem:names-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void namesAreTrimmedOfEveryWhiteSpaceAndKeptComposed() {
        StoredGame game = store.create(setup("Ann\u00a0", "\u2028Bob", " Cid\u3000", JOSE_DECOMPOSED));
        assertThat(game.setup().players()).containsExactly("Ann", "Bob", "Cid", JOSE);
        assertThat(store.players()).extracting(Player::name).contains(JOSE);
        assertThat(store.addPlayer(" Eve\u00a0").name()).isEqualTo("Eve");
    }

    @Test
    void aHandNamingAPlayerDecomposedFindsThePlayer() {
        String id = store.create(setup("Ann", "Bob", "Cid", JOSE)).id();
        StoredGame game = store.addHand(id, HandRecord.win(JOSE_DECOMPOSED, Map.of("Ann", new PlayerEntry.Score(0),
                "Bob", new PlayerEntry.Score(4), "Cid", new PlayerEntry.Score(0), JOSE_DECOMPOSED, new PlayerEntry.Score(20))));
        assertThat(game.hands().get(0).winner()).contains(JOSE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"\u200b", "\u200b\u200d", "\ufeff", "\u2060\u200b", "\u0301"})
    void aNameOfInvisibleCharactersIsRefused(String name) {
        assertThat(Fixtures.englishOf(GameException.class, () -> store.create(setup(name, "Bob", "Cid", "Dee"))))
                .contains("a name that can be read");
        assertThatThrownBy(() -> store.addPlayer(name)).isInstanceOfSatisfying(PlayerException.class,
                e -> assertThat(e.code()).isEqualTo("bad-player-name"));
        assertThat(store.list()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"\u00a0", "\u2028", " \u00a0\u2029 "})
    void aNameOfWhiteSpaceOnlyIsEmpty(String name) {
        assertThat(Fixtures.englishOf(GameException.class, () -> store.create(setup(name, "Bob", "Cid", "Dee"))))
                .contains("got an empty one");
        assertThatThrownBy(() -> store.addPlayer(name)).isInstanceOf(PlayerException.class);
    }

    @Test
    void fortyCharactersAreCountedAsCodePoints() {
        StoredGame game = store.create(setup(EMOJI.repeat(21), EMOJI.repeat(40), "Cid", "Dee"));
        assertThat(game.setup().players().get(1)).isEqualTo(EMOJI.repeat(40));
        assertThat(store.get(game.id()).setup().players().get(0)).isEqualTo(EMOJI.repeat(21));
        assertThat(store.addPlayer("\uD83C\uDC04".repeat(40)).name()).hasSize(80);
        assertThat(Fixtures.englishOf(GameException.class, () -> store.create(setup(EMOJI.repeat(41), "Bob", "Cid", "Dee"))))
                .contains("1 to 40 characters");
        assertThatThrownBy(() -> store.addPlayer(EMOJI.repeat(41))).isInstanceOf(PlayerException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {JOSE + "," + JOSE_DECOMPOSED, "\uff21nn,Ann", "ANN,ann", "Ann\u200b,Ann", "\ufb00,FF"})
    void lookAlikesAreOneNameInAGame(String pair) {
        String[] two = pair.split(",");
        assertThat(Fixtures.englishOf(GameException.class, () -> store.create(setup(two[0], two[1], "Cid", "Dee"))))
                .contains("two players are called");
        assertThat(store.list()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {JOSE + "," + JOSE_DECOMPOSED, "\uff21nn,Ann", "ANN,ann", "\ufb00,FF"})
    void lookAlikesAreOneClubPlayer(String pair) {
        String[] two = pair.split(",");
        Player first = store.addPlayer(two[0]);
        assertThatThrownBy(() -> store.addPlayer(two[1])).isInstanceOfSatisfying(PlayerException.class,
                e -> assertThat(e.code()).isEqualTo("player-exists"));
        Player other = store.addPlayer("Zed");
        assertThatThrownBy(() -> store.renamePlayer(other.id(), two[1])).isInstanceOf(PlayerException.class);
        assertThat(store.players()).extracting(Player::id).containsExactly(first.id(), other.id());
    }

    private static GameSetup setup(String... names) {
        return new GameSetup(List.of(names), Rulesets.bmja(), GameOptions.DEFAULTS);
    }
}
