/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.util.Objects;

/**
 * A game just started, with its edit key: the only time the key is seen, since the store keeps
 * only its hash. Whoever has the key may change the game.
 *
 * @param game the game as stored
 * @param editKey the key that every write of the game must show
 */
public record NewGame(StoredGame game, String editKey) {

    /** Checks for null. */
    public NewGame {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(editKey, "editKey");
    }
}
