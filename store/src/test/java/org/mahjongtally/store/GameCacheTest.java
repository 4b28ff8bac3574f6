/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongtally.game.HandRecord;

/** The cache of games is bounded in games and in hands, and never answers for another state. */
class GameCacheTest {

    private static final Instant CREATED = Instant.parse("2026-11-29T18:00:00Z");
    private static final Instant UPDATED = Instant.parse("2026-11-29T19:00:00Z");

    private static GameCache.Entry entry(String id, int version, int hands) {
        List<HandRecord> recorded = Collections.nCopies(hands, Fixtures.bobWins());
        StoredGame game = new StoredGame(id, Fixtures.SETUP, recorded, version, CREATED, "share-" + id);
        return new GameCache.Entry(UPDATED, null, game, List.of());
    }

    private static GameDao.GameState row(String id, int version) {
        return new GameDao.GameState(id, CREATED, UPDATED, version, null, "share-" + id);
    }

    @Test
    void answersOnlyForTheVeryStateOfTheRow() {
        GameCache cache = new GameCache();
        cache.put(entry("g", 3, 2));
        assertThat(cache.find(row("g", 3))).isPresent();
        assertThat(cache.find(row("g", 4))).isEmpty();
        assertThat(cache.find(new GameDao.GameState("g", CREATED, UPDATED.plusMillis(1), 3, null, "share-g")))
                .isEmpty();
    }

    @Test
    void anOlderVersionDoesNotReplaceANewerOne() {
        GameCache cache = new GameCache();
        cache.put(entry("g", 5, 4));
        cache.put(entry("g", 4, 3));
        assertThat(cache.latest("g")).get().extracting(e -> e.game().version()).isEqualTo(5);
    }

    @Test
    void keepsAtMostSoManyGamesTheLeastRecentlyUsedGoingFirst() {
        GameCache cache = new GameCache();
        for (int i = 0; i < GameCache.KEPT; i++) {
            cache.put(entry("g" + i, 1, 1));
        }
        assertThat(cache.find(row("g0", 1))).isPresent(); // used: g1 is now the least recent
        cache.put(entry("extra", 1, 1));
        assertThat(cache.size()).isEqualTo(GameCache.KEPT);
        assertThat(cache.find(row("g0", 1))).isPresent();
        assertThat(cache.latest("g1")).isEmpty();
        assertThat(cache.latest("extra")).isPresent();
    }

    @Test
    void keepsAtMostSoManyHandsSoThatLongGamesCannotFillTheHeap() {
        GameCache cache = new GameCache();
        int long1 = GameCache.KEPT_HANDS / 2;
        cache.put(entry("short", 1, 16));
        cache.put(entry("long1", 1, long1));
        cache.put(entry("long2", 1, long1)); // over the hands: the least recent game goes
        assertThat(cache.latest("short")).isEmpty();
        assertThat(cache.latest("long1")).isPresent();
        assertThat(cache.latest("long2")).isPresent();
        cache.put(entry("long1", 2, long1 + 1)); // the same game, longer: replaces, then long2 goes
        assertThat(cache.latest("long2")).isEmpty();
        assertThat(cache.latest("long1")).get().extracting(e -> e.game().version()).isEqualTo(2);
        cache.remove("long1");
        cache.put(entry("a", 1, GameCache.KEPT_HANDS));
        cache.put(entry("b", 1, 1));
        assertThat(cache.latest("a")).isEmpty();
        assertThat(cache.size()).isEqualTo(1);
    }
}
