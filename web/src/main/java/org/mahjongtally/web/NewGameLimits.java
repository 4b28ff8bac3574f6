/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.time.Duration;

/**
 * How many games may be started ({@code POST /api/games}) or imported
 * ({@code POST /api/games/import}) in an hour, from one address and from all together: anyone
 * on the network may start a game, so without a bound a stranger could fill the database with
 * junk games and players. Each is a bucket that holds an hour's games and refills evenly (one
 * game every hour divided by the number); when it is empty the request is answered 429 with
 * {@code Retry-After}. A game file counts as one game for every {@value #HANDS_PER_GAME} hands
 * it has (a real evening's game has far fewer; at most a whole bucket), so a file of the most
 * hands a game may have, 10,000, costs what starting twenty games would.
 *
 * @param perAddress games an hour from one address (a club behind one router is one address)
 * @param overall games an hour from all addresses together
 */
public record NewGameLimits(int perAddress, int overall) {

    /** Hands of a game file that count as one game. */
    public static final int HANDS_PER_GAME = 500;

    /** The time the numbers are counted over. */
    static final Duration PER = Duration.ofHours(1);

    /**
     * 120 games an hour from one address (ten tables starting several games each on a club
     * night), 600 from all together.
     */
    public static final NewGameLimits DEFAULTS = new NewGameLimits(120, 600);

    /** Checks that each is at least one. */
    public NewGameLimits {
        if (perAddress < 1 || overall < 1) {
            throw new IllegalArgumentException("the games an hour must be at least 1, from one address and from all;"
                    + " got " + perAddress + " and " + overall);
        }
    }

    /** What a game file of this many hands counts as, in games. */
    static int cost(int hands) {
        return 1 + Math.max(0, hands - 1) / HANDS_PER_GAME;
    }
}
