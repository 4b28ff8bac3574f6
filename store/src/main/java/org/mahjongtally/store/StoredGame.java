package org.mahjongtally.store;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.mahjongtally.game.Game;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.HandRecord;

/**
 * A game as stored: its id, its setup and its recorded hands. Everything else is derived by
 * replaying ({@link #sheet()}).
 *
 * @param id the game's id: short, URL-safe, unguessable enough for sharing a link
 * @param setup players, ruleset (exactly as the game started) and options
 * @param hands the recorded hands, in order
 * @param version how many changes the game has had (for optimistic locking)
 * @param created when the game was started
 * @param shareId the id of its read-only link: shows the game, never changes it
 */
public record StoredGame(String id, GameSetup setup, List<HandRecord> hands, int version, Instant created,
        String shareId) {

    /** Copies the hands. */
    public StoredGame {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(created, "created");
        Objects.requireNonNull(shareId, "shareId");
        hands = List.copyOf(hands);
    }

    /** The books of the game, by replaying its hands. */
    public GameSheet sheet() {
        return Game.replay(setup, hands);
    }
}
