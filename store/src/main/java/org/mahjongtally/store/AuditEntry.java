/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.time.Instant;
import java.util.Optional;
import org.jdbi.v3.core.mapper.reflect.ColumnName;
import org.mahjongtally.Message;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.json.JsonProblem;

/**
 * One change to a game, kept for good: what was done to which hand, when, and the hand record
 * before and after (as JSON), so a correction can always be traced.
 *
 * @param at when
 * @param action {@code create}, {@code record}, {@code edit}, {@code delete} or {@code import}
 * @param hand the hand's number, when the change concerns one hand
 * @param before the hand record before, as JSON in the stored form ({@link #hand} reads it)
 * @param after the hand record after, as JSON in the stored form
 */
public record AuditEntry(@ColumnName("changed_at") Instant at, String action,
        @ColumnName("hand_no") Optional<Integer> hand, @ColumnName("before_json") Optional<String> before,
        @ColumnName("after_json") Optional<String> after) {

    /**
     * The hand record of a {@link #before} or {@link #after}, whichever version of the stored
     * form it was written in.
     *
     * @throws org.mahjongtally.game.GameException if it is not a stored hand
     */
    public static HandRecord hand(String stored) {
        return StoredGameCodec.readHand(stored, Message.of(JsonProblem.AUDIT_HAND));
    }
}
