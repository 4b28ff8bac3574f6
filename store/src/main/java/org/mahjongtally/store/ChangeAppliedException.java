/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.util.Objects;

/**
 * A change sent again with the id of a change already made in the game ({@link Expect#changeId}):
 * nothing was written this time. Not a refusal: the writer's change is in the game, and this says
 * which version it made ({@link #madeVersion}; the game may have moved on since) and how the game
 * is now. A writer whose answer was lost on the way learns from it that its change was made.
 */
public final class ChangeAppliedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int madeVersion;
    private final transient StoredGame current;

    /**
     * @param madeVersion the version of the game the change made
     * @param current the game as it is now
     */
    ChangeAppliedException(int madeVersion, StoredGame current) {
        super("change already made: version " + madeVersion + " of game " + current.id(), null, false, false);
        this.madeVersion = madeVersion;
        this.current = Objects.requireNonNull(current, "current");
    }

    /** The version of the game the change made. */
    public int madeVersion() {
        return madeVersion;
    }

    /** The game as it is now. */
    public StoredGame current() {
        return current;
    }
}
