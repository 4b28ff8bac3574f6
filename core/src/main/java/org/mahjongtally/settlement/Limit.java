/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.OptionalLong;

/**
 * The most one hand may score (docs/settlement.md rule 4): applied to each player's hand score
 * before any doubling for East, so a single payment can still reach twice the limit.
 * Either no limit, or a positive even number of points (every hand score is even).
 */
public final class Limit {

    /** No cap: hands score what they score ("the roof off"). */
    public static final Limit NONE = new Limit(0);

    /** The usual limit, 1000 points (BMJA). */
    public static final Limit DEFAULT = new Limit(1000);

    private final long points;

    private Limit(long points) {
        this.points = points;
    }

    /**
     * A limit of so many points.
     *
     * @throws SettlementException unless {@code points} is positive and even
     */
    public static Limit of(long points) {
        if (points <= 0 || points % 2 != 0) {
            throw new SettlementException(SettlementProblem.BAD_LIMIT, points);
        }
        return points == 1000 ? DEFAULT : new Limit(points);
    }

    /**
     * Reads {@code none} or a number.
     *
     * @throws SettlementException for anything else
     */
    public static Limit parse(String text) {
        String t = text.trim();
        if (t.equalsIgnoreCase("none")) {
            return NONE;
        }
        try {
            return of(Long.parseLong(t));
        } catch (NumberFormatException e) {
            throw new SettlementException(SettlementProblem.LIMIT_NOT_A_NUMBER, t);
        }
    }

    /** The cap in points, or empty when there is none. */
    public OptionalLong points() {
        return points == 0 ? OptionalLong.empty() : OptionalLong.of(points);
    }

    /** Whether there is a cap at all. */
    public boolean isCapped() {
        return points != 0;
    }

    /** The score after the cap: {@code min(score, limit)}. */
    public long apply(long score) {
        return points == 0 ? score : Math.min(score, points);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Limit other && other.points == points;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(points);
    }

    /** {@code "none"} or the number, as the CLI and the ruleset files write it. */
    @Override
    public String toString() {
        return points == 0 ? "none" : Long.toString(points);
    }
}
