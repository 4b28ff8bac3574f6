/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
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
 * <p>Immutable, and equal to another with the same id, setup, hands, version, start and share
 * id (as a record would be). It is a class rather than a record only so that it can hold its
 * sheet once worked out: replaying is the costly part of answering about a game, and the store
 * hands out a game together with the sheet it already has (see {@code GameCache}).
 */
public final class StoredGame {

    private final String id;
    private final GameSetup setup;
    private final List<HandRecord> hands;
    private final int version;
    private final Instant created;
    private final String shareId;
    /** The sheet, once worked out; any thread may work it out, the result is the same. */
    private volatile GameSheet sheet;

    /**
     * Copies the hands.
     *
     * @param id the game's id: short, URL-safe, unguessable enough for sharing a link
     * @param setup players, ruleset (exactly as the game started) and options
     * @param hands the recorded hands, in order
     * @param version how many changes the game has had (for optimistic locking)
     * @param created when the game was started
     * @param shareId the id of its read-only link: shows the game, never changes it
     */
    public StoredGame(String id, GameSetup setup, List<HandRecord> hands, int version, Instant created,
            String shareId) {
        this.id = Objects.requireNonNull(id, "id");
        this.setup = Objects.requireNonNull(setup, "setup");
        this.hands = List.copyOf(hands);
        this.version = version;
        this.created = Objects.requireNonNull(created, "created");
        this.shareId = Objects.requireNonNull(shareId, "shareId");
    }

    /** A game whose sheet is already known: it must be the replay of exactly these hands. */
    StoredGame(String id, GameSetup setup, List<HandRecord> hands, int version, Instant created, String shareId,
            GameSheet sheet) {
        this(id, setup, hands, version, created, shareId);
        this.sheet = Objects.requireNonNull(sheet, "sheet");
    }

    /** The game's id. */
    public String id() {
        return id;
    }

    /** Players, ruleset and options. */
    public GameSetup setup() {
        return setup;
    }

    /** The recorded hands, in order. */
    public List<HandRecord> hands() {
        return hands;
    }

    /** How many changes the game has had. */
    public int version() {
        return version;
    }

    /** When the game was started. */
    public Instant created() {
        return created;
    }

    /** The id of the game's read-only link. */
    public String shareId() {
        return shareId;
    }

    /**
     * The books of the game, by replaying its hands (once: later calls give the same sheet).
     *
     * @throws org.mahjongtally.game.GameException if the hands do not replay
     */
    public GameSheet sheet() {
        GameSheet known = sheet;
        if (known == null) {
            known = Game.replay(setup, hands);
            sheet = known;
        }
        return known;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StoredGame g && id.equals(g.id) && setup.equals(g.setup) && hands.equals(g.hands)
                && version == g.version && created.equals(g.created) && shareId.equals(g.shareId);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, setup, hands, version, created, shareId);
    }

    @Override
    public String toString() {
        return "StoredGame[id=" + id + ", setup=" + setup + ", hands=" + hands + ", version=" + version
                + ", created=" + created + ", shareId=" + shareId + "]";
    }
}
