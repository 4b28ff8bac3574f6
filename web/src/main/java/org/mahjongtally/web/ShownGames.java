/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.mahjongtally.store.StoredGame;

/**
 * The JSON of the games last shown whole, so that showing a game again is a copy of its bytes
 * (the 6.6 MB sheet of a game of 5,000 hands took most of a second to
 * build and write each time). A game's JSON is kept for the very {@link StoredGame} it was
 * written from: the store hands out the same object for as long as the game's row is at the
 * same state, and a new one after any change (by this server, another one or the command line),
 * so nothing is ever shown stale. At most {@value #KEPT_BYTES} bytes are kept, the least
 * recently shown games going first.
 */
final class ShownGames {

    /** Bytes of JSON kept, all games together: a few very long games, or many usual ones. */
    static final long KEPT_BYTES = 24L * 1024 * 1024;

    private record Shown(StoredGame game, byte[] json) {
    }

    /** In order of use, the least recently used first. */
    private final Map<String, Shown> shown = new LinkedHashMap<>(16, 0.75f, true);
    private long bytesKept;

    /**
     * The JSON of a game: kept from when this very game was last shown, or written now by
     * {@code write} (outside the lock, so that other games are shown meanwhile) and kept.
     */
    byte[] json(StoredGame game, Function<StoredGame, byte[]> write) {
        synchronized (this) {
            Shown kept = shown.get(game.id());
            if (kept != null && kept.game() == game) {
                return kept.json();
            }
        }
        byte[] json = write.apply(game);
        keep(new Shown(game, json));
        return json;
    }

    private synchronized void keep(Shown entry) {
        if (entry.json().length > KEPT_BYTES) {
            return;
        }
        Shown before = shown.put(entry.game().id(), entry);
        if (before != null) {
            bytesKept -= before.json().length;
        }
        bytesKept += entry.json().length;
        Iterator<Shown> eldestFirst = shown.values().iterator();
        while (bytesKept > KEPT_BYTES) {
            bytesKept -= eldestFirst.next().json().length;
            eldestFirst.remove();
        }
    }
}
