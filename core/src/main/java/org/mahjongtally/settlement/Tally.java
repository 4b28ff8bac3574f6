/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.Objects;

/**
 * One kind of tally (scoring stick), such as "Man", worth 10 points.
 *
 * @param name the name players use for it, without '=' or ','
 * @param value its worth in points, positive
 */
public record Tally(String name, long value) {

    /** Checks that the name is usable and the value positive. */
    public Tally {
        Objects.requireNonNull(name, "name");
        if (name.isBlank() || name.contains("=") || name.contains(",")) {
            throw new SettlementException(SettlementProblem.BAD_TALLY_NAME, name);
        }
        if (value <= 0) {
            throw new SettlementException(SettlementProblem.TALLY_NOT_POSITIVE, name, value);
        }
    }
}
