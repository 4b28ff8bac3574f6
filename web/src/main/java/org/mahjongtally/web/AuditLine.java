/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.util.Optional;
import org.mahjongtally.game.GameException;
import org.mahjongtally.json.HandJson;
import org.mahjongtally.store.AuditEntry;

/**
 * One line of {@code GET /api/games/{id}/audit}: a change to the game, with the hand record
 * before and after it as JSON objects ({@link HandJson}, as the API shows every hand record).
 *
 * @param at when (ISO-8601, UTC)
 * @param action {@code create}, {@code record}, {@code edit}, {@code delete} or {@code import}
 * @param hand the hand's number, or {@code null} for a change to the whole game
 * @param before the hand record before the change, or {@code null}
 * @param after the hand record after the change, or {@code null}
 */
record AuditLine(String at, String action, Integer hand, Object before, Object after) {

    static AuditLine of(AuditEntry e) {
        return new AuditLine(e.at().toString(), e.action(), e.hand().orElse(null), shown(e.before()),
                shown(e.after()));
    }

    /** A stored hand record as the API shows one, or the stored text itself if it cannot be read. */
    private static Object shown(Optional<String> stored) {
        if (stored.isEmpty()) {
            return null;
        }
        try {
            return HandJson.of(AuditEntry.hand(stored.get()));
        } catch (GameException e) {
            return stored.get();
        }
    }
}
