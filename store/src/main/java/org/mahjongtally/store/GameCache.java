/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.time.Instant;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The games last read or written, with their hands and replayed sheets, so that recording the
 * next hand of a game neither reads its hands again nor replays it from the start.
 *
 * <p>An entry is used only for the very state of the game row read in the same transaction:
 * the same version and the same times of start and last change. The version moves on with
 * every change in the same transaction that makes the change, so a game changed by another
 * server sharing the database (or by the command line) simply misses here and is read anew;
 * nothing is ever served stale. The times guard against a game deleted and restored under
 * the same id and version with other hands. Entries are put only after their transaction
 * committed. At most {@value #KEPT} games and {@value #KEPT_HANDS} hands are kept, the least
 * recently used games going first.
 */
final class GameCache {

    /** Games kept: well above the tables of a busy club night playing at once. */
    static final int KEPT = 128;

    /**
     * Hands kept, over all games: a game has no fixed length (East keeps the deal after a
     * draw), so a few very long games must not fill the server's heap. 128 games of a usual
     * length (16 to 40 hands) fit; beyond this the least recently used games go first.
     */
    static final int KEPT_HANDS = 8_000;

    private int handsKept;

    /**
     * A game as stored at one state of its row.
     *
     * @param updated when the row last changed, part of the state it is valid for
     * @param editKeyHash the hash of the game's edit key at that state, null if it has none
     * @param game the game (its sheet worked out, or worked out once when first asked for)
     * @param playerIds the club's players of the game in starting seat order, empty if the store
     *     has not seen them yet
     */
    record Entry(Instant updated, String editKeyHash, StoredGame game, List<Long> playerIds) {

        /** Copies the ids. */
        Entry {
            playerIds = List.copyOf(playerIds);
        }
    }

    /** In order of use, the least recently used first. */
    private final Map<String, Entry> entries = new LinkedHashMap<>(KEPT, 0.75f, true);

    /** The entry kept for exactly this state of the game's row, if there is one. */
    synchronized Optional<Entry> find(GameDao.GameState row) {
        Entry entry = entries.get(row.id());
        if (entry == null || entry.game().version() != row.version() || !entry.updated().equals(row.updated())
                || !entry.game().created().equals(row.created())) {
            return Optional.empty();
        }
        return Optional.of(entry);
    }

    /**
     * The entry kept for a game at whatever state, if any: for a writer that checks that state
     * against the row itself, in the statement that moves the row on.
     */
    synchronized Optional<Entry> latest(String id) {
        return Optional.ofNullable(entries.get(id));
    }

    /**
     * Keeps a game as it is stored (call only once the transaction that read or wrote it has
     * ended). A reader that read an older version than a writer kept meanwhile keeps nothing.
     */
    synchronized void put(Entry entry) {
        Entry kept = entries.get(entry.game().id());
        if (kept == null || kept.game().version() <= entry.game().version()) {
            forget(entries.put(entry.game().id(), entry));
            handsKept += hands(entry);
            Iterator<Entry> eldestFirst = entries.values().iterator();
            while ((entries.size() > KEPT || handsKept > KEPT_HANDS) && entries.size() > 1) {
                forget(eldestFirst.next());
                eldestFirst.remove();
            }
        }
    }

    /** Forgets a game (deleted). */
    synchronized void remove(String id) {
        forget(entries.remove(id));
    }

    /** Forgets every game (a restore). */
    synchronized void clear() {
        entries.clear();
        handsKept = 0;
    }

    /** How many games are kept (for the tests). */
    synchronized int size() {
        return entries.size();
    }

    private void forget(Entry entry) {
        if (entry != null) {
            handsKept -= hands(entry);
        }
    }

    private static int hands(Entry entry) {
        return entry.game().hands().size();
    }
}
