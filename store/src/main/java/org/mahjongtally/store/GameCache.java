package org.mahjongtally.store;

import java.time.Instant;
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
 * committed. At most {@value #KEPT} games are kept, the least recently used going first.
 */
final class GameCache {

    /** Games kept: well above the tables of a busy club night playing at once. */
    static final int KEPT = 128;

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

    private final Map<String, Entry> entries = new LinkedHashMap<>(KEPT, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Entry> eldest) {
            return size() > KEPT;
        }
    };

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
            entries.put(entry.game().id(), entry);
        }
    }

    /** Forgets a game (deleted). */
    synchronized void remove(String id) {
        entries.remove(id);
    }

    /** Forgets every game (a restore). */
    synchronized void clear() {
        entries.clear();
    }
}
