/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import org.mahjongtally.Message;

/**
 * Why a hand does not match a pattern: the first part it does not meet, and where that part is
 * written (for the shape of the whole hand, the start of the pattern).
 *
 * @param reason what kind of part is unmet
 * @param place where the part is written
 */
public record Mismatch(PatternMiss reason, Place place) {

    /** The reason as a message for the words module ("the hand has no pungs R G P"). */
    public Message message() {
        return reason.parameters().isEmpty() ? Message.of(reason) : Message.of(reason, place.text());
    }
}
