/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.util.Objects;

/**
 * How a table runs its game, beyond the ruleset's scoring and settlement.
 *
 * @param drawPassesDeal whether a draw passes the deal (classical rules: East keeps it)
 * @param rounds how many prevailing winds are played: 4 (East to North) by default, 1 or 2 for
 *     a short game, 8 or 12 for a long one ({@link Bound#ROUNDS})
 * @param startingTallies the points of tallies each player holds at the start (default 2000,
 *     {@link Bound#STARTING_TALLIES})
 * @param stakes what a point is worth in money
 * @param seatExchange whether the players change places at the start of each round, as the
 *     Chinese Official rules have it ({@link Rotation}); classical tables keep their places
 */
public record GameOptions(boolean drawPassesDeal, int rounds, long startingTallies, Stakes stakes,
        boolean seatExchange) {

    /**
     * East keeps the deal after a draw, four rounds, 2000 points of tallies each, no money,
     * everyone keeps his place.
     */
    public static final GameOptions DEFAULTS = new GameOptions(false, 4, 2000, Stakes.NONE, false);

    /** Checks the ranges. */
    public GameOptions {
        Objects.requireNonNull(stakes, "stakes");
        Bound.ROUNDS.check(rounds);
        Bound.STARTING_TALLIES.check(startingTallies);
    }

    public GameOptions withDrawPassesDeal(boolean on) {
        return new GameOptions(on, rounds, startingTallies, stakes, seatExchange);
    }

    public GameOptions withRounds(int n) {
        return new GameOptions(drawPassesDeal, n, startingTallies, stakes, seatExchange);
    }

    public GameOptions withStartingTallies(long points) {
        return new GameOptions(drawPassesDeal, rounds, points, stakes, seatExchange);
    }

    public GameOptions withStakes(Stakes newStakes) {
        return new GameOptions(drawPassesDeal, rounds, startingTallies, newStakes, seatExchange);
    }

    public GameOptions withSeatExchange(boolean on) {
        return new GameOptions(drawPassesDeal, rounds, startingTallies, stakes, on);
    }
}
